"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { FormActions } from "@/components/forms/form-actions";
import { FormSection } from "@/components/forms/form-section";
import { CreatedPanel, UpdatedPanel } from "@/components/forms/saved-panel";
import { registerOrUpdate, SAVE_FORM_OPTIONS, useSaveFlow } from "@/components/forms/use-save-flow";
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
  const t = useTranslations(config.words);
  const words = useTranslations("contacts.form");
  const form = useForm<ContactPartyFormValues, unknown, ContactPartyFields>({
    ...SAVE_FORM_OPTIONS,
    resolver: zodResolver(contactPartyFieldsSchema),
    defaultValues: textFormValuesWithLanguage(contactPartyFieldsSchema, agencyLanguage, record),
  });
  const { attachForm, onSubmit, saved, startAnother } = useSaveFlow<ContactPartyFormValues, ContactPartyFields, ContactPartyDto>({
    form,
    texts: record
      ? { confirm: t("form.confirmUpdate"), busy: t("form.busyUpdate"), failure: t("form.saveFailed") }
      : { confirm: t("form.confirmCreate"), busy: t("form.busyCreate"), failure: t("form.saveFailed") },
    request: (values) => registerOrUpdate(config.api, record?._id, values),
    revalidate: config.form.revalidate,
    serverMessageOn: config.form.serverMessageOn,
  });

  if (saved) {
    return record ? (
      <UpdatedPanel message={t("form.updated")} viewHref={`${config.href}/view/${saved._id}`} />
    ) : (
      <CreatedPanel
        message={t("form.created")}
        another={words("createAnother")}
        onAnother={() => startAnother(textFormValuesWithLanguage(contactPartyFieldsSchema, agencyLanguage))}
        closeHref={config.href}
      />
    );
  }

  const errors = form.formState.errors;
  const field = (name: keyof ContactPartyFormValues) => ({ id: name, error: errors[name]?.message, ...form.register(name) });

  return (
    <form ref={attachForm} onSubmit={onSubmit} noValidate className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
      <FormSection legend={t("form.legend")} className="grid gap-x-6 gap-y-5 sm:grid-cols-2">
        <TextField label={words("name")} required fieldClassName="sm:col-span-2" autoComplete="organization" {...field("name")} />
      </FormSection>
      <FormSection legend={words("contact")} className="mt-8 grid gap-x-6 gap-y-5 sm:grid-cols-2">
        <TextField label={words("firstName")} required autoComplete="given-name" {...field("contactFirstName")} />
        <TextField label={words("lastName")} required autoComplete="family-name" {...field("contactLastName")} />
        <TextField label={words("primaryNumber")} required type="tel" autoComplete="tel" {...field("contactPrimaryNumber")} />
        <TextField label={words("secondaryNumber")} type="tel" {...field("contactSecondaryNumber")} />
        <TextField label={words("email")} required type="email" autoComplete="email" {...field("contactEmailAddress")} />
        <TextField label={words("website")} type="text" inputMode="url" placeholder="https://" {...field("contactWebsiteURL")} />
        <TextAreaField
          label={words("mailingAddress")}
          required
          rows={3}
          fieldClassName="sm:col-span-2"
          {...field("contactMailingAddress")}
        />
        <LanguageField hint={words("languageHint")} {...field("language")} />
      </FormSection>
      <FormActions
        cancelHref={record ? `${config.href}/view/${record._id}` : config.href}
        submitLabel={record ? t("form.updateLabel") : t("form.createLabel")}
      />
    </form>
  );
}
