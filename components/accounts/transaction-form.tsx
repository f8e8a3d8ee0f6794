"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm, type Resolver } from "react-hook-form";
import { SAVE_FORM_OPTIONS, useSaveFlow } from "@/components/forms/use-save-flow";
import { useAgencyTimeZone } from "@/components/shell/agency-time-zone";
import { Button } from "@/components/ui/button";
import { cx } from "@/components/ui/cx";
import { Field, fieldControlProps, inputClasses, SelectField, TextField } from "@/components/ui/text-field";
import { useToast } from "@/components/ui/toasts";
import { todayIn } from "@/lib/domain/agency-time";
import {
  LEDGER_COLUMN_LABELS,
  LEDGER_COLUMNS,
  TRANSACTION_TYPE_LABELS,
  TRANSACTION_TYPES,
  type LedgerColumn,
  type TransactionType,
} from "@/lib/domain/enums";
import { transactionFieldsSchema, type TransactionDto, type TransactionFields } from "@/lib/schemas/account";

const INCOMPLETE_TRANSACTION = "Please ensure all fields are completed before submitting.";
const CONFIRM_TRANSACTION = "Would you like to add this transaction?";
const TRANSACTION_POSTED = "Transaction posted to account. ";
const TRANSACTION_SAVE_FAILED = "Problem sumitting transaction details. ";

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
      confirm: CONFIRM_TRANSACTION,
      busy: "Posting transaction...",
      failure: TRANSACTION_SAVE_FAILED,
      incomplete: INCOMPLETE_TRANSACTION,
    },
    request: (values) => ({ method: "POST", path: "/accounts/transactions/register", body: { ...values, clientRef: clientId } }),
    // The ledger reloads itself through onPosted; the accounts list shows balances.
    revalidate: ["/accounts?"],
    onSaved: (entry) => {
      form.reset(EMPTY);
      toast.success(TRANSACTION_POSTED);
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
      aria-label="Add transaction"
      className="rounded-xl bg-slate-50 p-5 ring-1 ring-slate-200"
    >
      <div className="grid gap-x-5 gap-y-4 sm:grid-cols-2 lg:grid-cols-6">
        <Field id="transaction-column" as="radiogroup" label="Column" required error={columnError} className="lg:col-span-2">
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
                  {LEDGER_COLUMN_LABELS[column]}
                </span>
              </label>
            ))}
          </div>
        </Field>

        <SelectField
          id="transaction-type"
          label="Type"
          required
          placeholder="Select a type"
          options={TRANSACTION_TYPES.map((type) => ({ value: type, label: TRANSACTION_TYPE_LABELS[type] }))}
          error={errors.type?.message}
          fieldClassName="lg:col-span-2"
          {...form.register("type")}
        />

        <Field id="transaction-value" label="Amount (USD)" required error={errors.value?.message} className="lg:col-span-2">
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
          label="Description"
          required
          autoComplete="off"
          fieldClassName="sm:col-span-2 lg:col-span-4"
          error={errors.description?.message}
          {...form.register("description")}
        />

        <TextField
          id="transaction-date"
          label="Date"
          type="date"
          max={today}
          hint="Leave empty for today; an earlier date back-dates the entry."
          fieldClassName="sm:col-span-2 lg:col-span-2"
          error={errors.date?.message}
          {...form.register("date")}
        />
      </div>
      <div className="mt-5 flex justify-end gap-3">
        <Button variant="secondary" onClick={cancel}>
          CANCEL
        </Button>
        <Button type="submit">SAVE</Button>
      </div>
    </form>
  );
}
