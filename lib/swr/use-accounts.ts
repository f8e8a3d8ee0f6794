"use client";

import useSWR from "swr";
import { fetchPage, queryString } from "@/lib/client/api";
import type { TransactionDto } from "@/lib/schemas/account";

export const transactionsKeyPrefix = (clientId: string) => `/accounts/transactions?client=${clientId}`;

/** One page of a client's ledger, newest first. */
export function useTransactions({ clientId, skip, limit }: { clientId: string; skip: number; limit: number }) {
  const key = `${transactionsKeyPrefix(clientId)}${queryString({ skip, limit }).replace("?", "&")}`;
  const { data, error, isLoading, mutate } = useSWR(key, fetchPage<TransactionDto>, { keepPreviousData: true });
  return { transactions: data?.items ?? [], total: data?.total ?? 0, error, isLoading, mutate };
}
