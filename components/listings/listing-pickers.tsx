"use client";

import { useTranslations } from "next-intl";
import { useMemo } from "react";
import type { Control } from "react-hook-form";
import { clientSource, specialistSource } from "@/components/pickers/record-sources";
import { RecordPickerField } from "@/components/pickers/record-picker-field";
import { fullName } from "@/lib/domain/people";
import type { Listing, ListingFields, ListingFormValues } from "@/lib/schemas/listing";

/**
 * The listing form's two record pickers, searched on the server as the person
 * types: the client (or the client the form was opened for, locked) and the
 * property specialist (users with that role, PRODUCT.md#roles — the server keeps the
 * same rule). The listing's own client and specialist show when editing.
 */
export function ClientPicker({
  control,
  listing,
  lockedClient,
}: {
  control: Control<ListingFormValues, unknown, ListingFields>;
  listing?: Listing;
  lockedClient?: { _id: string; name: string };
}) {
  const t = useTranslations("listings.form");
  const known = useMemo(
    () =>
      [lockedClient ?? listing?.clientRef]
        .filter((client) => client !== undefined)
        .map((client) => ({ id: client._id, label: client.name })),
    [listing, lockedClient],
  );
  return (
    <RecordPickerField
      control={control}
      name="client"
      label={t("client")}
      required
      source={clientSource}
      known={known}
      locked={Boolean(lockedClient)}
      hint={lockedClient ? t("clientLocked") : undefined}
    />
  );
}

export function SpecialistPicker({ control, listing }: { control: Control<ListingFormValues, unknown, ListingFields>; listing?: Listing }) {
  const t = useTranslations("listings.form");
  const known = useMemo(
    () => (listing ? [{ id: listing.propertySpecialistRef._id, label: fullName(listing.propertySpecialistRef) }] : []),
    [listing],
  );
  return (
    <RecordPickerField
      control={control}
      name="propertySpecialist"
      label={t("specialist")}
      required
      source={specialistSource}
      known={known}
    />
  );
}
