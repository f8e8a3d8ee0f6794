"use client";

import { PlusIcon, TrashIcon } from "@heroicons/react/20/solid";
import { useTranslations } from "next-intl";
import { useId, useRef, useState } from "react";
import useSWR from "swr";
import { DialogFormFooter, useDialogSubmit } from "@/components/forms/dialog-form";
import { Button } from "@/components/ui/button";
import { CheckboxField, SelectField, TextField } from "@/components/ui/text-field";
import { WindowDialog, WindowDialogBody } from "@/components/ui/window-dialog";
import { apiFetch, fetchPage } from "@/lib/client/api";
import { formatUsd } from "@/lib/domain/money";
import { fromCents, PAYMENT_METHODS, toCents, type PaymentMethod } from "@/lib/domain/rent";
import { MAX_DEPOSIT_DEDUCTIONS, type DepositSettlementDto } from "@/lib/schemas/deposit";
import type { DocumentDto } from "@/lib/schemas/document";
import type { LeaseDto } from "@/lib/schemas/lease";
import { READ_DEFAULTS } from "@/lib/swr/read-defaults";

interface DeductionRow {
  key: number;
  description: string;
  value: string;
  documentId: string;
}

/** An amount as typed ("1,250.5") in cents, or null while it is not one (the server says why on submit). */
export function typedCents(text: string): bigint | null {
  const plain = text.trim().replace(/,/g, "");
  return /^\d{1,8}(\.\d{0,2})?$/.test(plain) ? toCents(plain.endsWith(".") ? `${plain}0` : plain) : null;
}

/**
 * What the settlement will do, as the server computes it (server/deposits/settle-deposit.ts): the
 * deductions from what is held, then (when asked) the unpaid balance up to what is left, the rest refunded.
 */
export function settlementPreview({
  held,
  balance,
  deductions,
  applyToBalance,
}: {
  held: string;
  balance: string;
  deductions: readonly string[];
  applyToBalance: boolean;
}): { deducted: bigint; applied: bigint; refund: bigint; over: boolean } {
  const heldCents = toCents(held);
  const deducted = deductions.reduce((sum, value) => sum + (typedCents(value) ?? 0n), 0n);
  const left = heldCents - deducted;
  if (left < 0n) return { deducted, applied: 0n, refund: 0n, over: true };
  const owed = toCents(balance);
  const applied = applyToBalance && owed > 0n ? (owed < left ? owed : left) : 0n;
  return { deducted, applied, refund: left - applied, over: false };
}

/**
 * Settle deposit (PRODUCT.md#rent "Settling a deposit"), in the one dialog at
 * the window width: deduction rows (description, amount, a document of the
 * lease), "Take the tenant's unpaid balance from the deposit", the refund
 * computed as the rows change, and how it goes back to the tenant.
 */
