"use client";

import { LockClosedIcon } from "@heroicons/react/20/solid";
import { useMemo } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import useSWR from "swr";
import { Field, SelectField } from "@/components/ui/text-field";
import { fetchPage } from "@/lib/client/api";
import { fullName } from "@/lib/domain/people";
import type { Listing } from "@/lib/schemas/listing";

/**
 * The listing form's two record pickers (SPEC §7, §9: the first 500, by
 * name): the client (or the client the form was opened for, locked) and the
 * property specialist (users with that role, SPEC §6). The listing's own
 * client and specialist are always offered when editing.
 */
type Registration = UseFormRegisterReturn & { id: string; error?: string };

type Option = { value: string; label: string };

/** The options of a picker loaded from a list endpoint (null: none to load), the record's current one first if missing. */
function usePickerOptions<Item>(key: string | null, toOption: (item: Item) => Option, current: Option | null) {
  const { data, isLoading } = useSWR(key, fetchPage<Item>);
  const options = useMemo(() => {
    const loaded = (data?.items ?? []).map(toOption);
    return !current || loaded.some((option) => option.value === current.value) ? loaded : [current, ...loaded];
  }, [data, toOption, current]);
  return { options, isLoading };
}

const clientOption = (client: { _id: string; name: string }): Option => ({ value: client._id, label: client.name });
const specialistOption = (user: { _id: string; firstName: string; lastName: string }): Option => ({
  value: user._id,
  label: fullName(user),
});

export function ClientPicker({
  listing,
  lockedClient,
  field,
}: {
  listing?: Listing;
  lockedClient?: { _id: string; name: string };
  field: Registration;
}) {
  const current = useMemo(() => (listing ? clientOption(listing.clientRef) : null), [listing]);
  const { options, isLoading } = usePickerOptions(lockedClient ? null : "/clients?limit=500", clientOption, current);

  if (lockedClient) {
    return (
      <Field id="client" label="Client" required>
        <p
          id="client"
          className="flex h-10 items-center gap-2 rounded-lg bg-slate-50 px-3 text-sm text-slate-700 ring-1 ring-inset ring-slate-200"
          data-testid="locked-client"
        >
          <LockClosedIcon className="size-4 text-slate-400" aria-hidden="true" />
          <span className="truncate">{lockedClient.name}</span>
        </p>
      </Field>
    );
  }
  return (
    <SelectField label="Client" required options={options} placeholder={isLoading ? "Loading clients ..." : "Select a client"} {...field} />
  );
}

export function SpecialistPicker({ listing, field }: { listing?: Listing; field: Registration }) {
  const current = useMemo(() => (listing ? specialistOption(listing.propertySpecialistRef) : null), [listing]);
  const { options, isLoading } = usePickerOptions("/users?role=property-specialist&limit=500", specialistOption, current);
  return (
    <SelectField
      label="Property specialist"
      required
      options={options}
      placeholder={isLoading ? "Loading specialists ..." : "Select a specialist"}
      {...field}
    />
  );
}
