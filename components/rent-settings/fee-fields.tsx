"use client";

import { useTranslations } from "next-intl";
import type { FieldError, UseFormRegisterReturn } from "react-hook-form";
import { DecimalField } from "@/components/ui/decimal-field";
import { Field, TextField } from "@/components/ui/text-field";
import { cx } from "@/components/ui/cx";
import { lateFeePreview, managementFeePreview } from "@/lib/domain/rent-fee-words";
import type { LateFeePolicy, ManagementFee } from "@/lib/domain/rent-fees";
import { lateFeeSchema, managementFeeSchema } from "@/lib/schemas/rent-settings";
import { FeePreview } from "./fee-preview";

/**
 * The fields of a management fee and of a late-fee policy (PRODUCT.md#rent "Rent settings"),
 * each with the sentence that explains it as it is typed, shared by the settings page and
 * the lease form. The values stay text in the form; the shared schemas
 * (lib/schemas/rent-settings.ts) read them.
 */
export interface ManagementFeeValues {
  kind: ManagementFee["kind"];
  value: string;
}

export interface LateFeeValues {
  graceDays: string;
  kind: LateFeePolicy["kind"];
  value: string;
  repeat: LateFeePolicy["repeat"];
  cap: string;
}

export const managementFeeValues = (fee: ManagementFee): ManagementFeeValues => ({ ...fee });

export const lateFeeValues = (policy: LateFeePolicy | null): LateFeeValues =>
  policy
    ? { graceDays: String(policy.graceDays), kind: policy.kind, value: policy.value, repeat: policy.repeat, cap: policy.cap ?? "" }
    : { graceDays: "5", kind: "fixed", value: "50.00", repeat: "once", cap: "" };

type Register<Name extends string> = (name: Name) => UseFormRegisterReturn;

/**
 * Radios in a row, the group named by its label (Tab enters the group, arrows choose);
 * the control of the few choices of a fee.
 */
export function ChoiceField({
  id,
  label,
  choices,
  registration,
  error,
  hint,
  className,
}: {
  id: string;
  label: string;
  choices: readonly { value: string; label: string }[];
  registration: UseFormRegisterReturn;
  error?: string;
  hint?: string;
  className?: string;
}) {
  return (
    <Field id={id} as="radiogroup" label={label} error={error} hint={hint} className={className}>
      <div className="flex flex-wrap gap-x-5 gap-y-1">
        {choices.map((choice) => (
          <label key={choice.value} className="flex min-h-10 items-center gap-2 text-sm text-slate-700">
            <input type="radio" value={choice.value} className="size-4 border-slate-300 accent-brand-700" {...registration} />
            {choice.label}
          </label>
        ))}
      </div>
    </Field>
  );
}

/** The fields of a management fee, then its preview (`incomplete` while the fee does not read). */
export function ManagementFeeFields({
  idPrefix,
  register,
  errors,
  fee,
  incomplete,
  className,
}: {
  idPrefix: string;
  register: Register<"kind" | "value">;
  errors?: { kind?: FieldError; value?: FieldError };
  fee: ManagementFeeValues | undefined;
  incomplete: string;
  className?: string;
}) {
  const t = useTranslations("rentSettings");
  const kind = fee?.kind;
  const read = managementFeeSchema.safeParse(fee);
  return (
    <>
      <div className={cx("grid gap-x-6 gap-y-5 sm:grid-cols-2", className)}>
        <ChoiceField
          id={`${idPrefix}-kind`}
          label={t("fields.chargedAs")}
          choices={[
            { value: "percent", label: t("fields.percentOfRent") },
            { value: "fixed", label: t("fields.fixedPerMonth") },
          ]}
          registration={register("kind")}
          error={errors?.kind?.message}
          className="sm:col-span-2"
        />
        <DecimalField
          id={`${idPrefix}-value`}
          label={kind === "fixed" ? t("fields.managementFeeUsd") : t("fields.managementFeePercent")}
          required
          places={2}
          hint={kind === "fixed" ? t("fields.fixedHint") : t("fields.percentHint")}
          error={errors?.value?.message}
          {...register("value")}
        />
      </div>
      <FeePreview testId="management-fee-preview">{read.success ? managementFeePreview(t, read.data) : incomplete}</FeePreview>
    </>
  );
}

/** The fields of a late-fee policy, then its preview (`incomplete` while the policy does not read). */
export function LateFeeFields({
  idPrefix,
  register,
  errors,
  policy,
  incomplete,
  className,
}: {
  idPrefix: string;
  register: Register<keyof LateFeeValues>;
  errors?: Partial<Record<keyof LateFeeValues, FieldError>>;
  policy: LateFeeValues | undefined;
  incomplete: string;
  className?: string;
}) {
  const t = useTranslations("rentSettings");
  const kind = policy?.kind;
  const read = lateFeeSchema.safeParse(policy);
  return (
    <>
      <div className={cx("grid gap-x-6 gap-y-5 sm:grid-cols-2", className)}>
        <TextField
          id={`${idPrefix}-grace-days`}
          label={t("fields.graceDays")}
          required
          type="number"
          inputMode="numeric"
          min={0}
          max={30}
          hint={t("fields.graceDaysHint")}
          error={errors?.graceDays?.message}
          {...register("graceDays")}
        />
        <ChoiceField
          id={`${idPrefix}-kind`}
          label={t("fields.fee")}
          choices={[
            { value: "fixed", label: t("fields.fixedAmount") },
            { value: "percent", label: t("fields.percentUnpaid") },
          ]}
          registration={register("kind")}
          error={errors?.kind?.message}
        />
        <DecimalField
          id={`${idPrefix}-value`}
          label={kind === "percent" ? t("fields.lateFeePercent") : t("fields.lateFeeUsd")}
          required
          places={2}
          hint={kind === "percent" ? t("fields.lateFeePercentHint") : undefined}
          error={errors?.value?.message}
          {...register("value")}
        />
        <ChoiceField
          id={`${idPrefix}-repeat`}
          label={t("fields.charged")}
          choices={[
            { value: "once", label: t("fields.once") },
            { value: "daily", label: t("fields.daily") },
          ]}
          registration={register("repeat")}
          error={errors?.repeat?.message}
        />
        <DecimalField
          id={`${idPrefix}-cap`}
          label={t("fields.cap")}
          places={2}
          hint={t("fields.capHint")}
          error={errors?.cap?.message}
          {...register("cap")}
        />
      </div>
      <FeePreview testId="late-fee-preview">{read.success ? lateFeePreview(t, read.data) : incomplete}</FeePreview>
    </>
  );
}

/** The preview where the late-fee fields are not shown: no late fees. */
export function NoLateFeesPreview() {
  const t = useTranslations("rentSettings");
  return <FeePreview testId="late-fee-preview">{lateFeePreview(t, null)}</FeePreview>;
}
