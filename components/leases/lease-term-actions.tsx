"use client";

import { ArrowPathIcon, StopCircleIcon } from "@heroicons/react/20/solid";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { useToast } from "@/components/ui/toasts";
import type { LeaseDto } from "@/lib/schemas/lease";
import { mutatePrefix } from "@/lib/swr/mutate-prefix";
import { EndEarlyDialog, RenewDialog } from "./lease-term-dialogs";

/** Renew (the next lease, same tenants) and End early, on the lease's terms card. */
export function LeaseTermActions({ lease, today }: { lease: Pick<LeaseDto, "_id" | "endDate" | "rent" | "status">; today: string }) {
  const t = useTranslations("leases");
  const router = useRouter();
  const toast = useToast();
  const [open, setOpen] = useState<"renew" | "end" | null>(null);
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="secondary" size="sm" onClick={() => setOpen("renew")}>
        <ArrowPathIcon className="size-4" aria-hidden="true" />
        {t("summary.renew")}
      </Button>
      {lease.status !== "ended" && (
        <Button variant="secondary" size="sm" onClick={() => setOpen("end")}>
          <StopCircleIcon className="size-4" aria-hidden="true" />
          {t("summary.endEarly")}
        </Button>
      )}
      {open === "renew" && (
        <RenewDialog
          lease={lease}
          today={today}
          onClose={() => setOpen(null)}
          onRenewed={async (renewed) => {
            await mutatePrefix("/leases");
            toast.success(t("summary.renewed"));
            router.push(`/leases/view/${renewed._id}`);
          }}
        />
      )}
      {open === "end" && (
        <EndEarlyDialog
          lease={lease}
          today={today}
          onClose={() => setOpen(null)}
          onSaved={async () => {
            await mutatePrefix("/leases");
            toast.success(t("summary.ended"));
            router.refresh();
          }}
        />
      )}
    </div>
  );
}
