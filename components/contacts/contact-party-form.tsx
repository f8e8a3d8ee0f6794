"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { FormActions } from "@/components/forms/form-actions";
import { SavedPanel } from "@/components/forms/saved-panel";
import { registerOrUpdate, SAVE_FORM_OPTIONS, saveTexts, useSaveFlow } from "@/components/forms/use-save-flow";
import { Button, ButtonLink } from "@/components/ui/button";
import { TextAreaField, TextField } from "@/components/ui/text-field";
import { contactPartyFieldsSchema, type ContactPartyDto } from "@/lib/schemas/contact";

type ContactPartyFormValues = z.input<typeof contactPartyFieldsSchema>;
type ContactPartyFields = z.output<typeof contactPartyFieldsSchema>;

/** What differs between the client form and the service provider form: words, paths and one rule. */
export interface ContactPartyFormConfig {
  /** 'client', 'service provider': used in the confirmations and the busy text. */
  noun: string;
  /** The first fieldset's legend. */
  legend: string;
  /** SPEC §8's failure text. */
  saveFailed: string;
  /** SPEC §8: a provider's 400 shows the server's message instead of the general text. */
  serverMessageOn?: 400;
  createdMessage: string;
  updatedMessage: string;
  createLabel: string;
  updateLabel: string;
  /** API paths: `${apiBase}/register`, `${apiBase}/update`. */
  apiBase: string;
  /** SWR key prefixes of the lists that show these records. */
  revalidate: readonly string[];
  /** Screens: the list, and `${listHref}/view/{id}`. */
  listHref: string;
}
const EMPTY: ContactPartyFormValues = {
  name: "",
  contactFirstName: "",
  contactLastName: "",
  contactPrimaryNumber: "",
  contactSecondaryNumber: "",
  contactEmailAddress: "",
  contactWebsiteURL: "",
  contactMailingAddress: "",
};

function valuesOf(party: ContactPartyDto): ContactPartyFormValues {
  return {
    name: party.name,
    contactFirstName: party.contactFirstName,
    contactLastName: party.contactLastName,
    contactPrimaryNumber: party.contactPrimaryNumber,
    contactSecondaryNumber: party.contactSecondaryNumber ?? "",
    contactEmailAddress: party.contactEmailAddress,
    contactWebsiteURL: party.contactWebsiteURL ?? "",
    contactMailingAddress: party.contactMailingAddress,
  };
}

/**
 * Create (no record given) or update a client or a service provider — the
 * same fields, rules and flow (SPEC §2, §5): validates with the API's schema
 * and saves through the one save flow.
 */
export function ContactPartyForm({ config, record }: { config: ContactPartyFormConfig; record?: ContactPartyDto }) {
  const form = useForm<ContactPartyFormValues, unknown, ContactPartyFields>({
    ...SAVE_FORM_OPTIONS,
    resolver: zodResolver(contactPartyFieldsSchema),
    defaultValues: record ? valuesOf(record) : EMPTY,
  });
  const { attachForm, onSubmit, saved, startAnother } = useSaveFlow<ContactPartyFormValues, ContactPartyFields, ContactPartyDto>({
    form,
    texts: saveTexts(config.noun, Boolean(record), config.saveFailed),
    request: (values) => registerOrUpdate(config.apiBase, record?._id, values),
    revalidate: config.revalidate,
    serverMessageOn: config.serverMessageOn,
  });

  if (saved) {
    return record ? (
      <SavedPanel message={config.updatedMessage}>
        <ButtonLink href={`${config.listHref}/view/${saved._id}`}>OK</ButtonLink>
      </SavedPanel>
    ) : (
      <SavedPanel message={config.createdMessage}>
        <Button variant="secondary" onClick={() => startAnother(EMPTY)}>
          CREATE ANOTHER
        </Button>
        <ButtonLink href={config.listHref}>CLOSE</ButtonLink>
      </SavedPanel>
    );
  }

  const errors = form.formState.errors;
  const field = (name: keyof ContactPartyFormValues) => ({ id: name, error: errors[name]?.message, ...form.register(name) });

  return (
    <form ref={attachForm} onSubmit={onSubmit} noValidate className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
      <fieldset className="grid gap-x-6 gap-y-5 sm:grid-cols-2">
        <legend className="mb-4 text-sm font-semibold text-slate-900">{config.legend}</legend>
        <TextField label="Name" required fieldClassName="sm:col-span-2" autoComplete="organization" {...field("name")} />
      </fieldset>
      <fieldset className="mt-8 grid gap-x-6 gap-y-5 sm:grid-cols-2">
        <legend className="mb-4 text-sm font-semibold text-slate-900">Contact</legend>
        <TextField label="First name" required autoComplete="given-name" {...field("contactFirstName")} />
        <TextField label="Last name" required autoComplete="family-name" {...field("contactLastName")} />
        <TextField label="Primary number" required type="tel" autoComplete="tel" {...field("contactPrimaryNumber")} />
        <TextField label="Secondary number" type="tel" {...field("contactSecondaryNumber")} />
        <TextField label="E-mail address" required type="email" autoComplete="email" {...field("contactEmailAddress")} />
        <TextField label="Website" type="text" inputMode="url" placeholder="https://" {...field("contactWebsiteURL")} />
        <TextAreaField label="Mailing address" required rows={3} fieldClassName="sm:col-span-2" {...field("contactMailingAddress")} />
      </fieldset>
      <FormActions
        cancelHref={record ? `${config.listHref}/view/${record._id}` : config.listHref}
        submitLabel={record ? config.updateLabel : config.createLabel}
      />
    </form>
  );
}
