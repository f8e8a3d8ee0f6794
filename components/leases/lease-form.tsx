"use client";

import { PlusIcon, XMarkIcon } from "@heroicons/react/20/solid";
import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { useFieldArray, useForm, useWatch, type UseFormReturn } from "react-hook-form";
import { FormActions } from "@/components/forms/form-actions";
import { FormSection } from "@/components/forms/form-section";
import { CreatedPanel, UpdatedPanel } from "@/components/forms/saved-panel";
import { SAVE_FORM_OPTIONS, useSaveFlow } from "@/components/forms/use-save-flow";
import { ListingPickerField } from "@/components/pickers/listing-picker-field";
import { RecordPickerField } from "@/components/pickers/record-picker-field";
import { ChoiceField, LateFeeFields, ManagementFeeFields } from "@/components/rent-settings/fee-fields";
import { tenantSource } from "@/components/pickers/record-sources";
import { Button } from "@/components/ui/button";
import { DecimalField } from "@/components/ui/decimal-field";
import { TextAreaField, TextField } from "@/components/ui/text-field";
import { useLanguage } from "@/lib/i18n/use-language";
import { lateFeeSummary, managementFeeSummary } from "@/lib/domain/rent-fee-words";
import { type RentSettingsDto } from "@/lib/schemas/rent-settings";
import { type LeaseCreateInput, type LeaseDto, type LedgerEntryDto } from "@/lib/schemas/lease";
import { chargesPreview } from "./lease-charges-preview";
import { emptyLeaseValues, leaseFormResolver, leaseValuesOf, type LeaseFormValues } from "./lease-form-values";

const MAX_TENANTS = 6;

type Saved = LeaseDto | { lease: LeaseDto; charged: LedgerEntryDto[] };
const leaseOf = (saved: Saved) => ("lease" in saved ? saved.lease : saved);

/**
 * Create or edit a lease (PRODUCT.md#rent "Leases"): the listing (a preset
 * `?listing=` or the record picker; fixed once made), its tenants (up to six,
 * one primary), start, end (blank: month to month), rent, the due day (1–28),
 * the deposit, its fees (each the agency's or its own; who late fees go to) and
 * notes, through the one save flow. A new lease starting in
 * the past shows, before it is saved, the rent and deposit it will charge at
 * once (lib/domain/rent.ts rentChargesDue, as the server posts them).
 */
