"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { FormActions } from "@/components/forms/form-actions";
import { FormSection } from "@/components/forms/form-section";
import { CreatedPanel, UpdatedPanel } from "@/components/forms/saved-panel";
import { SAVE_FORM_OPTIONS, saveTexts, useSaveFlow, type SaveRequest } from "@/components/forms/use-save-flow";
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
  const form = useForm<TenantFormValues, unknown, TenantFields>({
    ...SAVE_FORM_OPTIONS,
    resolver: zodResolver(tenantCreateSchema),
    defaultValues: textFormValuesWithLanguage(tenantFieldsObject, agencyLanguage, record),
  });
  const { attachForm, onSubmit, saved, startAnother } = useSaveFlow<TenantFormValues, TenantFields, TenantDto>({
    form,
    texts: saveTexts(TENANTS.noun, Boolean(record), TENANTS.saveFailed),
    request: (values) => saveRequest(record?._id, values),
    revalidate: TENANTS.revalidate,
  });

  if (saved) {
    return record ? (
      <UpdatedPanel message={TENANTS.updated} viewHref={`${TENANTS.href}/view/${saved._id}`} />
    ) : (
      <CreatedPanel
        message={TENANTS.created}
        another="CREATE ANOTHER"
        onAnother={() => startAnother(textFormValuesWithLanguage(tenantFieldsObject, agencyLanguage))}
        closeHref={TENANTS.href}
      />
    );
  }

  const errors = form.formState.errors;
  const field = (name: keyof TenantFormValues) => ({ id: name, error: errors[name]?.message, ...form.register(name) });

  return (
    <form ref={attachForm} onSubmit={onSubmit} noValidate className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
      <FormSection legend="Tenant" className="grid gap-x-6 gap-y-5 sm:grid-cols-2">
        <p className="text-sm text-slate-600 sm:col-span-2">A person: their first and last name. A company: its name.</p>
        <TextField label="First name" autoComplete="given-name" {...field("firstName")} />
        <TextField label="Last name" autoComplete="family-name" {...field("lastName")} />
        <TextField label="Company name" autoComplete="organization" fieldClassName="sm:col-span-2" {...field("companyName")} />
      </FormSection>
      <FormSection legend="Contact" className="mt-8 grid gap-x-6 gap-y-5 sm:grid-cols-2">
        <TextField label="E-mail address" type="email" autoComplete="email" {...field("email")} />
        <TextField label="Phone" type="tel" autoComplete="tel" {...field("phone")} />
        <TextField label="Second phone" type="tel" {...field("secondaryPhone")} />
        <LanguageField hint="The language of the e-mail and papers sent to them." {...field("language")} />
        <TextAreaField label="Mailing address" rows={3} fieldClassName="sm:col-span-2" {...field("mailingAddress")} />
        <TextAreaField label="Notes" rows={3} fieldClassName="sm:col-span-2" {...field("notes")} />
      </FormSection>
      <FormActions
        cancelHref={record ? `${TENANTS.href}/view/${record._id}` : TENANTS.href}
        submitLabel={record ? TENANTS.updateLabel : TENANTS.createLabel}
      />
    </form>
  );
}
