"use client";

import type { FieldValues } from "react-hook-form";
import { RecordPickerField, type RecordPickerFieldProps } from "./record-picker-field";
import { listingSource } from "./record-sources";

/** A listing as a form already knows it: the edited record's, or the page's preset one. */
type KnownListing = { _id: string; propertyName: string } | null | undefined;

/** A form's listing field: the record picker over the listings, naming the listings the form knows without asking the server. */
export function ListingPickerField<Values extends FieldValues, Output extends FieldValues = Values>({
  known,
  ...picker
}: Omit<RecordPickerFieldProps<Values, Output>, "source" | "known"> & { known: KnownListing[] }) {
  return (
    <RecordPickerField
      {...picker}
      source={listingSource}
      known={known.map((listing) => listing && { id: listing._id, label: listing.propertyName })}
    />
  );
}
