"use client";

import useSWR from "swr";
import { READ_DEFAULTS } from "@/lib/swr/read-defaults";
import { fetchPage, queryString } from "@/lib/client/api";

export type ListParams = Record<string, string | number | boolean | undefined | null>;

export interface ListPage<Item> {
  items: Item[];
  total: number;
}

/**
 * One page of any list endpoint, keyed by its URL (so a save can revalidate
 * every cached page of a resource by prefix). The previous page stays on
 * screen while the next one loads, so lists never jump to a skeleton.
 * `firstPage` (the same page, rendered by the server) is shown at once and
 * still revalidated on mount, like any page.
 */
export function useListPage<Item>(path: string, params: ListParams, enabled = true, firstPage?: ListPage<Item>) {
  const key = enabled ? `${path}${queryString(params)}` : null;
  const { data, error, isLoading, mutate } = useSWR(key, fetchPage<Item>, {
    ...READ_DEFAULTS,
    keepPreviousData: true,
    fallbackData: firstPage,
  });
  return { items: data?.items ?? [], total: data?.total ?? 0, error, isLoading, mutate };
}
