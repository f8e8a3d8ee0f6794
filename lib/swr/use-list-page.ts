"use client";

import useSWR from "swr";
import { READ_DEFAULTS } from "@/lib/swr/read-defaults";
import { fetchPage } from "@/lib/client/api";
import { queryString } from "@/lib/query-string";
import { paramFromCriteria } from "@/lib/list-address";
import type { Criterion } from "@/lib/schemas/criteria-rules";

/** Fixed parameters of a request (a picker's `role`), as they go into a URL. */
export type ListParams = Record<string, string | number | boolean | undefined | null>;

/**
 * A list endpoint's query as its hook takes it: the parameters its query schema reads, as the handler sees
 * them once parsed — `Partial<z.output<typeof …ListQuerySchema>>`, e.g. `Partial<ClientListQuery>` (dub's
 * lib/swr/use-links.ts) — with `criteria` as the array. Only types cross from lib/schemas: no zod in the browser.
 */
export type ListQueryValues = Record<string, string | number | boolean | readonly Criterion[] | undefined | null>;

/** `?name=…&criteria=[…]`: the query of a list request or export, criteria as their JSON, blanks left out. */
export function listQueryString(query: ListQueryValues): string {
  const params: ListParams = {};
  for (const [name, value] of Object.entries(query)) {
    params[name] = Array.isArray(value) ? paramFromCriteria(value as readonly Criterion[]) : (value as ListParams[string]);
  }
  return queryString(params);
}

export interface ListPage<Item> {
  items: Item[];
  total: number;
}

/**
 * One page of any list endpoint, keyed by its URL (so a save can revalidate every cached page of a resource by
 * prefix); `query` null reads nothing. The previous page stays on screen while the next one loads, so lists
 * never jump to a skeleton. `firstPage` (the same page, rendered by the server) is shown at once and still
 * revalidated on mount, like any page; while it is on screen the page is not loading, and its revalidation
 * draws nothing unless the page changed. `select` reads each item the endpoint sends as the fields the list shows —
 * the shape `firstPage` has, or the answer would never equal it and would draw the whole list again. The per-resource
 * hooks (use-clients.ts, ...) type `query`.
 */
export function useListPage<Item, Sent = Item>(
  path: string,
  query: ListQueryValues | null,
  firstPage?: ListPage<Item>,
  select?: (item: Sent) => Item,
) {
  const key = query ? `${path}${listQueryString(query)}` : null;
  const fetcher = select
    ? async (url: string) => {
        const sent = await fetchPage<Sent>(url);
        return { ...sent, items: sent.items.map(select) };
      }
    : fetchPage<Item>;
  const page = useSWR<ListPage<Item>>(key, fetcher, {
    ...READ_DEFAULTS,
    keepPreviousData: true,
    fallbackData: firstPage,
  });
  const { data, error, mutate } = page;
  // SWR re-renders for the fields a render has read. Reading isLoading over the server's page made its flip
  // at the end of the mount revalidation draw the whole list again (a long task on the ledger and the
  // listings); unread, an unchanged answer (SWR compares it with the page shown) draws nothing.
  const isLoading = firstPage !== undefined && data === firstPage ? false : page.isLoading;
  return { items: data?.items ?? [], total: data?.total ?? 0, error, isLoading, mutate };
}

export type ListPageResult<Item> = ReturnType<typeof useListPage<Item>>;
