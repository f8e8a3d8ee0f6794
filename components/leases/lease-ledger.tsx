"use client";

import { ArrowDownTrayIcon, ArrowUturnLeftIcon, EnvelopeIcon, PlusIcon } from "@heroicons/react/20/solid";
import { BanknotesIcon } from "@heroicons/react/24/outline";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { lazy, Suspense, useState } from "react";
import { LedgerStack } from "@/components/accounts/ledger-stack";
import { TransactionsSkeleton } from "@/components/accounts/transactions-table";
import { useSaveFailureOf } from "@/components/forms/use-save-failure";
import { ListEmpty, ListPaginator } from "@/components/lists/list-paging";
import { useListAddress } from "@/components/lists/use-list-address";
import { Button, buttonClasses } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { cx } from "@/components/ui/cx";
import { useDialogs } from "@/components/ui/dialogs";
import { EmptyState } from "@/components/ui/empty-state";
import { preloadOnIntent } from "@/components/ui/preload-on-intent";
import { useToast } from "@/components/ui/toasts";
import { API_BASE, apiFetch } from "@/lib/client/api";
import { formatUsd } from "@/lib/domain/money";
import { formatDay } from "@/lib/i18n/day-formats";
import { useLanguage } from "@/lib/i18n/use-language";
import type { LeaseDto, LedgerEntryDto } from "@/lib/schemas/lease";
import { useListPage } from "@/lib/swr/use-list-page";
import { amountOf, balanceOf, EntryMeta, OpenCell, ReversalNote } from "./ledger-cells";

// The ledger's forms (and Headless UI's dialog with them) are fetched when a button that opens one is first reached or pressed.
const loadLedgerDialogs = () => import("./lease-dialogs");
const PaymentDialog = lazy(() => loadLedgerDialogs().then((module) => ({ default: module.PaymentDialog })));
const ChargeDialog = lazy(() => loadLedgerDialogs().then((module) => ({ default: module.ChargeDialog })));
const ReverseDialog = lazy(() => loadLedgerDialogs().then((module) => ({ default: module.ReverseDialog })));

const ADDRESS = { pageSize: 50, pageSizes: [50, 100, 200] } as const;
/** A payment's Receipt (download), E-mail receipt and Reverse; a late fee's Waive: visible buttons, one Tab stop each. */
function EntryActions({
  leaseId,
  entry,
  onEmail,
  onReverse,
}: {
  leaseId: string;
  entry: LedgerEntryDto;
  onEmail: (entry: LedgerEntryDto) => void;
  onReverse: (entry: LedgerEntryDto) => void;
}) {
  const t = useTranslations("leases");
  const language = useLanguage();
  const name = t("ledger.entryName", { amount: formatUsd(entry.value), date: formatDay(entry.date, language, "medium") });
  if (entry.kind === "charge" && entry.feeFor && !entry.reversedBy) {
    return (
      <span className="mt-1 -ml-3 flex flex-wrap gap-1">
        <Button
          variant="ghost"
          size="sm"
          onClick={() => onReverse(entry)}
          {...preloadOnIntent(loadLedgerDialogs)}
          aria-label={t("ledger.waiveLabel", { name })}
        >
          <ArrowUturnLeftIcon className="size-4" aria-hidden="true" />
          {t("ledger.waive")}
        </Button>
      </span>
    );
  }
  if (entry.kind !== "payment") return null;
  const small = buttonClasses({ variant: "ghost", size: "sm" });
  return (
    // The row's negative margin, not the first button's, so a button that wraps lines up under the text too.
    <span className="mt-1 -ml-3 flex flex-wrap gap-1">
      <a
        href={`${API_BASE}/leases/${leaseId}/payments/${entry._id}/receipt`}
        download
        className={small}
        aria-label={t("ledger.receiptLabel", { name })}
      >
        <ArrowDownTrayIcon className="size-4" aria-hidden="true" />
        {t("ledger.receipt")}
      </a>
      {!entry.reversedBy && (
        <>
          <Button variant="ghost" size="sm" onClick={() => onEmail(entry)} aria-label={t("ledger.emailReceiptLabel", { name })}>
            <EnvelopeIcon className="size-4" aria-hidden="true" />
            {t("ledger.emailReceipt")}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => onReverse(entry)}
            {...preloadOnIntent(loadLedgerDialogs)}
            aria-label={t("ledger.reverseLabel", { name })}
          >
            <ArrowUturnLeftIcon className="size-4" aria-hidden="true" />
            {t("ledger.reverse")}
          </Button>
        </>
      )}
    </span>
  );
}

