"use client";

import useSWR from "swr";
import type { ClientDto } from "@/lib/schemas/client";
import { fetchPage, queryString } from "@/lib/client/api";

/** One page of clients, keyed by its URL so a save can revalidate it. */
export function useClients({ name, skip, limit }: { name: string; skip: number; limit: number }) {
  const key = `/clients${queryString({ name, skip, limit })}`;
  const { data, error, isLoading, mutate } = useSWR(key, fetchPage<ClientDto>, { keepPreviousData: true });
  return { clients: data?.items ?? [], total: data?.total ?? 0, error, isLoading, mutate };
}
