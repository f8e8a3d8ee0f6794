"use client";

import { useId, useState } from "react";
import { DialogForm, useDialogSubmit } from "@/components/forms/dialog-form";
import { Button } from "@/components/ui/button";
import { SelectField, TextAreaField, TextField } from "@/components/ui/text-field";
import { WindowDialog, WindowDialogBody, WindowDialogFooter } from "@/components/ui/window-dialog";
import { apiFetch } from "@/lib/client/api";
import { formatUsd } from "@/lib/domain/money";
import {
  CHARGE_TYPE_LABELS,
  CHARGE_TYPES,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  type ChargeType,
  type PaymentMethod,
} from "@/lib/domain/rent";
import type { LeaseDto, LedgerEntryDto, PaymentResultDto } from "@/lib/schemas/lease";

/**
 * The ledger's small forms, each in the one dialog (DialogForm): Record
 * payment, Add charge, Reverse payment or waive a late fee (PRODUCT.md#rent).
 * Each posts to the lease API and leaves the page to reload what changed.
 * The lease's term has its own (lease-term-dialogs.tsx).
 */

/** What a ledger dialog is given: the lease, how to close it, and how to reload what the page shows of the ledger. */
interface LedgerDialogProps {
  lease: Pick<LeaseDto, "_id">;
  onClose: () => void;
  onSaved: () => Promise<void>;
}

/** A ledger form's submission: `post`, then reload the ledger and close. */
function usePostThenClose({ onSaved, onClose }: LedgerDialogProps, failure: string, post: () => Promise<unknown>) {
  const submission = useDialogSubmit(failure);
  const submit = submission.submitWith(async () => {
    await post();
    await onSaved();
    onClose();
  });
  return { submission, submit };
}

