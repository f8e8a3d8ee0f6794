"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { FormActions } from "@/components/forms/form-actions";
import { FormSection } from "@/components/forms/form-section";
import { CreatedPanel, UpdatedPanel } from "@/components/forms/saved-panel";
import { registerOrUpdate, SAVE_FORM_OPTIONS, saveTexts, useSaveFlow } from "@/components/forms/use-save-flow";
import { LanguageField } from "@/components/forms/language-field";
import { textFormValuesWithLanguage } from "@/components/forms/text-form-values";
import { TextAreaField, TextField } from "@/components/ui/text-field";
import type { Language } from "@/lib/i18n/languages";
import {
  contactPartyFieldsSchema,
  type ContactPartyDto,
  type ContactPartyFields,
  type ContactPartyFormValues,
} from "@/lib/schemas/contact-party";
import { CONTACT_PARTIES, type ContactPartyKind } from "./contact-parties";

/**
 * Create (no record given) or update a client or a service provider — the
 * same fields, rules and flow (PRODUCT.md#clients) with each one's words and paths
 * (contact-parties.ts): validates with the API's schema and saves through the
 * one save flow. A new record's language starts as the agency's (`agencyLanguage`, from the page).
 */
export function ContactPartyForm({
  kind,
  record,
  agencyLanguage,
}: {
  kind: ContactPartyKind;
  record?: ContactPartyDto;
  agencyLanguage: Language;
}) {
  const config = CONTACT_PARTIES[kind];
  const form = useForm<ContactPartyFormValues, unknown, ContactPartyFields>({
    ...SAVE_FORM_OPTIONS,
    resolver: zodResolver(contactPartyFieldsSchema),
    defaultValues: textFormValuesWithLanguage(contactPartyFieldsSchema, agencyLanguage, record),
  });
  const { attachForm, onSubmit, saved, startAnother } = useSaveFlow<ContactPartyFormValues, ContactPartyFields, ContactPartyDto>({
    form,
    texts: saveTexts(config.noun, Boolean(record), config.form.saveFailed),
    request: (values) => registerOrUpdate(config.api, record?._id, values),
    revalidate: config.form.revalidate,
    serverMessageOn: config.form.serverMessageOn,
  });

  if (saved) {
    return record ? (
      <UpdatedPanel message={config.form.updated} viewHref={`${config.href}/view/${saved._id}`} />
    ) : (
      <CreatedPanel
        message={config.form.created}
        another="CREATE ANOTHER"
        onAnother={() => startAnother(textFormValuesWithLanguage(contactPartyFieldsSchema, agencyLanguage))}
        closeHref={config.href}
      />
    );
  }

  const errors = form.formState.errors;
  const field = (name: keyof ContactPartyFormValues) => ({ id: name, error: errors[name]?.message, ...form.register(name) });

  return (
    <form ref={attachForm} onSubmit={onSubmit} noValidate className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
      <FormSection legend={config.form.legend} className="grid gap-x-6 gap-y-5 sm:grid-cols-2">
        <TextField label="Name" required fieldClassName="sm:col-span-2" autoComplete="organization" {...field("name")} />
      </FormSection>
      <FormSection legend="Contact" className="mt-8 grid gap-x-6 gap-y-5 sm:grid-cols-2">
        <TextField label="First name" required autoComplete="given-name" {...field("contactFirstName")} />
        <TextField label="Last name" required autoComplete="family-name" {...field("contactLastName")} />
        <TextField label="Primary number" required type="tel" autoComplete="tel" {...field("contactPrimaryNumber")} />
        <TextField label="Secondary number" type="tel" {...field("contactSecondaryNumber")} />
        <TextField label="E-mail address" required type="email" autoComplete="email" {...field("contactEmailAddress")} />
        <TextField label="Website" type="text" inputMode="url" placeholder="https://" {...field("contactWebsiteURL")} />
        <TextAreaField label="Mailing address" required rows={3} fieldClassName="sm:col-span-2" {...field("contactMailingAddress")} />
        <LanguageField hint="The language of the e-mail and papers sent to them." {...field("language")} />
      </FormSection>
      <FormActions
        cancelHref={record ? `${config.href}/view/${record._id}` : config.href}
        submitLabel={record ? config.form.updateLabel : config.form.createLabel}
      />
    </form>
  );
}
