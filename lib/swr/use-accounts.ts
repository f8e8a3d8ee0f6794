"use client";

import useSWR from "swr";
import { READ_DEFAULTS } from "@/lib/swr/read-defaults";
import { fetchPage, queryString } from "@/lib/client/api";
import type { TransactionDto } from "@/lib/schemas/account";
import type { ListPage } from "./use-list-page";

export const transactionsKeyPrefix = (clientId: string) => `/accounts/transactions?client=${clientId}`;

/**
 * One page of a client's ledger, newest first. `firstPage` (rendered by the
 * server) is shown at once and still revalidated on mount.
 */
export function useTransactions({
  clientId,
  skip,
  limit,
  firstPage,
}: {
  clientId: string;
  skip: number;
  limit: number;
  firstPage?: ListPage<TransactionDto>;
}) {
  const key = `${transactionsKeyPrefix(clientId)}${queryString({ skip, limit }).replace("?", "&")}`;
  const { data, error, isLoading, mutate } = useSWR(key, fetchPage<TransactionDto>, {
    ...READ_DEFAULTS,
    keepPreviousData: true,
    fallbackData: firstPage,
  });
  return { transactions: data?.items ?? [], total: data?.total ?? 0, error, isLoading, mutate };
}
