"use client";

import { PlusIcon } from "@heroicons/react/20/solid";
import { BanknotesIcon } from "@heroicons/react/24/outline";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useSaveFailureOf } from "@/components/forms/use-save-failure";
import { ListEmpty, ListPaginator } from "@/components/lists/list-paging";
import { useListAddress } from "@/components/lists/use-list-address";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { useDialogs, type DialogTone } from "@/components/ui/dialogs";
import { EmptyState } from "@/components/ui/empty-state";
import { Spinner } from "@/components/ui/spinner";
import { useToast } from "@/components/ui/toasts";
import { apiFetch, ApiRequestError } from "@/lib/client/api";
import { wallClockOf } from "@/lib/domain/agency-time";
import { TRANSACTIONS_PAGE_SIZE } from "@/lib/domain/ledger";
import type { TransactionDto } from "@/lib/schemas/account";
import { useTransactions } from "@/lib/swr/use-accounts";
import type { ListPage } from "@/lib/swr/use-list-page";
import { formatUsd } from "./ledger-format";
import { usePostedEntry } from "./posted-entry";
import { TransactionsSkeleton, TransactionsTable } from "./transactions-table";
import { useLedgerFocus } from "./use-ledger-focus";

/** Loaded when first opened: the form brings react-hook-form and zod, which the ledger alone does not need. */
const loadTransactionForm = () => import("./transaction-form");
const TransactionForm = lazy(() => loadTransactionForm().then((module) => ({ default: module.TransactionForm })));

const ADDRESS = { pageSize: TRANSACTIONS_PAGE_SIZE, pageSizes: [100, 200, 500] } as const;

/**
 * The transactions card of an account: the add-transaction panel, the ledger
 * newest first (100 per page; the page is in the address), and each entry's
 * Reverse and Delete (both ask for a reason). After a change the page's server
 * data (the balance) is refreshed with the list, and focus goes to the new
 * entry or the next row (use-ledger-focus.ts); a posting moves the statement
 * picker's period to one that contains it.
 */
