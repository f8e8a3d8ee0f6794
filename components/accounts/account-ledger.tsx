"use client";

import { PlusIcon } from "@heroicons/react/20/solid";
import { BanknotesIcon } from "@heroicons/react/24/outline";
import { useRouter } from "next/navigation";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { ListEmpty, ListPaginator } from "@/components/lists/list-paging";
import { useListAddress } from "@/components/lists/use-list-address";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { useDialogs } from "@/components/ui/dialogs";
import { EmptyState } from "@/components/ui/empty-state";
import { Spinner } from "@/components/ui/spinner";
import { useToast } from "@/components/ui/toasts";
import { apiFetch, ApiRequestError } from "@/lib/client/api";
import { TRANSACTIONS_PAGE_SIZE } from "@/lib/domain/ledger";
import type { TransactionDto } from "@/lib/schemas/account";
import { useTransactions } from "@/lib/swr/use-accounts";
import type { ListPage } from "@/lib/swr/use-list-page";
import { TransactionsSkeleton, TransactionsTable } from "./transactions-table";
import { useLedgerFocus } from "./use-ledger-focus";

/** Loaded when first opened: the form brings react-hook-form and zod, which the ledger alone does not need. */
const loadTransactionForm = () => import("./transaction-form");
const TransactionForm = lazy(() => loadTransactionForm().then((module) => ({ default: module.TransactionForm })));

export const CONFIRM_DELETE_TRANSACTION = "Are you sure you want to delete this transaction?";
export const TRANSACTION_REMOVED = "Transaction removed. ";
export const TRANSACTION_DELETE_FAILED = "Problem remove transaction. Please contact your system administrator.";
const ADDRESS = { pageSize: TRANSACTIONS_PAGE_SIZE, pageSizes: [100, 200, 500] } as const;

export const ACCOUNT_LOAD_FAILED = "Problem occured while retrieving account details. Please contact your system administrator.";

/**
 * The transactions card of an account: the add-transaction panel, the ledger
 * newest first (100 per page; the page is in the address) and row deletion. After a posting or a deletion
 * the page's server data (the balance) is refreshed with the list, and focus
 * goes to the posted entry or the next row (use-ledger-focus.ts).
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
  const router = useRouter();
  const { confirm, alert } = useDialogs();
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
    void alert({ title: "Error", message: ACCOUNT_LOAD_FAILED, tone: "warning" });
  }, [error, alert]);

  const refresh = async () => {
    await mutate();
    router.refresh();
  };

  const onPosted = async (entry: TransactionDto) => {
    setAdding(false);
    if (list.page.skip !== 0) list.setPage({ ...list.page, skip: 0 });
    await refresh();
    // A back-dated entry may fall beyond the first page: then the trigger takes focus.
    focusAfterRender({ entry: entry._id });
  };

  const cancel = () => {
    setAdding(false);
    focusAfterRender("trigger");
  };

  const remove = async (entry: TransactionDto) => {
    if (!(await confirm({ title: "Confirm", message: CONFIRM_DELETE_TRANSACTION }))) return;
    setBusyId(entry._id);
    const index = transactions.findIndex((candidate) => candidate._id === entry._id);
    const neighbours = { next: transactions[index + 1]?._id, previous: transactions[index - 1]?._id };
    try {
      await apiFetch(`/accounts/${clientId}/transactions/remove/${entry._id}`, { method: "DELETE" });
      toast.success(TRANSACTION_REMOVED);
      await refresh();
      focusAfterRender(neighbours);
    } catch (caught) {
      if (caught instanceof ApiRequestError && caught.status === 401) return;
      console.error("Transaction delete failed", caught);
      await alert({ title: "Oops!", message: TRANSACTION_DELETE_FAILED, tone: "warning" });
    } finally {
      setBusyId(null);
    }
  };

  return (
    <Card
      title={`Transactions (${total})`}
      actions={
        !adding && (
          <Button ref={trigger} size="sm" onClick={() => setAdding(true)} onPointerEnter={() => void loadTransactionForm()}>
            <PlusIcon className="size-4" aria-hidden="true" />
            Add transaction
          </Button>
        )
      }
    >
      <div className="space-y-5">
        {adding && (
          <div ref={panel}>
            <Suspense fallback={<Spinner diameter={20} label="Loading the form" />}>
              <TransactionForm clientId={clientId} onPosted={onPosted} onCancel={cancel} />
            </Suspense>
          </div>
        )}
        <div ref={entries}>
          {isLoading && transactions.length === 0 ? (
            <TransactionsSkeleton />
          ) : error && transactions.length === 0 ? (
            <EmptyState icon={BanknotesIcon} title="The transactions could not be loaded.">
              Check your connection and reload the page.
            </EmptyState>
          ) : transactions.length === 0 ? (
            <ListEmpty list={list} total={total} icon={BanknotesIcon} title="There are no transactions on this account yet.">
              Post the first one with Add transaction.
            </ListEmpty>
          ) : (
            <TransactionsTable transactions={transactions} onDelete={remove} busyId={busyId} timeZone={timeZone} />
          )}
        </div>
        <ListPaginator list={list} total={total} />
      </div>
    </Card>
  );
}
