"use client";

import { BanknotesIcon } from "@heroicons/react/20/solid";
import { useTranslations } from "next-intl";
import Link from "next/link";
import { useId, useState } from "react";
import useSWR from "swr";
import { DialogForm, useDialogSubmit } from "@/components/forms/dialog-form";
import { useAgencyTimeZone } from "@/components/shell/agency-time-zone";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { SelectField, TextField } from "@/components/ui/text-field";
import { useToast } from "@/components/ui/toasts";
import { apiFetch, fetchPage } from "@/lib/client/api";
import { documentContentUrl } from "@/lib/domain/documents";
import { formatLedgerValue } from "@/lib/domain/money";
import { formatDate } from "@/lib/i18n/formats";
import { useLanguage } from "@/lib/i18n/use-language";
import type { DocumentDto } from "@/lib/schemas/document";
import type { ServiceOrderChargeDto } from "@/lib/schemas/service-order-charge";
import { mutatePrefix } from "@/lib/swr/mutate-prefix";
import { READ_DEFAULTS } from "@/lib/swr/read-defaults";

/**
 * Charge to owner (issue 30 §3): the order's charges to the listing owner's
 * ledger, each with its invoice, and the dialog that posts one — the amount,
 * a description (blank: "{order} — {provider}"), an invoice from the order's
 * Documents card, an optional back-date.
 */
export function ServiceOrderChargesCard({
  orderId,
  defaultDescription,
  className,
}: {
  orderId: string;
  defaultDescription: string;
  className?: string;
}) {
  const key = `/services/orders/${orderId}/charges`;
  const { data, error, mutate } = useSWR(key, fetchPage<ServiceOrderChargeDto>, READ_DEFAULTS);
  const [open, setOpen] = useState(false);
  const timeZone = useAgencyTimeZone();
  const language = useLanguage();
  const t = useTranslations("serviceOrders.charges");
  const charges = data?.items ?? [];

  return (
    <Card
      className={className}
      label={t("title")}
      title={t("title")}
      actions={
        <Button variant="ghost" size="sm" onClick={() => setOpen(true)}>
          <BanknotesIcon className="size-4" aria-hidden="true" />
          {t("charge")}
        </Button>
      }
    >
      {error && !data ? (
        <p className="text-sm text-red-700">{t("loadFailed")}</p>
      ) : !data ? (
        <p className="text-sm text-slate-500" role="status">
          {t("loading")}
        </p>
      ) : charges.length === 0 ? (
        <p className="text-sm text-slate-500">{t("none")}</p>
      ) : (
        <ul aria-label={t("label")} className="-mx-5 -my-3 divide-y divide-slate-100">
          {charges.map((charge) => (
            <li key={charge._id} className="flex flex-wrap items-center gap-x-4 gap-y-1 px-5 py-2 text-sm">
              <span className="tabular-nums text-slate-700">{formatDate(charge.date, timeZone, language, "day")}</span>
              <span className="min-w-0 flex-1 truncate text-slate-900">{charge.description}</span>
              <span className="tabular-nums font-medium text-red-700">{formatLedgerValue(charge.column, charge.value)}</span>
              {charge.documentRef && (
                <a
                  href={documentContentUrl(charge.documentRef._id)}
                  download={charge.documentRef.fileName}
                  className="text-brand-700 underline-offset-2 hover:underline"
                >
                  {t("invoice", { title: charge.documentRef.title })}
                </a>
              )}
              <Link href={`/accounts/view/${charge.clientRef}`} className="text-brand-700 underline-offset-2 hover:underline">
                {t("ownersLedger")}
              </Link>
            </li>
          ))}
        </ul>
      )}
      {open && (
        <ChargeDialog
          orderId={orderId}
          defaultDescription={defaultDescription}
          chargedInvoices={new Set(charges.flatMap((charge) => (charge.documentRef ? [charge.documentRef._id] : [])))}
          onClose={() => setOpen(false)}
          onCharged={async () => {
            setOpen(false);
            await Promise.all([mutate(), mutatePrefix("/accounts")]);
          }}
        />
      )}
    </Card>
  );
}

function ChargeDialog({
  orderId,
  defaultDescription,
  chargedInvoices,
  onClose,
  onCharged,
}: {
  orderId: string;
  defaultDescription: string;
  /** The invoices this order has charged already: shown as charged, not to be picked again (the server refuses a second charge of one invoice). */
  chargedInvoices: ReadonlySet<string>;
  onClose: () => void;
  onCharged: () => Promise<void>;
}) {
  const id = useId();
  const t = useTranslations("serviceOrders.charges");
  const toast = useToast();
  const { data: documents } = useSWR(`/documents?entity=service-orders&recordId=${orderId}`, fetchPage<DocumentDto>, READ_DEFAULTS);
  const [value, setValue] = useState("");
  const [description, setDescription] = useState("");
  const [documentId, setDocumentId] = useState("");
  const [date, setDate] = useState("");
  const submission = useDialogSubmit(t("postFailed"));
  const { errors } = submission;
  const invoices = (documents?.items ?? []).map((document) => {
    const charged = chargedInvoices.has(document._id);
    return {
      value: document._id,
      label: charged
        ? t("alreadyCharged", { title: document.title, fileName: document.fileName })
        : t("invoiceOption", { title: document.title, fileName: document.fileName }),
      disabled: charged,
    };
  });
  const allCharged = invoices.length > 0 && invoices.every((invoice) => invoice.disabled);

  const submit = submission.submitWith(async () => {
    await apiFetch(`/services/orders/${orderId}/charges`, {
      method: "POST",
      body: { value, description, documentId: documentId || null, date },
    });
    toast.success(t("posted"));
    await onCharged();
  });

  return (
    <DialogForm title={t("charge")} submitLabel={t("post")} onClose={onClose} onSubmit={submit} state={submission}>
      <p className="text-sm text-slate-600">{t("explain")}</p>
      <TextField
        id={`${id}-value`}
        label={t("amount")}
        required
        inputMode="decimal"
        value={value}
        error={errors.value?.[0]}
        onChange={(event) => setValue(event.target.value)}
      />
      <TextField
        id={`${id}-description`}
        label={t("description")}
        value={description}
        placeholder={defaultDescription}
        maxLength={500}
        hint={t("descriptionHint")}
        error={errors.description?.[0]}
        onChange={(event) => setDescription(event.target.value)}
      />
      <SelectField
        id={`${id}-invoice`}
        label={t("invoiceLabel")}
        placeholder={t("noInvoice")}
        options={invoices}
        value={documentId}
        hint={allCharged ? t("allCharged") : t("invoiceHint")}
        error={errors.documentId?.[0]}
        onChange={(event) => setDocumentId(event.target.value)}
      />
      <TextField
        id={`${id}-date`}
        label={t("date")}
        type="date"
        value={date}
        hint={t("dateHint")}
        error={errors.date?.[0]}
        onChange={(event) => setDate(event.target.value)}
      />
    </DialogForm>
  );
}
