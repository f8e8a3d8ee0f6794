"use client";

import type { AccountListItemDto, AccountListQuery, TransactionDto, TransactionListQuery } from "@/lib/schemas/account";
import { useListPage, type ListPage } from "./use-list-page";

/** One page of accounts (GET /accounts): every client, with its balance when asked (`accountBalance`). */
export function useAccounts(query: Partial<AccountListQuery>) {
  return useListPage<AccountListItemDto>("/accounts", query);
}

/** One page of a client's ledger, newest first; `firstPage` (rendered by the server) is shown at once and still revalidated. */
export function useTransactions(query: Partial<TransactionListQuery>, firstPage?: ListPage<TransactionDto>) {
  return useListPage<TransactionDto>("/accounts/transactions", query, firstPage);
}