export function LeaseForm({
  lease,
  listing,
  today,
  agency,
}: {
  lease?: LeaseDto;
  listing?: string;
  today: string;
  /** The agency's rent settings: what "Agency default" means. */
  agency: RentSettingsDto;
}) {
  const t = useTranslations("leases");
  const language = useLanguage();
  const initial = useMemo(() => (lease ? leaseValuesOf(lease, agency) : emptyLeaseValues(agency, listing)), [lease, listing, agency]);
  const form = useForm<LeaseFormValues, unknown, LeaseCreateInput>({
    ...SAVE_FORM_OPTIONS,
    resolver: leaseFormResolver,
    defaultValues: initial,
  });
  const tenants = useFieldArray({ control: form.control, name: "tenants" });
  const { attachForm, onSubmit, saved, startAnother } = useSaveFlow<LeaseFormValues, LeaseCreateInput, Saved>({
    form,
    texts: lease
      ? { confirm: t("form.confirmUpdate"), busy: t("form.busyUpdate"), failure: t("form.saveFailed") }
      : { confirm: t("form.confirmCreate"), busy: t("form.busyCreate"), failure: t("form.saveFailed") },
    request: ({ listingRef, ...fields }) =>
      lease
        ? { method: "PUT", path: `/leases/${lease._id}`, body: fields }
        : { method: "POST", path: "/leases", body: { listingRef, ...fields } },
    revalidate: ["/leases", "/tenants", "/rent-roll"],
    serverMessageOn: 422,
  });
  const knownTenants = useMemo(() => (lease?.tenants ?? []).map((tenant) => ({ id: tenant._id, label: tenant.name })), [lease]);
  const [startDate, endDate, rent, dueDay, deposit, tenantValues] = useWatch({
    control: form.control,
    name: ["startDate", "endDate", "rent", "dueDay", "deposit", "tenants"],
  });
  const preview = lease ? null : chargesPreview({ startDate, endDate, rent, dueDay, deposit }, today, t, language);

  if (saved) {
    const savedLease = leaseOf(saved);
    return lease ? (
      <UpdatedPanel message={t("form.updated")} viewHref={`/leases/view/${savedLease._id}`} />
    ) : (
      <CreatedPanel
        message={t("form.created")}
        another={t("form.createAnother")}
        onAnother={() => startAnother(emptyLeaseValues(agency, listing))}
        closeHref={`/leases/view/${savedLease._id}`}
      />
    );
  }

  const errors = form.formState.errors;
  const field = (name: "startDate" | "endDate" | "rent" | "dueDay" | "deposit" | "notes") => ({
    id: name,
    error: errors[name]?.message,
    ...form.register(name),
  });
  const tenantsError = errors.tenants?.message ?? errors.tenants?.root?.message;
  const setPrimary = (index: number) =>
    tenantValues.forEach((_, other) => form.setValue(`tenants.${other}.primary`, other === index, { shouldDirty: true }));

  return (
    <form ref={attachForm} onSubmit={onSubmit} noValidate className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
      <FormSection legend={t("form.listingAndTenants")} className="grid gap-x-6 gap-y-5">
        <ListingPickerField
          control={form.control}
          name="listingRef"
          label={t("form.listing")}
          required
          known={[lease?.listingRef]}
          locked={Boolean(lease) || Boolean(listing)}
          hint={lease ? t("form.listingLocked") : listing ? t("form.listingPreset") : undefined}
        />
        <fieldset className="grid gap-3" aria-describedby={tenantsError ? "tenants-error" : undefined}>
          <legend className="mb-1 text-sm font-medium text-slate-700">
            {t("form.tenants")} <span className="text-red-700">*</span>
          </legend>
          {tenants.fields.map((row, index) => (
            <div key={row.id} className="grid items-end gap-2 sm:grid-cols-[1fr_auto_auto]" data-testid="lease-tenant-row">
              <RecordPickerField
                control={form.control}
                name={`tenants.${index}._id`}
                id={`tenant-${index}`}
                label={t("form.tenantN", { number: index + 1 })}
                required
                source={tenantSource}
                known={knownTenants}
              />
              <label className="flex h-10 items-center gap-2 text-sm text-slate-700">
                <input
                  type="radio"
                  name="primary-tenant"
                  className="size-4 border-slate-300 accent-brand-700"
                  checked={Boolean(tenantValues[index]?.primary)}
                  onChange={() => setPrimary(index)}
                />
                {t("form.primary")}
              </label>
              {tenants.fields.length > 1 ? (
                <Button
                  variant="ghost"
                  className="h-10"
                  aria-label={t("form.removeTenant", { number: index + 1 })}
                  onClick={() => {
                    const wasPrimary = tenantValues[index]?.primary;
                    tenants.remove(index);
                    if (wasPrimary) form.setValue("tenants.0.primary", true);
                  }}
                >
                  <XMarkIcon className="size-4" aria-hidden="true" />
                  {t("form.remove")}
                </Button>
              ) : (
                <span />
              )}
            </div>
          ))}
          {tenantsError && (
            <p id="tenants-error" className="text-sm text-red-700">
              {tenantsError}
            </p>
          )}
          {tenants.fields.length < MAX_TENANTS && (
            <div>
              <Button variant="secondary" size="sm" onClick={() => tenants.append({ _id: "", primary: false })}>
                <PlusIcon className="size-4" aria-hidden="true" />
                {t("form.addTenant")}
              </Button>
            </div>
          )}
          <p className="text-xs text-slate-500">{t("form.tenantsHint")}</p>
        </fieldset>
      </FormSection>
      <FormSection legend={t("form.terms")} className="mt-8 grid gap-x-6 gap-y-5 sm:grid-cols-2">
        <TextField label={t("form.startDate")} required type="date" {...field("startDate")} />
        <TextField label={t("form.endDate")} type="date" hint={t("form.endDateHint")} min={startDate || undefined} {...field("endDate")} />
        <DecimalField label={t("form.rent")} required places={2} {...field("rent")} />
        <TextField
          label={t("form.dueDay")}
          required
          type="number"
          inputMode="numeric"
          min={1}
          max={28}
          hint={t("form.dueDayHint")}
          {...field("dueDay")}
        />
        <DecimalField label={t("form.deposit")} places={2} hint={t("form.depositHint")} {...field("deposit")} />
      </FormSection>
      {preview && (
        <div
          className="mt-6 rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200"
          role="status"
          data-testid="charges-preview"
        >
          {preview}
        </div>
      )}
      <LeaseFeeFields form={form} agency={agency} />
      <FormSection legend={t("form.notes")} className="mt-8 grid gap-y-5">
        <TextAreaField label={t("form.notes")} rows={3} {...field("notes")} />
      </FormSection>
      <FormActions
        cancelHref={lease ? `/leases/view/${lease._id}` : listing ? `/listings/view/${listing}` : "/listings"}
        submitLabel={lease ? t("form.updateLabel") : t("form.createLabel")}
      />
    </form>
  );
}