const HEADINGS = [
  ["date", "py-2.5 pl-5 pr-3"],
  ["entry", "px-3 py-2.5"],
  ["description", "px-3 py-2.5"],
  ["amount", "px-3 py-2.5 text-right"],
  ["open", "px-3 py-2.5 text-right"],
  ["balance", "py-2.5 pl-3 pr-5 text-right"],
] as const;

/**
 * The tenant's ledger of a lease (PRODUCT.md#rent "The tenant's ledger"),
 * newest first, a page at a time (the page in the address): charges, payments
 * and reversals with what is still open on each charge and the balance after
 * each entry; each payment with its receipt, "E-mail receipt" and Reverse; each late fee with Waive.
 * Record payment and Add charge open their dialogs. After a change the page's
 * server data (status, balance) reloads with the ledger.
 */
export function LeaseLedger({ lease, today, className }: { lease: Pick<LeaseDto, "_id" | "tenants">; today: string; className?: string }) {
  const t = useTranslations("leases");
  const language = useLanguage();
  const day = (date: string) => formatDay(date, language, "medium");
  const router = useRouter();
  const toast = useToast();
  const { run } = useDialogs();
  const saveFailureOf = useSaveFailureOf();
  const list = useListAddress(ADDRESS);
  const { items, total, isLoading, error, mutate } = useListPage<LedgerEntryDto>(`/leases/${lease._id}/ledger`, list.paging);
  const [dialog, setDialog] = useState<{ kind: "payment" } | { kind: "charge" } | { kind: "reverse"; entry: LedgerEntryDto } | null>(null);

  const refresh = async () => {
    if (list.page.skip !== 0) list.setPage({ ...list.page, skip: 0 });
    await mutate();
    router.refresh();
  };
  /** After a payment: the ledger reloaded, and every entry seen before or after it (to name the charges it paid). */
  const refreshAndKnow = async () => {
    if (list.page.skip !== 0) list.setPage({ ...list.page, skip: 0 });
    const reloaded = await mutate();
    router.refresh();
    return new Map([...items, ...(reloaded?.items ?? [])].map((entry) => [entry._id, entry]));
  };

  const primary = lease.tenants.find((tenant) => tenant.primary) ?? lease.tenants[0];
  const email = async (entry: LedgerEntryDto) => {
    const outcome = await run({
      title: t("ledger.emailReceipt"),
      question: t("ledger.emailQuestion", { amount: formatUsd(entry.value), name: primary?.name ?? t("ledger.thePrimaryTenant") }),
      tone: "info",
      busyText: t("ledger.emailBusy"),
      task: () =>
        apiFetch<{ messageId: string }>(`/leases/${lease._id}/payments/${entry._id}/receipt/email`, {
          method: "POST",
          handledStatuses: [0, 409, 422],
        }),
      failureOf: (failure) => saveFailureOf(failure, { failure: t("ledger.emailFailure"), serverMessageOn: 422 }),
    });
    if (outcome.status === "done") toast.success(t("ledger.emailed"));
  };

  /** Under an entry's description, on a phone and in the table: its reversal, if any, and its actions. */
  const afterDescription = (entry: LedgerEntryDto) => (
    <>
      <ReversalNote entry={entry} />
      <EntryActions
        leaseId={lease._id}
        entry={entry}
        onEmail={email}
        onReverse={(reversed) => setDialog({ kind: "reverse", entry: reversed })}
      />
    </>
  );

  const lines = items.map((entry) => ({
    key: entry._id,
    entryId: entry._id,
    description: (
      <>
        {entry.description}
        <span className="mt-1 block">
          <EntryMeta entry={entry} />
        </span>
        {afterDescription(entry)}
      </>
    ),
    meta:
      entry.kind === "charge" && entry.open && !/^0+(\.0+)?$/.test(entry.open)
        ? t("ledger.open", { date: day(entry.date), amount: formatUsd(entry.open) })
        : day(entry.date),
    amount: amountOf(entry),
    balance: balanceOf(entry.balance),
  }));

  return (
    <Card
      className={className}
      title={t("ledger.title", { total })}
      actions={
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" size="sm" onClick={() => setDialog({ kind: "charge" })} {...preloadOnIntent(loadLedgerDialogs)}>
            <PlusIcon className="size-4" aria-hidden="true" />
            {t("ledger.addCharge")}
          </Button>
          <Button size="sm" onClick={() => setDialog({ kind: "payment" })} {...preloadOnIntent(loadLedgerDialogs)}>
            <BanknotesIcon className="size-4" aria-hidden="true" />
            {t("ledger.recordPayment")}
          </Button>
        </div>
      }
    >
      <div className="space-y-5">
        {isLoading && items.length === 0 ? (
          <TransactionsSkeleton />
        ) : error && items.length === 0 ? (
          <EmptyState icon={BanknotesIcon} title={t("ledger.failed")}>
            <button type="button" className="font-medium text-brand-700 hover:underline" onClick={() => void mutate()}>
              {t("ledger.tryAgain")}
            </button>
          </EmptyState>
        ) : items.length === 0 ? (
          <ListEmpty list={list} total={total} icon={BanknotesIcon} title={t("ledger.empty")}>
            {t("ledger.emptyHint")}
          </ListEmpty>
        ) : (
          <>
            <LedgerStack className="sm:hidden" label={t("ledger.entries")} lines={lines} />
            <div className="-mx-5 hidden sm:block">
              <table className="w-full text-sm">
                <thead>
                  <tr className="border-b border-slate-200 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase">
                    {HEADINGS.map(([key, className]) => (
                      <th key={key} scope="col" className={className}>
                        {t(`ledger.headings.${key}`)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {items.map((entry) => {
                    const amount = amountOf(entry);
                    const balance = balanceOf(entry.balance);
                    return (
                      <tr key={entry._id} data-entry-id={entry._id} className="align-top hover:bg-slate-50 focus-within:bg-slate-50">
                        <td className="py-2 pr-3 pl-5 whitespace-nowrap text-slate-600 tabular-nums">{day(entry.date)}</td>
                        <td className="px-3 py-2 whitespace-nowrap">
                          <EntryMeta entry={entry} />
                        </td>
                        <td className="min-w-48 px-3 py-2 break-words text-slate-900">
                          {entry.description}
                          {afterDescription(entry)}
                        </td>
                        <td className={cx("px-3 py-2 text-right font-medium whitespace-nowrap tabular-nums", amount.tone)}>
                          {amount.text}
                        </td>
                        <td className="px-3 py-2 text-right whitespace-nowrap">
                          <OpenCell entry={entry} />
                        </td>
                        <td className={cx("py-2 pr-5 pl-3 text-right whitespace-nowrap tabular-nums", balance.tone)}>{balance.text}</td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          </>
        )}
        <ListPaginator list={list} total={total} />
      </div>
      <Suspense>
        {dialog?.kind === "payment" && (
          <PaymentDialog lease={lease} today={today} onClose={() => setDialog(null)} onSaved={refreshAndKnow} />
        )}
        {dialog?.kind === "charge" && <ChargeDialog lease={lease} today={today} onClose={() => setDialog(null)} onSaved={refresh} />}
        {dialog?.kind === "reverse" && (
          <ReverseDialog
            lease={lease}
            entry={dialog.entry}
            onClose={() => setDialog(null)}
            onSaved={async () => {
              await refresh();
              toast.success(dialog.entry.kind === "charge" ? t("ledger.waived") : t("ledger.reversed"));
            }}
          />
        )}
      </Suspense>
    </Card>
  );
}
