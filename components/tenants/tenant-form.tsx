"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { FormActions } from "@/components/forms/form-actions";
import { FormSection } from "@/components/forms/form-section";
import { CreatedPanel, UpdatedPanel } from "@/components/forms/saved-panel";
import { SAVE_FORM_OPTIONS, useSaveFlow, type SaveRequest } from "@/components/forms/use-save-flow";
import { LanguageField } from "@/components/forms/language-field";
import { textFormValuesWithLanguage } from "@/components/forms/text-form-values";
import { TextAreaField, TextField } from "@/components/ui/text-field";
import type { Language } from "@/lib/i18n/languages";
import { tenantCreateSchema, tenantFieldsObject, type TenantDto, type TenantFields, type TenantFormValues } from "@/lib/schemas/tenant";
import { TENANTS } from "./tenant-texts";

/** POST /tenants, or PUT /tenants/{id} with every field of the form. */
function saveRequest(id: string | undefined, body: TenantFields): SaveRequest {
  return id ? { method: "PUT", path: `${TENANTS.api}/${id}`, body } : { method: "POST", path: TENANTS.api, body };
}

/**
 * Create (no record given) or update a tenant (PRODUCT.md#tenants): a first
 * and last name, or a company name; the rest optional. Validates with the
 * API's schema and saves through the one save flow. A new tenant's language starts as the agency's
 * (`agencyLanguage`, from the page).
 */
export function TenantForm({ record, agencyLanguage }: { record?: TenantDto; agencyLanguage: Language }) {
  const t = useTranslations("tenants");
  const form = useForm<TenantFormValues, unknown, TenantFields>({
    ...SAVE_FORM_OPTIONS,
    resolver: zodResolver(tenantCreateSchema),
    defaultValues: textFormValuesWithLanguage(tenantFieldsObject, agencyLanguage, record),
  });
  const { attachForm, onSubmit, saved, startAnother } = useSaveFlow<TenantFormValues, TenantFields, TenantDto>({
    form,
    texts: record
      ? { confirm: t("form.confirmUpdate"), busy: t("form.busyUpdate"), failure: t("form.saveFailed") }
      : { confirm: t("form.confirmCreate"), busy: t("form.busyCreate"), failure: t("form.saveFailed") },
    request: (values) => saveRequest(record?._id, values),
    revalidate: TENANTS.revalidate,
  });

  if (saved) {
    return record ? (
      <UpdatedPanel message={t("form.updated")} viewHref={`${TENANTS.href}/view/${saved._id}`} />
    ) : (
      <CreatedPanel
        message={t("form.created")}
        another={t("form.createAnother")}
        onAnother={() => startAnother(textFormValuesWithLanguage(tenantFieldsObject, agencyLanguage))}
        closeHref={TENANTS.href}
      />
    );
  }

  const errors = form.formState.errors;
  const field = (name: keyof TenantFormValues) => ({ id: name, error: errors[name]?.message, ...form.register(name) });

  return (
    <form ref={attachForm} onSubmit={onSubmit} noValidate className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
      <FormSection legend={t("form.tenant")} className="grid gap-x-6 gap-y-5 sm:grid-cols-2">
        <p className="text-sm text-slate-600 sm:col-span-2">{t("form.personOrCompany")}</p>
        <TextField label={t("form.firstName")} autoComplete="given-name" {...field("firstName")} />
        <TextField label={t("form.lastName")} autoComplete="family-name" {...field("lastName")} />
        <TextField label={t("form.companyName")} autoComplete="organization" fieldClassName="sm:col-span-2" {...field("companyName")} />
      </FormSection>
      <FormSection legend={t("form.contact")} className="mt-8 grid gap-x-6 gap-y-5 sm:grid-cols-2">
        <TextField label={t("form.email")} type="email" autoComplete="email" {...field("email")} />
        <TextField label={t("form.phone")} type="tel" autoComplete="tel" {...field("phone")} />
        <TextField label={t("form.secondPhone")} type="tel" {...field("secondaryPhone")} />
        <LanguageField hint={t("form.languageHint")} {...field("language")} />
        <TextAreaField label={t("form.mailingAddress")} rows={3} fieldClassName="sm:col-span-2" {...field("mailingAddress")} />
        <TextAreaField label={t("form.notes")} rows={3} fieldClassName="sm:col-span-2" {...field("notes")} />
      </FormSection>
      <FormActions
        cancelHref={record ? `${TENANTS.href}/view/${record._id}` : TENANTS.href}
        submitLabel={record ? t("form.updateLabel") : t("form.createLabel")}
      />
    </form>
  );
}