/**
 * The lease's fees (PRODUCT.md#rent "Rent settings"): its management fee and late-fee
 * policy, each "Agency default (…)" or its own, and who a paid late fee goes to.
 */
function LeaseFeeFields({ form, agency }: { form: UseFormReturn<LeaseFormValues, unknown, LeaseCreateInput>; agency: RentSettingsDto }) {
  const [managementFeeMode, managementFee, lateFeeMode, lateFee] = useWatch({
    control: form.control,
    name: ["managementFeeMode", "managementFee", "lateFeeMode", "lateFee"],
  });
  const t = useTranslations("leases");
  const fees = useTranslations("rentSettings");
  const errors = form.formState.errors;
  return (
    <div className="mt-8 border-t border-slate-100 pt-6">
      <FormSection legend={t("form.fees")} className="grid gap-y-5">
        <ChoiceField
          id="management-fee-mode"
          label={t("form.managementFee")}
          choices={[
            { value: "agency", label: t("form.agencyDefault", { fee: managementFeeSummary(fees, agency.managementFee) }) },
            { value: "custom", label: t("form.custom") },
          ]}
          registration={form.register("managementFeeMode")}
        />
        {managementFeeMode === "custom" && (
          <ManagementFeeFields
            idPrefix="management-fee"
            register={(name) => form.register(`managementFee.${name}`)}
            errors={errors.managementFee}
            fee={managementFee}
            incomplete={t("form.managementIncomplete")}
          />
        )}
        <ChoiceField
          id="late-fee-mode"
          label={t("form.lateFees")}
          className="border-t border-slate-100 pt-5"
          choices={[
            {
              value: "agency",
              label: t("form.agencyDefault", { fee: agency.lateFee ? lateFeeSummary(fees, agency.lateFee) : t("form.noLateFees") }),
            },
            { value: "custom", label: t("form.custom") },
          ]}
          registration={form.register("lateFeeMode")}
        />
        {lateFeeMode === "custom" && (
          <LateFeeFields
            idPrefix="late-fee"
            register={(name) => form.register(`lateFee.${name}`)}
            errors={errors.lateFee}
            policy={lateFee}
            incomplete={t("form.lateIncomplete")}
          />
        )}
        <ChoiceField
          id="late-fees-to"
          label={t("form.lateFeesTo")}
          hint={t("form.lateFeesToHint")}
          choices={[
            { value: "agency", label: t("form.agency") },
            { value: "owner", label: t("form.owner") },
          ]}
          registration={form.register("lateFeesTo")}
        />
      </FormSection>
    </div>
  );
}
