"use client";

import { ArrowPathIcon, StopCircleIcon } from "@heroicons/react/20/solid";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { lazy, Suspense, useState } from "react";
import { Button } from "@/components/ui/button";
import { preloadOnIntent } from "@/components/ui/preload-on-intent";
import { useToast } from "@/components/ui/toasts";
import type { LeaseDto } from "@/lib/schemas/lease";
import { mutatePrefix } from "@/lib/swr/mutate-prefix";

// Renew's and End early's forms (and Headless UI's dialog with them) are fetched when their button is first reached or pressed.
const loadTermDialogs = () => import("./lease-term-dialogs");
const RenewDialog = lazy(() => loadTermDialogs().then((module) => ({ default: module.RenewDialog })));
const EndEarlyDialog = lazy(() => loadTermDialogs().then((module) => ({ default: module.EndEarlyDialog })));

/** Renew (the next lease, same tenants) and End early, on the lease's terms card. */
export function LeaseTermActions({ lease, today }: { lease: Pick<LeaseDto, "_id" | "endDate" | "rent" | "status">; today: string }) {
  const t = useTranslations("leases");
  const router = useRouter();
  const toast = useToast();
  const [open, setOpen] = useState<"renew" | "end" | null>(null);
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="secondary" size="sm" onClick={() => setOpen("renew")} {...preloadOnIntent(loadTermDialogs)}>
        <ArrowPathIcon className="size-4" aria-hidden="true" />
        {t("summary.renew")}
      </Button>
      {lease.status !== "ended" && (
        <Button variant="secondary" size="sm" onClick={() => setOpen("end")} {...preloadOnIntent(loadTermDialogs)}>
          <StopCircleIcon className="size-4" aria-hidden="true" />
          {t("summary.endEarly")}
        </Button>
      )}
      <Suspense>
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
      </Suspense>
    </div>
  );
}
