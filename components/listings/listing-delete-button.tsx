"use client";

import { DeleteRecordButton } from "@/components/ui/delete-record-button";

export const DELETE_LISTING_CONFIRMATION = "Delete this property?";
export const DELETE_LISTING_FAILED = "Problem removing property details. Contact your system administrator for assistance";

export function ListingDeleteButton({ listingId }: { listingId: string }) {
  return (
    <DeleteRecordButton
      endpoint={`/listings/remove/${listingId}`}
      confirmation={DELETE_LISTING_CONFIRMATION}
      failure={DELETE_LISTING_FAILED}
      removed="Listing removed."
      then="/listings"
      revalidate={["/listings"]}
    />
  );
}
