"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { useForm, useWatch, type Resolver } from "react-hook-form";
import { FormActions } from "@/components/forms/form-actions";
import { FormSection } from "@/components/forms/form-section";
import { SAVE_FORM_OPTIONS, useSaveFlow } from "@/components/forms/use-save-flow";
import { useToast } from "@/components/ui/toasts";
import { rentSettingsSchema, type RentSettingsDto, type RentSettingsInput } from "@/lib/schemas/rent-settings";
import {
  ChoiceField,
  LateFeeFields,
  lateFeeValues,
  ManagementFeeFields,
  managementFeeValues,
  NoLateFeesPreview,
  type LateFeeValues,
  type ManagementFeeValues,
} from "./fee-fields";

interface Values {
  managementFee: ManagementFeeValues;
  lateFees: "off" | "on";
  lateFee: LateFeeValues;
}

const valuesOf = (settings: RentSettingsDto): Values => ({
  managementFee: managementFeeValues(settings.managementFee),
  lateFees: settings.lateFee ? "on" : "off",
  lateFee: lateFeeValues(settings.lateFee),
});

/** What the form sends: the late-fee fields only when late fees are on (they are kept in the form while off). */
const inputOf = (values: Values) => ({ managementFee: values.managementFee, lateFee: values.lateFees === "on" ? values.lateFee : null });

const schemaResolver = zodResolver(rentSettingsSchema);
const resolver: Resolver<Values, unknown, RentSettingsInput> = (values, context, options) =>
  schemaResolver(inputOf(values), context, options as never) as never;

/**
 * The agency's rent settings (PRODUCT.md#rent "Rent settings"): the management
 * fee and the late-fee policy (or none), each explained by a sentence that
 * follows the fields as they are typed, saved through the one save flow. The
 * form stays after a save, with the saved values and a toast.
 */
export function RentSettingsForm({ settings }: { settings: RentSettingsDto }) {
  const t = useTranslations("rentSettings");
  const initial = useMemo(() => valuesOf(settings), [settings]);
  const form = useForm<Values, unknown, RentSettingsInput>({ ...SAVE_FORM_OPTIONS, resolver, defaultValues: initial });
  const toast = useToast();
  const { attachForm, onSubmit } = useSaveFlow<Values, RentSettingsInput, RentSettingsDto>({
    form,
    texts: { confirm: t("form.confirm"), busy: t("form.busy"), failure: t("form.failure") },
    request: (body) => ({ method: "PUT", path: "/settings/rent", body }),
    serverMessageOn: 400,
    onSaved: (saved) => {
      form.reset(valuesOf(saved));
      toast.success(t("form.saved"));
    },
  });
  const [managementFee, lateFees, lateFee] = useWatch({ control: form.control, name: ["managementFee", "lateFees", "lateFee"] });
  const errors = form.formState.errors;

  return (
    <form ref={attachForm} onSubmit={onSubmit} noValidate className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
      <FormSection legend={t("form.managementFee")} className="grid gap-y-5">
        <p className="-mt-2 text-xs text-slate-500">{t("form.managementFeeIntro")}</p>
        <ManagementFeeFields
          idPrefix="management-fee"
          register={(name) => form.register(`managementFee.${name}`)}
          errors={errors.managementFee}
          fee={managementFee}
          incomplete={t("form.managementIncomplete")}
        />
      </FormSection>
      <div className="mt-8 border-t border-slate-100 pt-6">
        <FormSection legend={t("form.lateFees")} className="grid gap-y-5">
          <p className="-mt-2 text-xs text-slate-500">{t("form.lateFeesIntro")}</p>
          <ChoiceField
            id="late-fees"
            label={t("form.policy")}
            choices={[
              { value: "off", label: t("form.noLateFees") },
              { value: "on", label: t("form.chargeLateFees") },
            ]}
            registration={form.register("lateFees")}
          />
          {lateFees === "on" ? (
            <LateFeeFields
              idPrefix="late-fee"
              register={(name) => form.register(`lateFee.${name}`)}
              errors={errors.lateFee}
              policy={lateFee}
              incomplete={t("form.lateIncomplete")}
            />
          ) : (
            <NoLateFeesPreview />
          )}
        </FormSection>
      </div>
      <p className="mt-8 text-xs text-slate-500">{t("form.footnote")}</p>
      <FormActions cancelHref="/dashboard" submitLabel={t("form.save")} />
    </form>
  );
}