export function DepositSettleDialog({
  lease,
  today,
  onClose,
  onSettled,
}: {
  lease: Pick<LeaseDto, "_id" | "depositHeld" | "balance">;
  today: string;
  onClose: () => void;
  onSettled: (settlement: DepositSettlementDto) => Promise<void>;
}) {
  const id = useId();
  const nextKey = useRef(1);
  const [date, setDate] = useState(today);
  const [rows, setRows] = useState<DeductionRow[]>([]);
  const [applyToBalance, setApplyToBalance] = useState(false);
  const [method, setMethod] = useState<PaymentMethod | "">("");
  const [reference, setReference] = useState("");
  const t = useTranslations("leases");
  const enums = useTranslations("enums");
  const submission = useDialogSubmit(t("settle.failure"));
  const { errors } = submission;
  // The Documents card's key and reader: one cache entry for the lease's documents.
  const { data: documents } = useSWR(`/documents?entity=leases&recordId=${lease._id}`, fetchPage<DocumentDto>, READ_DEFAULTS);
  const documentOptions = (documents?.items ?? []).map((document) => ({ value: document._id, label: document.title }));

  const owes = toCents(lease.balance) > 0n;
  const preview = settlementPreview({
    held: lease.depositHeld,
    balance: lease.balance,
    deductions: rows.map((row) => row.value),
    applyToBalance,
  });

  const change = (key: number, patch: Partial<DeductionRow>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...patch } : row)));
  const add = () => {
    const key = nextKey.current++;
    setRows((current) => [...current, { key, description: "", value: "", documentId: "" }]);
    // The new row's description takes the focus, so typing goes on from the keyboard.
    requestAnimationFrame(() => document.getElementById(`${id}-deduction-${key}-description`)?.focus());
  };
  const remove = (key: number) => {
    const index = rows.findIndex((row) => row.key === key);
    setRows((current) => current.filter((row) => row.key !== key));
    requestAnimationFrame(() => {
      const next = rows[index + 1] ?? rows[index - 1];
      document.getElementById(next ? `${id}-deduction-${next.key}-description` : `${id}-add`)?.focus();
    });
  };

  const submit = submission.submitWith(async () => {
    const { data } = await apiFetch<DepositSettlementDto>(`/leases/${lease._id}/deposit/settle`, {
      method: "POST",
      body: {
        date,
        deductions: rows.map((row) => ({ description: row.description, value: row.value, documentId: row.documentId || null })),
        applyToBalance: owes && applyToBalance,
        refund: { method, reference: reference.trim() || null },
      },
    });
    await onSettled(data);
  });

  const fieldErrors = Object.keys(errors).length > 0;
  return (
    <WindowDialog open onClose={onClose} title={t("settle.title")}>
      <form onSubmit={(event) => void submit(event)} className="flex min-h-0 flex-1 flex-col" noValidate>
        <WindowDialogBody>
          <div className="grid gap-5">
            <p>
              {t.rich("settle.intro", {
                amount: formatUsd(lease.depositHeld),
                strong: (chunks) => <strong className="font-semibold text-slate-900 tabular-nums">{chunks}</strong>,
              })}
            </p>
            <TextField
              id={`${id}-date`}
              label={t("settle.date")}
              required
              type="date"
              max={today}
              value={date}
              error={errors.date?.[0]}
              onChange={(event) => setDate(event.target.value)}
              fieldClassName="sm:max-w-56"
            />

            <fieldset className="grid gap-3">
              <legend className="text-sm font-semibold text-slate-900">{t("settle.deductions")}</legend>
              {rows.length === 0 && <p className="text-sm text-slate-600">{t("settle.noDeductions")}</p>}
              {rows.map((row, index) => {
                const prefix = `deductions.${index}`;
                return (
                  <div
                    key={row.key}
                    role="group"
                    aria-label={t("settle.deductionN", { number: index + 1 })}
                    className="grid gap-3 border-t border-slate-100 pt-3 sm:grid-cols-[minmax(0,1fr)_8rem_minmax(0,12rem)_auto] sm:items-start"
                  >
                    <TextField
                      id={`${id}-deduction-${row.key}-description`}
                      label={t("settle.description")}
                      required
                      maxLength={200}
                      value={row.description}
                      placeholder={t("settle.descriptionPlaceholder")}
                      error={errors[`${prefix}.description`]?.[0]}
                      onChange={(event) => change(row.key, { description: event.target.value })}
                    />
                    <TextField
                      id={`${id}-deduction-${row.key}-value`}
                      label={t("settle.amount")}
                      required
                      inputMode="decimal"
                      autoComplete="off"
                      value={row.value}
                      className="text-right tabular-nums"
                      error={errors[`${prefix}.value`]?.[0]}
                      onChange={(event) => change(row.key, { value: event.target.value })}
                    />
                    <SelectField
                      id={`${id}-deduction-${row.key}-document`}
                      label={t("settle.document")}
                      placeholder={t("settle.noDocument")}
                      options={documentOptions}
                      value={row.documentId}
                      error={errors[`${prefix}.documentId`]?.[0]}
                      onChange={(event) => change(row.key, { documentId: event.target.value })}
                    />
                    <Button
                      variant="ghost"
                      size="icon"
                      className="sm:mt-6"
                      aria-label={t("settle.removeDeduction", { number: index + 1 })}
                      onClick={() => remove(row.key)}
                    >
                      <TrashIcon className="size-4" aria-hidden="true" />
                    </Button>
                  </div>
                );
              })}
              {errors.deductions?.[0] && (
                <p className="text-sm text-red-700" id={`${id}-deductions-error`}>
                  {errors.deductions[0]}
                </p>
              )}
              {rows.length < MAX_DEPOSIT_DEDUCTIONS && (
                <div>
                  <Button id={`${id}-add`} variant="secondary" size="sm" onClick={add}>
                    <PlusIcon className="size-4" aria-hidden="true" />
                    {t("settle.addDeduction")}
                  </Button>
                </div>
              )}
            </fieldset>

            {owes && (
              <CheckboxField
                label={t("settle.applyBalance", { amount: formatUsd(lease.balance) })}
                checked={applyToBalance}
                onChange={(event) => setApplyToBalance(event.target.checked)}
              />
            )}

            <div className="rounded-lg bg-slate-50 px-4 py-3 ring-1 ring-slate-200" aria-live="polite" data-testid="deposit-preview">
              <dl className="grid gap-1 text-sm tabular-nums">
                <div className="flex justify-between gap-3">
                  <dt>{t("settle.held")}</dt>
                  <dd>{formatUsd(lease.depositHeld)}</dd>
                </div>
                <div className="flex justify-between gap-3">
                  <dt>{t("settle.deductions")}</dt>
                  <dd>-{formatUsd(fromCents(preview.deducted))}</dd>
                </div>
                {preview.applied > 0n && (
                  <div className="flex justify-between gap-3">
                    <dt>{t("settle.balancePaid")}</dt>
                    <dd>-{formatUsd(fromCents(preview.applied))}</dd>
                  </div>
                )}
              </dl>
              {preview.over ? (
                <p className="mt-2 text-sm font-semibold text-red-700" role="alert">
                  {t("settle.over")}
                </p>
              ) : (
                <p className="mt-2 flex justify-between gap-3 border-t border-slate-200 pt-2 text-sm font-semibold text-slate-900">
                  <span>{t("settle.refund", { amount: formatUsd(fromCents(preview.refund)) })}</span>
                </p>
              )}
            </div>

            <div className="grid gap-4 sm:grid-cols-2">
              <SelectField
                id={`${id}-method`}
                label={t("settle.method")}
                required
                options={PAYMENT_METHODS.map((option) => ({ value: option, label: enums(`paymentMethod.${option}`) }))}
                value={method}
                error={errors["refund.method"]?.[0] ?? errors.refund?.[0]}
                onChange={(event) => setMethod(event.target.value as PaymentMethod | "")}
              />
              <TextField
                id={`${id}-reference`}
                label={t("settle.reference")}
                maxLength={100}
                value={reference}
                hint={t("settle.referenceHint")}
                error={errors["refund.reference"]?.[0]}
                onChange={(event) => setReference(event.target.value)}
              />
            </div>
            {submission.failure && !fieldErrors && (
              <p role="alert" className="text-sm text-red-700">
                {submission.failure}
              </p>
            )}
          </div>
        </WindowDialogBody>
        <DialogFormFooter submitLabel={t("settle.submit")} busy={submission.busy} onClose={onClose} />
      </form>
    </WindowDialog>
  );
}