/** An amount in dollars, as the ledger's forms ask for it. */
function AmountField({ id, value, error, onChange }: { id: string; value: string; error?: string; onChange: (value: string) => void }) {
  return (
    <TextField
      id={id}
      label="Amount (USD)"
      required
      inputMode="decimal"
      autoComplete="off"
      value={value}
      hint="In US dollars, like 1250.00."
      error={error}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/** A ledger entry's day: today or earlier (the API refuses the future). */
function PastDateField({
  id,
  label,
  today,
  value,
  error,
  onChange,
}: {
  id: string;
  label: string;
  today: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  return (
    <TextField
      id={id}
      label={label}
      required
      type="date"
      max={today}
      value={value}
      error={error}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/** "Rent October 2026 $1,250.00; Deposit $500.00" — the charges a payment paid, by what the ledger shows of them. */
export function paidSummary(result: PaymentResultDto, known: ReadonlyMap<string, LedgerEntryDto>): string[] {
  return result.applied.map((part) => `${known.get(part.chargeId)?.description ?? "An earlier charge"}: ${formatUsd(part.value)}`);
}

export function PaymentDialog({
  lease,
  today,
  onClose,
  onSaved,
}: Omit<LedgerDialogProps, "onSaved"> & {
  today: string;
  /** Reloads the ledger and answers the entries the page knows: to name the charges a payment paid. */
  onSaved: () => Promise<ReadonlyMap<string, LedgerEntryDto>>;
}) {
  const id = useId();
  const [value, setValue] = useState("");
  const [date, setDate] = useState(today);
  const [method, setMethod] = useState<PaymentMethod | "">("");
  const [reference, setReference] = useState("");
  const [result, setResult] = useState<{ lines: string[]; credit: string; value: string } | null>(null);
  const submission = useDialogSubmit("The payment could not be recorded.");
  const { errors } = submission;

  const submit = submission.submitWith(async () => {
    const { data } = await apiFetch<PaymentResultDto>(`/leases/${lease._id}/payments`, {
      method: "POST",
      body: { value, date, method, reference: reference.trim() || null },
    });
    const known = await onSaved();
    setResult({ lines: paidSummary(data, known), credit: data.credit, value: data.payment.value });
  });

  if (result) {
    return (
      <WindowDialog open onClose={onClose} title="Payment recorded" width="finder">
        <WindowDialogBody>
          <div className="space-y-3 text-sm text-slate-700" role="status" data-testid="payment-result">
            <p>
              <strong className="font-semibold text-slate-900">{formatUsd(result.value)}</strong> was recorded.
            </p>
            {result.lines.length > 0 ? (
              <>
                <p>It paid:</p>
                <ul className="list-disc space-y-1 pl-5">
                  {result.lines.map((line, index) => (
                    <li key={index}>{line}</li>
                  ))}
                </ul>
              </>
            ) : (
              <p>No charge was open.</p>
            )}
            {result.credit !== "0.00" && (
              <p>
                <strong className="font-semibold text-emerald-700">{formatUsd(result.credit)}</strong> is left as a credit for the next
                charges.
              </p>
            )}
          </div>
        </WindowDialogBody>
        <WindowDialogFooter>
          <Button className="ml-auto" onClick={onClose}>
            OK
          </Button>
        </WindowDialogFooter>
      </WindowDialog>
    );
  }

  return (
    <DialogForm title="Record payment" submitLabel="Record payment" onClose={onClose} onSubmit={submit} state={submission}>
      <AmountField id={`${id}-value`} value={value} error={errors.value?.[0]} onChange={setValue} />
      <PastDateField id={`${id}-date`} label="Date received" today={today} value={date} error={errors.date?.[0]} onChange={setDate} />
      <SelectField
        id={`${id}-method`}
        label="Method"
        required
        options={PAYMENT_METHODS.map((option) => ({ value: option, label: PAYMENT_METHOD_LABELS[option] }))}
        value={method}
        error={errors.method?.[0]}
        onChange={(event) => setMethod(event.target.value as PaymentMethod | "")}
      />
      <TextField
        id={`${id}-reference`}
        label="Reference"
        required={method !== "cash"}
        maxLength={100}
        value={reference}
        hint="The cheque number or the transfer's reference; not needed for cash."
        error={errors.reference?.[0]}
        onChange={(event) => setReference(event.target.value)}
      />
    </DialogForm>
  );
}

export function ChargeDialog({ today, ...dialog }: LedgerDialogProps & { today: string }) {
  const id = useId();
  const [type, setType] = useState<ChargeType>("other");
  const [value, setValue] = useState("");
  const [date, setDate] = useState(today);
  const [description, setDescription] = useState("");
  const { submission, submit } = usePostThenClose(dialog, "The charge could not be added.", () =>
    apiFetch(`/leases/${dialog.lease._id}/charges`, { method: "POST", body: { type, value, date, description } }),
  );
  const { errors } = submission;
  return (
    <DialogForm title="Add charge" submitLabel="Add charge" onClose={dialog.onClose} onSubmit={submit} state={submission}>
      <SelectField
        id={`${id}-type`}
        label="Type"
        required
        placeholder={null}
        options={CHARGE_TYPES.map((option) => ({ value: option, label: CHARGE_TYPE_LABELS[option] }))}
        value={type}
        error={errors.type?.[0]}
        onChange={(event) => setType(event.target.value as ChargeType)}
      />
      <AmountField id={`${id}-value`} value={value} error={errors.value?.[0]} onChange={setValue} />
      <PastDateField id={`${id}-date`} label="Due date" today={today} value={date} error={errors.date?.[0]} onChange={setDate} />
      <TextField
        id={`${id}-description`}
        label="Description"
        required
        maxLength={500}
        value={description}
        placeholder="Water bill, October 2026"
        error={errors.description?.[0]}
        onChange={(event) => setDescription(event.target.value)}
      />
    </DialogForm>
  );
}

/** Reverse a payment, or waive a late fee (`entry` a charge): both keep the entry and post one that cancels it, with a reason. */
export function ReverseDialog({ entry, ...dialog }: LedgerDialogProps & { entry: LedgerEntryDto }) {
  const id = useId();
  const [reason, setReason] = useState("");
  const waiver = entry.kind === "charge";
  const lease = dialog.lease._id;
  const path = waiver ? `/leases/${lease}/charges/${entry._id}/waive` : `/leases/${lease}/payments/${entry._id}/reverse`;
  const failure = waiver ? "The late fee could not be waived." : "The payment could not be reversed.";
  const { submission, submit } = usePostThenClose(dialog, failure, () => apiFetch(path, { method: "POST", body: { reason } }));
  const title = waiver ? "Waive late fee" : "Reverse payment";
  return (
    <DialogForm title={title} submitLabel={title} onClose={dialog.onClose} onSubmit={submit} state={submission}>
      <p className="text-sm text-slate-600">
        {waiver
          ? `The late fee of ${formatUsd(entry.value)} stays in the ledger; a waiver dated today cancels it, and whatever paid it becomes credit.`
          : `The payment of ${formatUsd(entry.value)} stays in the ledger; a reversal dated today cancels it, and what it paid is open again.`}
      </p>
      <TextAreaField
        id={`${id}-reason`}
        label="Reason"
        required
        rows={3}
        maxLength={500}
        value={reason}
        placeholder={waiver ? "First late payment in two years" : "Cheque returned by the bank"}
        error={submission.errors.reason?.[0]}
        onChange={(event) => setReason(event.target.value)}
      />
    </DialogForm>
  );
}
