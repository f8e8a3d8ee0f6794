"use client";

import { DeleteRecordButton } from "@/components/ui/delete-record-button";

/** A lease's Delete: only offered while its ledger is empty (the server answers 409 otherwise). */
export function LeaseDeleteButton({ leaseId, listingId }: { leaseId: string; listingId: string }) {
  return (
    <DeleteRecordButton
      endpoint={`/leases/${leaseId}`}
      confirmation="Are you sure you want to delete this lease? Its tenants stay; its documents go with it."
      failure="The lease could not be deleted."
      removed="Lease deleted."
      then={`/listings/view/${listingId}`}
      revalidate={["/leases", "/tenants"]}
    />
  );
}