export function AccountLedger({
  clientId,
  timeZone,
  firstPage,
}: {
  clientId: string;
  timeZone: string;
  /** The newest page, rendered by the server, so the table comes with the HTML. */
  firstPage?: ListPage<TransactionDto>;
}) {
  const t = useTranslations("accounts");
  const router = useRouter();
  const { run, alert } = useDialogs();
  const saveFailureOf = useSaveFailureOf();
  const reportPosted = usePostedEntry().report;
  const toast = useToast();
  const [adding, setAdding] = useState(false);
  const list = useListAddress(ADDRESS);
  const [busyId, setBusyId] = useState<string | null>(null);
  const {
    items: transactions,
    total,
    isLoading,
    error,
    mutate,
  } = useTransactions({ client: clientId, ...list.paging }, list.atStart ? firstPage : undefined);

  const trigger = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const entries = useRef<HTMLDivElement>(null);
  const focusAfterRender = useLedgerFocus({ panelOpen: adding, panel, entries, trigger, rendered: transactions });

  const alerted = useRef(false);
  useEffect(() => {
    if (!error || alerted.current) return;
    if (error instanceof ApiRequestError && (error.status === 401 || error.status === 0)) return;
    alerted.current = true;
    console.error("Account load failed", error);
    void alert({ title: t("dialog.error"), message: t("ledger.loadFailed"), tone: "warning" });
  }, [error, alert, t]);

  const refresh = async () => {
    await mutate();
    router.refresh();
  };

  const onPosted = async (entry: TransactionDto) => {
    setAdding(false);
    reportPosted(wallClockOf(entry.date, timeZone).date);
    if (list.page.skip !== 0) list.setPage({ ...list.page, skip: 0 });
    await refresh();
    // A back-dated entry may fall beyond the first page: then the trigger takes focus.
    focusAfterRender({ entry: entry._id });
  };

  const cancel = () => {
    setAdding(false);
    focusAfterRender("trigger");
  };

  /** Reverse or delete one entry in the dialog's panel (the reason asked with the question), then reload. */
  const change = async (
    entry: TransactionDto,
    {
      title = t("dialog.confirm"),
      question,
      tone,
      busyText,
      failure,
      request,
    }: {
      title?: string;
      question: string;
      tone: DialogTone;
      busyText: string;
      failure: string;
      request: (reason: string) => Promise<unknown>;
    },
  ) => {
    setBusyId(entry._id);
    const outcome = await run({
      title,
      question,
      tone,
      reason: { label: t("ledger.reasonLabel"), hint: t("ledger.reasonHint") },
      busyText,
      task: (_, { reason }) => request(reason ?? ""),
      failureOf: (error) => {
        console.error(`${busyText} failed`, error);
        return saveFailureOf(error, { failure });
      },
    });
    setBusyId(null);
    return outcome.status === "done";
  };

  const reverse = async (entry: TransactionDto) => {
    const done = await change(entry, {
      title: t("ledger.reverseTitle"),
      question: t("ledger.reverseQuestion", { column: entry.column === "credit" ? "debit" : "credit", amount: formatUsd(entry.value) }),
      tone: "warning",
      busyText: t("ledger.reversing"),
      failure: t("ledger.reverseFailed"),
      request: (reason) =>
        apiFetch<TransactionDto>(`/accounts/${clientId}/transactions/${entry._id}/reverse`, {
          method: "POST",
          body: { reason },
          handledStatuses: [0],
        }),
    });
    if (!done) return;
    toast.success(t("ledger.reversedToast"));
    if (list.page.skip !== 0) list.setPage({ ...list.page, skip: 0 });
    await refresh();
    // The reversal is dated now: the newest row.
    focusAfterRender({ newest: true });
  };

  const remove = async (entry: TransactionDto) => {
    const index = transactions.findIndex((candidate) => candidate._id === entry._id);
    const neighbours = { next: transactions[index + 1]?._id, previous: transactions[index - 1]?._id };
    const done = await change(entry, {
      question: t("ledger.deleteQuestion"),
      tone: "danger",
      busyText: t("ledger.deleting"),
      failure: t("ledger.deleteFailed"),
      request: (reason) =>
        apiFetch(`/accounts/${clientId}/transactions/remove/${entry._id}`, { method: "DELETE", body: { reason }, handledStatuses: [0] }),
    });
    if (!done) return;
    toast.success(t("ledger.removed"));
    await refresh();
    focusAfterRender(neighbours);
  };

  return (
    <Card
      title={t("ledger.title", { total })}
      actions={
        !adding && (
          // One line: beside it on a phone the card's title wraps instead.
          <Button
            ref={trigger}
            size="sm"
            className="shrink-0 whitespace-nowrap"
            onClick={() => setAdding(true)}
            onPointerEnter={() => void loadTransactionForm()}
          >
            <PlusIcon className="size-4" aria-hidden="true" />
            {t("ledger.add")}
          </Button>
        )
      }
    >
      <div className="space-y-5">
        {adding && (
          <div ref={panel}>
            <Suspense fallback={<Spinner diameter={20} label={t("loadingForm")} />}>
              <TransactionForm clientId={clientId} onPosted={onPosted} onCancel={cancel} />
            </Suspense>
          </div>
        )}
        <div ref={entries}>
          {isLoading && transactions.length === 0 ? (
            <TransactionsSkeleton />
          ) : error && transactions.length === 0 ? (
            <EmptyState icon={BanknotesIcon} title={t("ledger.failed")}>
              {t("ledger.failedHint")}
            </EmptyState>
          ) : transactions.length === 0 ? (
            <ListEmpty list={list} total={total} icon={BanknotesIcon} title={t("ledger.empty")}>
              {t("ledger.emptyHint")}
            </ListEmpty>
          ) : (
            <TransactionsTable transactions={transactions} onReverse={reverse} onDelete={remove} busyId={busyId} timeZone={timeZone} />
          )}
        </div>
        <ListPaginator list={list} total={total} />
      </div>
    </Card>
  );
}
