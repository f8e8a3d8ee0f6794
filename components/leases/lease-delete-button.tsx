"use client";

import { useTranslations } from "next-intl";
import { DeleteRecordButton } from "@/components/ui/delete-record-button";

/** A lease's Delete: only offered while its ledger is empty (the server answers 409 otherwise). */
export function LeaseDeleteButton({ leaseId, listingId }: { leaseId: string; listingId: string }) {
  const t = useTranslations("leases");
  return (
    <DeleteRecordButton
      endpoint={`/leases/${leaseId}`}
      confirmation={t("remove.confirmation")}
      failure={t("remove.failure")}
      removed={t("remove.removed")}
      then={`/listings/view/${listingId}`}
      revalidate={["/leases", "/tenants"]}
    />
  );
}
