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

function withCurrent(options: { value: string; label: string }[], current: { value: string; label: string } | null) {
  if (!current || options.some((option) => option.value === current.value)) return options;
  return [current, ...options];
}

export function ClientPicker({
  listing,
  lockedClient,
  field,
}: {
  listing?: Listing;
  lockedClient?: { _id: string; name: string };
  field: Registration;
}) {
  const clients = useSWR(lockedClient ? null : "/clients?limit=500", fetchPage<{ _id: string; name: string }>);
  const options = useMemo(
    () =>
      withCurrent(
        (clients.data?.items ?? []).map((client) => ({ value: client._id, label: client.name })),
        listing ? { value: listing.client, label: listing.clientRef.name } : null,
      ),
    [clients.data, listing],
  );

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
    <SelectField
      label="Client"
      required
      options={options}
      placeholder={clients.isLoading ? "Loading clients ..." : "Select a client"}
      {...field}
    />
  );
}

export function SpecialistPicker({ listing, field }: { listing?: Listing; field: Registration }) {
  const specialists = useSWR("/users?role=property-specialist&limit=500", fetchPage<{ _id: string; firstName: string; lastName: string }>);
  const options = useMemo(
    () =>
      withCurrent(
        (specialists.data?.items ?? []).map((user) => ({ value: user._id, label: fullName(user) })),
        listing ? { value: listing.propertySpecialist, label: fullName(listing.propertySpecialistRef) } : null,
      ),
    [specialists.data, listing],
  );
  return (
    <SelectField
      label="Property specialist"
      required
      options={options}
      placeholder={specialists.isLoading ? "Loading specialists ..." : "Select a specialist"}
      {...field}
    />
  );
}
