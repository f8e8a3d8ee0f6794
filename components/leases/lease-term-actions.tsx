"use client";

import { ArrowPathIcon, StopCircleIcon } from "@heroicons/react/20/solid";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { useToast } from "@/components/ui/toasts";
import type { LeaseDto } from "@/lib/schemas/lease";
import { mutatePrefix } from "@/lib/swr/mutate-prefix";
import { EndEarlyDialog, RenewDialog } from "./lease-term-dialogs";

/** Renew (the next lease, same tenants) and End early, on the lease's terms card. */
export function LeaseTermActions({ lease, today }: { lease: Pick<LeaseDto, "_id" | "endDate" | "rent" | "status">; today: string }) {
  const router = useRouter();
  const toast = useToast();
  const [open, setOpen] = useState<"renew" | "end" | null>(null);
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="secondary" size="sm" onClick={() => setOpen("renew")}>
        <ArrowPathIcon className="size-4" aria-hidden="true" />
        Renew
      </Button>
      {lease.status !== "ended" && (
        <Button variant="secondary" size="sm" onClick={() => setOpen("end")}>
          <StopCircleIcon className="size-4" aria-hidden="true" />
          End early
        </Button>
      )}
      {open === "renew" && (
        <RenewDialog
          lease={lease}
          today={today}
          onClose={() => setOpen(null)}
          onRenewed={async (renewed) => {
            await mutatePrefix("/leases");
            toast.success("Lease renewed.");
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
            toast.success("Lease ended.");
            router.refresh();
          }}
        />
      )}
    </div>
  );
}
