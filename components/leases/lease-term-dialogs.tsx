"use client";

import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { DialogForm, useDialogSubmit } from "@/components/forms/dialog-form";
import { TextField } from "@/components/ui/text-field";
import { apiFetch } from "@/lib/client/api";
import { addDays } from "@/lib/domain/rent";
import type { LeaseDto } from "@/lib/schemas/lease";

/** The lease's term, each in the one dialog (DialogForm): End early and Renew (PRODUCT.md#rent). */

export function EndEarlyDialog({
  lease,
  today,
  onClose,
  onSaved,
}: {
  lease: Pick<LeaseDto, "_id" | "endDate">;
  today: string;
  onClose: () => void;
  onSaved: () => Promise<void>;
}) {
  const t = useTranslations("leases");
  const id = useId();
  const [date, setDate] = useState(today);
  const submission = useDialogSubmit(t("term.endFailure"));
  const submit = submission.submitWith(async () => {
    await apiFetch(`/leases/${lease._id}/end`, { method: "POST", body: { date } });
    await onSaved();
    onClose();
  });
  return (
    <DialogForm title={t("term.endTitle")} submitLabel={t("term.endSubmit")} onClose={onClose} onSubmit={submit} state={submission}>
      <p className="text-sm text-slate-600">{t("term.endIntro")}</p>
      <TextField
        id={`${id}-date`}
        label={t("term.lastDay")}
        required
        type="date"
        max={lease.endDate ?? undefined}
        value={date}
        error={submission.errors.date?.[0]}
        onChange={(event) => setDate(event.target.value)}
      />
    </DialogForm>
  );
}

export function RenewDialog({
  lease,
  today,
  onClose,
  onRenewed,
}: {
  lease: Pick<LeaseDto, "_id" | "endDate" | "rent">;
  today: string;
  onClose: () => void;
  onRenewed: (renewed: LeaseDto) => Promise<void>;
}) {
  const t = useTranslations("leases");
  const id = useId();
  const [startDate, setStartDate] = useState(lease.endDate ? addDays(lease.endDate, 1) : today);
  const [endDate, setEndDate] = useState("");
  const [rent, setRent] = useState(lease.rent);
  const submission = useDialogSubmit(t("term.renewFailure"));
  const { errors } = submission;
  const submit = submission.submitWith(async () => {
    const { data } = await apiFetch<LeaseDto | { lease: LeaseDto }>(`/leases/${lease._id}/renew`, {
      method: "POST",
      body: { startDate, endDate: endDate || null, rent },
    });
    await onRenewed("lease" in data ? data.lease : data);
  });
  return (
    <DialogForm title={t("term.renewTitle")} submitLabel={t("term.renewSubmit")} onClose={onClose} onSubmit={submit} state={submission}>
      <p className="text-sm text-slate-600">{t("term.renewIntro")}</p>
      <TextField
        id={`${id}-start`}
        label={t("term.startDate")}
        required
        type="date"
        value={startDate}
        error={errors.startDate?.[0]}
        onChange={(event) => setStartDate(event.target.value)}
      />
      <TextField
        id={`${id}-end`}
        label={t("term.endDate")}
        type="date"
        min={startDate}
        value={endDate}
        hint={t("term.endDateHint")}
        error={errors.endDate?.[0]}
        onChange={(event) => setEndDate(event.target.value)}
      />
      <TextField
        id={`${id}-rent`}
        label={t("term.rent")}
        required
        inputMode="decimal"
        autoComplete="off"
        value={rent}
        error={errors.rent?.[0]}
        onChange={(event) => setRent(event.target.value)}
      />
    </DialogForm>
  );
}
