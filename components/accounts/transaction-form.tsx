"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm, type Resolver } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { cx } from "@/components/ui/cx";
import { useDialogs } from "@/components/ui/dialogs";
import { FormOverlay, hiddenOverlay, type OverlayState } from "@/components/ui/form-overlay";
import { Field, inputClasses, TextField } from "@/components/ui/text-field";
import { useToast } from "@/components/ui/toasts";
import { apiFetch, ApiRequestError } from "@/lib/client/api";
import { LEDGER_COLUMNS, TRANSACTION_TYPES } from "@/lib/domain/enums";
import {
  TRANSACTION_TYPE_LABELS,
  transactionFieldsSchema,
  type TransactionDto,
  type TransactionFields,
  type TransactionFormValues,
} from "@/lib/schemas/account";

export const INCOMPLETE_TRANSACTION = "Please ensure all fields are completed before submitting.";
export const CONFIRM_TRANSACTION = "Would you like to add this transaction?";
export const TRANSACTION_POSTED = "Transaction posted to account. ";
export const TRANSACTION_SAVE_FAILED = "Problem sumitting transaction details. ";

const EMPTY: TransactionFormValues = { column: "", type: "", description: "", value: "", date: "" };

const COLUMN_LABELS = { credit: "Credit", debit: "Debit" } as const;

function localToday(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * The add-transaction panel: credit/debit toggles, type, description, amount
 * in USD and an optional date for a back-dated entry; SAVE asks
 * 'Would you like to add this transaction?' first. Validated with the API's schema.
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
  const { confirm, alert } = useDialogs();
  const toast = useToast();
  const [overlay, setOverlay] = useState<OverlayState>(hiddenOverlay);
  const {
    register,
    handleSubmit,
    reset,
    getValues,
    setError,
    formState: { errors },
  } = useForm<TransactionFormValues, unknown, TransactionFields>({
    resolver: zodResolver(transactionFieldsSchema) as unknown as Resolver<TransactionFormValues, unknown, TransactionFields>,
    defaultValues: EMPTY,
  });

  const save = async (values: TransactionFields) => {
    if (!(await confirm({ title: "Confirm", message: CONFIRM_TRANSACTION, tone: "info" }))) return;
    setOverlay({ kind: "busy", message: "Posting transaction..." });
    try {
      const { data } = await apiFetch<TransactionDto>("/accounts/transactions/register", {
        method: "POST",
        body: { ...values, clientRef: clientId },
      });
      setOverlay(hiddenOverlay);
      reset(EMPTY);
      toast.success(TRANSACTION_POSTED);
      void onPosted(data);
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 401) return;
      console.error("Transaction post failed", error);
      if (error instanceof ApiRequestError && error.fieldErrors) {
        for (const [field, messages] of Object.entries(error.fieldErrors)) {
          if (field in EMPTY) setError(field as keyof TransactionFormValues, { message: messages[0] });
        }
      }
      const detail = error instanceof ApiRequestError && error.status >= 400 && error.status < 500 ? error.message : undefined;
      setOverlay({ kind: "error", title: "Oops!", message: TRANSACTION_SAVE_FAILED, detail });
    }
  };

  const onInvalid = () => {
    const values = getValues();
    const incomplete = (["column", "type", "description", "value"] as const).some((field) => !String(values[field] ?? "").trim());
    if (incomplete) void alert({ title: "Hold On ...", message: INCOMPLETE_TRANSACTION, tone: "warning" });
  };

  const cancel = () => {
    reset(EMPTY);
    onCancel();
  };

  return (
    <form
      onSubmit={handleSubmit(save, onInvalid)}
      noValidate
      aria-label="Add transaction"
      className="relative rounded-xl bg-slate-50 p-5 ring-1 ring-slate-200"
    >
      <div className="grid gap-x-5 gap-y-4 sm:grid-cols-2 lg:grid-cols-6">
        <fieldset className="lg:col-span-2">
          <legend className="mb-1.5 block text-sm font-medium text-slate-700">
            Entry
            <span className="ml-0.5 text-red-600" aria-hidden="true">
              *
            </span>
          </legend>
          <div className={cx("grid grid-cols-2 rounded-lg bg-white p-1 ring-1", errors.column ? "ring-red-500" : "ring-slate-300")}>
            {LEDGER_COLUMNS.map((column) => (
              <label key={column} className="relative">
                <input type="radio" value={column} className="peer sr-only" {...register("column")} />
                <span
                  className={cx(
                    "flex h-8 cursor-pointer items-center justify-center rounded-md text-sm font-semibold text-slate-600 transition",
                    "peer-focus-visible:outline-2 peer-focus-visible:outline-brand-500",
                    column === "credit"
                      ? "peer-checked:bg-emerald-700 peer-checked:text-white"
                      : "peer-checked:bg-red-600 peer-checked:text-white",
                  )}
                >
                  {column === "credit" ? "+ " : "− "}
                  {COLUMN_LABELS[column]}
                </span>
              </label>
            ))}
          </div>
          {errors.column && <p className="mt-1 text-xs text-red-600">{errors.column.message}</p>}
        </fieldset>

        <Field id="transaction-type" label="Type" required error={errors.type?.message} className="lg:col-span-2">
          <select
            id="transaction-type"
            aria-invalid={errors.type ? true : undefined}
            className={inputClasses(Boolean(errors.type))}
            {...register("type")}
          >
            <option value="">Select a type</option>
            {TRANSACTION_TYPES.map((type) => (
              <option key={type} value={type}>
                {TRANSACTION_TYPE_LABELS[type]}
              </option>
            ))}
          </select>
        </Field>

        <Field id="transaction-value" label="Amount (USD)" required error={errors.value?.message} className="lg:col-span-2">
          <div className="relative">
            <span className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-sm text-slate-400">$</span>
            <input
              id="transaction-value"
              inputMode="decimal"
              autoComplete="off"
              placeholder="0.00"
              aria-invalid={errors.value ? true : undefined}
              className={cx(inputClasses(Boolean(errors.value)), "pl-7 tabular-nums")}
              {...register("value")}
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
          {...register("description")}
        />

        <TextField
          id="transaction-date"
          label="Date"
          type="date"
          max={localToday()}
          hint="Leave empty for today; an earlier date back-dates the entry."
          fieldClassName="sm:col-span-2 lg:col-span-2"
          error={errors.date?.message}
          {...register("date")}
        />
      </div>
      <div className="mt-5 flex justify-end gap-3">
        <Button variant="secondary" onClick={cancel}>
          CANCEL
        </Button>
        <Button type="submit">SAVE</Button>
      </div>
      <FormOverlay state={overlay} onDismiss={() => setOverlay(hiddenOverlay)} />
    </form>
  );
}
