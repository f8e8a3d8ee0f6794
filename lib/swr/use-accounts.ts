"use client";

import useSWR from "swr";
import { fetchPage, queryString } from "@/lib/client/api";
import type { AccountListItemDto, TransactionDto } from "@/lib/schemas/account";

/** One page of clients with their balance (GET /accounts?accountBalance=true). */
export function useAccounts({ name, skip, limit }: { name: string; skip: number; limit: number }) {
  const key = `/accounts${queryString({ name, skip, limit, accountBalance: true })}`;
  const { data, error, isLoading } = useSWR(key, fetchPage<AccountListItemDto>, { keepPreviousData: true });
  return { accounts: data?.items ?? [], total: data?.total ?? 0, error, isLoading };
}

export const transactionsKeyPrefix = (clientId: string) => `/accounts/transactions?client=${clientId}`;

/** One page of a client's ledger, newest first. */
export function useTransactions({ clientId, skip, limit }: { clientId: string; skip: number; limit: number }) {
  const key = `${transactionsKeyPrefix(clientId)}${queryString({ skip, limit }).replace("?", "&")}`;
  const { data, error, isLoading, mutate } = useSWR(key, fetchPage<TransactionDto>, { keepPreviousData: true });
  return { transactions: data?.items ?? [], total: data?.total ?? 0, error, isLoading, mutate };
}
