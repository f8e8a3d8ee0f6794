"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm, type Resolver } from "react-hook-form";
import { SAVE_FORM_OPTIONS, useSaveFlow } from "@/components/forms/use-save-flow";
import { useAgencyTimeZone } from "@/components/shell/agency-time-zone";
import { Button } from "@/components/ui/button";
import { cx } from "@/components/ui/cx";
import { Field, fieldControlProps, inputClasses, SelectField, TextField } from "@/components/ui/text-field";
import { useToast } from "@/components/ui/toasts";
import { todayIn } from "@/lib/domain/agency-time";
import { LEDGER_COLUMNS, TRANSACTION_TYPES, type LedgerColumn, type TransactionType } from "@/lib/domain/enums";
import { transactionFieldsSchema, type TransactionDto, type TransactionFields } from "@/lib/schemas/account";

/** What the panel edits (all text, as typed). */
interface TransactionFormValues {
  column: LedgerColumn | "";
  type: TransactionType | "";
  description: string;
  value: string;
  date: string;
}

const EMPTY: TransactionFormValues = { column: "", type: "", description: "", value: "", date: "" };

/**
 * The add-transaction panel: credit/debit toggles, type, description, amount
 * in USD and an optional date (the agency's day) for a back-dated entry;
 * SAVE asks 'Would you like to add this transaction?' first, through the one
 * save flow. Validated with the API's schema; an empty field gets the text of PRODUCT.md#accounts,
 * 'Please ensure all fields are completed before submitting.'.
 */
export function TransactionForm({
  clientId,
  onPosted,
  onCancel,
}: {
  clientId: string;
  onPosted: (entry: TransactionDto) => void | Promise<void>;
  onCancel: () => void;
}) {
  const t = useTranslations("accounts");
  const enums = useTranslations("enums");
  const toast = useToast();
  const timeZone = useAgencyTimeZone();
  const [today] = useState(() => todayIn(timeZone));
  const form = useForm<TransactionFormValues, unknown, TransactionFields>({
    ...SAVE_FORM_OPTIONS,
    resolver: zodResolver(transactionFieldsSchema) as unknown as Resolver<TransactionFormValues, unknown, TransactionFields>,
    defaultValues: EMPTY,
  });
  const { attachForm, onSubmit } = useSaveFlow<TransactionFormValues, TransactionFields, TransactionDto>({
    form,
    texts: {
      confirm: t("form.confirm"),
      busy: t("form.busy"),
      failure: t("form.failed"),
      incomplete: t("form.incomplete"),
    },
    request: (values) => ({ method: "POST", path: "/accounts/transactions/register", body: { ...values, clientRef: clientId } }),
    // The ledger reloads itself through onPosted; the accounts list shows balances.
    revalidate: ["/accounts?"],
    onSaved: (entry) => {
      form.reset(EMPTY);
      toast.success(t("form.posted"));
      void onPosted(entry);
    },
  });

  const errors = form.formState.errors;
  const columnError = errors.column?.message;
  const cancel = () => {
    form.reset(EMPTY);
    onCancel();
  };

  return (
    <form
      ref={attachForm}
      onSubmit={onSubmit}
      noValidate
      aria-label={t("ledger.add")}
      className="rounded-xl bg-slate-50 p-5 ring-1 ring-slate-200"
    >
      <div className="grid gap-x-5 gap-y-4 sm:grid-cols-2 lg:grid-cols-6">
        <Field id="transaction-column" as="radiogroup" label={t("form.column")} required error={columnError} className="lg:col-span-2">
          <div className={cx("grid h-10 grid-cols-2 rounded-lg bg-white p-1 ring-1", columnError ? "ring-red-500" : "ring-slate-300")}>
            {LEDGER_COLUMNS.map((column) => (
              <label key={column} className="relative">
                <input type="radio" value={column} className="peer sr-only" {...form.register("column")} />
                <span
                  className={cx(
                    "flex h-8 cursor-pointer items-center justify-center rounded-md text-sm font-semibold text-slate-600 transition",
                    "peer-focus-visible:outline-2 peer-focus-visible:outline-brand-500",
                    column === "credit"
                      ? "peer-checked:bg-emerald-700 peer-checked:text-white"
                      : "peer-checked:bg-red-600 peer-checked:text-white",
                  )}
                >
                  <span aria-hidden="true">{column === "credit" ? "+ " : "− "}</span>
                  {enums(`ledgerColumn.${column}`)}
                </span>
              </label>
            ))}
          </div>
        </Field>

        <SelectField
          id="transaction-type"
          label={t("form.type")}
          required
          placeholder={t("form.selectType")}
          options={TRANSACTION_TYPES.map((type) => ({ value: type, label: enums(`transactionType.${type}`) }))}
          error={errors.type?.message}
          fieldClassName="lg:col-span-2"
          {...form.register("type")}
        />

        <Field id="transaction-value" label={t("form.amount")} required error={errors.value?.message} className="lg:col-span-2">
          <div className="relative">
            <span className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-sm text-slate-500" aria-hidden="true">
              $
            </span>
            <input
              {...fieldControlProps("transaction-value", { error: errors.value?.message, required: true })}
              inputMode="decimal"
              autoComplete="off"
              placeholder="0.00"
              className={cx(inputClasses(Boolean(errors.value)), "h-10 pl-7 tabular-nums")}
              {...form.register("value")}
            />
          </div>
        </Field>

        <TextField
          id="transaction-description"
          label={t("form.description")}
          required
          autoComplete="off"
          fieldClassName="sm:col-span-2 lg:col-span-4"
          error={errors.description?.message}
          {...form.register("description")}
        />

        <TextField
          id="transaction-date"
          label={t("form.date")}
          type="date"
          max={today}
          hint={t("form.dateHint")}
          fieldClassName="sm:col-span-2 lg:col-span-2"
          error={errors.date?.message}
          {...form.register("date")}
        />
      </div>
      <div className="mt-5 flex justify-end gap-3">
        <Button variant="secondary" onClick={cancel}>
          {t("form.cancel")}
        </Button>
        <Button type="submit">{t("form.save")}</Button>
      </div>
    </form>
  );
}
