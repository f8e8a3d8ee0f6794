"use client";

import useSWR from "swr";
import type { ProviderDto } from "@/lib/schemas/provider";
import { fetchPage, queryString } from "@/lib/client/api";

/** One page of service providers, keyed by its URL so a save can revalidate it. */
export function useProviders({ name, skip, limit }: { name?: string; skip: number; limit: number }) {
  const key = `/services/providers${queryString({ name, skip, limit })}`;
  const { data, error, isLoading, mutate } = useSWR(key, fetchPage<ProviderDto>, { keepPreviousData: true });
  return { providers: data?.items ?? [], total: data?.total ?? 0, error, isLoading, mutate };
}
