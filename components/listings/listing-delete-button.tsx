"use client";

import { useTranslations } from "next-intl";
import { DeleteRecordButton } from "@/components/ui/delete-record-button";

export function ListingDeleteButton({ listingId }: { listingId: string }) {
  const t = useTranslations("listings.remove");
  return (
    <DeleteRecordButton
      endpoint={`/listings/remove/${listingId}`}
      confirmation={t("confirmation")}
      failure={t("failure")}
      removed={t("removed")}
      then="/listings"
      revalidate={["/listings"]}
    />
  );
}
