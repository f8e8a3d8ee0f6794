"use client";

import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { DialogForm, useDialogSubmit } from "@/components/forms/dialog-form";
import { Button } from "@/components/ui/button";
import { SelectField, TextAreaField, TextField } from "@/components/ui/text-field";
import { WindowDialog, WindowDialogBody, WindowDialogFooter } from "@/components/ui/window-dialog";
import { apiFetch } from "@/lib/client/api";
import { formatUsd } from "@/lib/domain/money";
import { CHARGE_TYPES, PAYMENT_METHODS, type ChargeType, type PaymentMethod } from "@/lib/domain/rent";
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
  const t = useTranslations("leases");
  return (
    <TextField
      id={id}
      label={t("dialogs.amount")}
      required
      inputMode="decimal"
      autoComplete="off"
      value={value}
      hint={t("dialogs.amountHint")}
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
export function paidSummary(
  result: PaymentResultDto,
  known: ReadonlyMap<string, LedgerEntryDto>,
  t: ReturnType<typeof useTranslations<"leases">>,
): string[] {
  return result.applied.map((part) =>
    t("dialogs.paidLine", { charge: known.get(part.chargeId)?.description ?? t("dialogs.earlierCharge"), amount: formatUsd(part.value) }),
  );
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
  const t = useTranslations("leases");
  const enums = useTranslations("enums");
  const id = useId();
  const [value, setValue] = useState("");
  const [date, setDate] = useState(today);
  const [method, setMethod] = useState<PaymentMethod | "">("");
  const [reference, setReference] = useState("");
  const [result, setResult] = useState<{ lines: string[]; credit: string; value: string } | null>(null);
  const submission = useDialogSubmit(t("dialogs.paymentFailure"));
  const { errors } = submission;

  const submit = submission.submitWith(async () => {
    const { data } = await apiFetch<PaymentResultDto>(`/leases/${lease._id}/payments`, {
      method: "POST",
      body: { value, date, method, reference: reference.trim() || null },
    });
    const known = await onSaved();
    setResult({ lines: paidSummary(data, known, t), credit: data.credit, value: data.payment.value });
  });

  if (result) {
    return (
      <WindowDialog open onClose={onClose} title={t("dialogs.paymentRecorded")} width="finder">
        <WindowDialogBody>
          <div className="space-y-3 text-sm text-slate-700" role="status" data-testid="payment-result">
            <p>
              {t.rich("dialogs.wasRecorded", {
                amount: formatUsd(result.value),
                strong: (chunks) => <strong className="font-semibold text-slate-900">{chunks}</strong>,
              })}
            </p>
            {result.lines.length > 0 ? (
              <>
                <p>{t("dialogs.itPaid")}</p>
                <ul className="list-disc space-y-1 pl-5">
                  {result.lines.map((line, index) => (
                    <li key={index}>{line}</li>
                  ))}
                </ul>
              </>
            ) : (
              <p>{t("dialogs.noChargeOpen")}</p>
            )}
            {result.credit !== "0.00" && (
              <p>
                {t.rich("dialogs.creditLeft", {
                  amount: formatUsd(result.credit),
                  strong: (chunks) => <strong className="font-semibold text-emerald-700">{chunks}</strong>,
                })}
              </p>
            )}
          </div>
        </WindowDialogBody>
        <WindowDialogFooter>
          <Button className="ml-auto" onClick={onClose}>
            {t("dialogs.ok")}
          </Button>
        </WindowDialogFooter>
      </WindowDialog>
    );
  }

  return (
    <DialogForm
      title={t("dialogs.recordPayment")}
      submitLabel={t("dialogs.recordPayment")}
      onClose={onClose}
      onSubmit={submit}
      state={submission}
    >
      <AmountField id={`${id}-value`} value={value} error={errors.value?.[0]} onChange={setValue} />
      <PastDateField
        id={`${id}-date`}
        label={t("dialogs.dateReceived")}
        today={today}
        value={date}
        error={errors.date?.[0]}
        onChange={setDate}
      />
      <SelectField
        id={`${id}-method`}
        label={t("dialogs.method")}
        required
        options={PAYMENT_METHODS.map((option) => ({ value: option, label: enums(`paymentMethod.${option}`) }))}
        value={method}
        error={errors.method?.[0]}
        onChange={(event) => setMethod(event.target.value as PaymentMethod | "")}
      />
      <TextField
        id={`${id}-reference`}
        label={t("dialogs.reference")}
        required={method !== "cash"}
        maxLength={100}
        value={reference}
        hint={t("dialogs.referenceHint")}
        error={errors.reference?.[0]}
        onChange={(event) => setReference(event.target.value)}
      />
    </DialogForm>
  );
}

export function ChargeDialog({ today, ...dialog }: LedgerDialogProps & { today: string }) {
  const t = useTranslations("leases");
  const enums = useTranslations("enums");
  const id = useId();
  const [type, setType] = useState<ChargeType>("other");
  const [value, setValue] = useState("");
  const [date, setDate] = useState(today);
  const [description, setDescription] = useState("");
  const { submission, submit } = usePostThenClose(dialog, t("dialogs.chargeFailure"), () =>
    apiFetch(`/leases/${dialog.lease._id}/charges`, { method: "POST", body: { type, value, date, description } }),
  );
  const { errors } = submission;
  return (
    <DialogForm
      title={t("dialogs.addCharge")}
      submitLabel={t("dialogs.addCharge")}
      onClose={dialog.onClose}
      onSubmit={submit}
      state={submission}
    >
      <SelectField
        id={`${id}-type`}
        label={t("dialogs.type")}
        required
        placeholder={null}
        options={CHARGE_TYPES.map((option) => ({ value: option, label: enums(`chargeType.${option}`) }))}
        value={type}
        error={errors.type?.[0]}
        onChange={(event) => setType(event.target.value as ChargeType)}
      />
      <AmountField id={`${id}-value`} value={value} error={errors.value?.[0]} onChange={setValue} />
      <PastDateField
        id={`${id}-date`}
        label={t("dialogs.dueDate")}
        today={today}
        value={date}
        error={errors.date?.[0]}
        onChange={setDate}
      />
      <TextField
        id={`${id}-description`}
        label={t("dialogs.description")}
        required
        maxLength={500}
        value={description}
        placeholder={t("dialogs.descriptionPlaceholder")}
        error={errors.description?.[0]}
        onChange={(event) => setDescription(event.target.value)}
      />
    </DialogForm>
  );
}

/** Reverse a payment, or waive a late fee (`entry` a charge): both keep the entry and post one that cancels it, with a reason. */
export function ReverseDialog({ entry, ...dialog }: LedgerDialogProps & { entry: LedgerEntryDto }) {
  const t = useTranslations("leases");
  const id = useId();
  const [reason, setReason] = useState("");
  const waiver = entry.kind === "charge";
  const lease = dialog.lease._id;
  const path = waiver ? `/leases/${lease}/charges/${entry._id}/waive` : `/leases/${lease}/payments/${entry._id}/reverse`;
  const failure = waiver ? t("dialogs.waiveFailure") : t("dialogs.reverseFailure");
  const { submission, submit } = usePostThenClose(dialog, failure, () => apiFetch(path, { method: "POST", body: { reason } }));
  const title = waiver ? t("dialogs.waiveTitle") : t("dialogs.reverseTitle");
  return (
    <DialogForm title={title} submitLabel={title} onClose={dialog.onClose} onSubmit={submit} state={submission}>
      <p className="text-sm text-slate-600">
        {waiver
          ? t("dialogs.waiveIntro", { amount: formatUsd(entry.value) })
          : t("dialogs.reverseIntro", { amount: formatUsd(entry.value) })}
      </p>
      <TextAreaField
        id={`${id}-reason`}
        label={t("dialogs.reason")}
        required
        rows={3}
        maxLength={500}
        value={reason}
        placeholder={waiver ? t("dialogs.waivePlaceholder") : t("dialogs.reversePlaceholder")}
        error={submission.errors.reason?.[0]}
        onChange={(event) => setReason(event.target.value)}
      />
    </DialogForm>
  );
}
