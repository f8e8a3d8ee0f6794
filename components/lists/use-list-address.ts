"use client";

import { usePathname, useSearchParams } from "next/navigation";
import { useCallback, useMemo } from "react";
import { useListView } from "@/components/ui/list-view-preference";
import {
  changeListAddress,
  historyModeOf,
  readListAddress,
  type ListAddressRules,
  type ListChange,
  type PageWindow,
  type TableSort,
} from "@/lib/list-address";
import type { ListName, ListView } from "@/lib/list-view";
import type { Criterion } from "@/lib/schemas/criteria-rules";

export interface ListAddressOptions<Filter extends string = never, Sort extends string = string> extends ListAddressRules<Filter, Sort> {
  /** The list's name when it has the tiles/table toggle: without `view` in the address, the person's last choice shows. */
  name?: ListName;
}

/**
 * Every list's state — search text, Finder criteria, the table's sort, the view, the page and its own filters —
 * read from the page's address and written back to it (lib/list-address.ts has the rules). Nothing is kept in
 * React state, so Back, Forward, a reload or a shared link show the same list, and a new search, new criteria or
 * a new filter go back to the first page in the same write (no state to reset during render, no effect).
 * The native history calls keep useSearchParams in step without asking the server for the page again (the list
 * fetches its own data). `options` should keep its identity between renders (a module constant, or memoised):
 * the address is read again, and the setters made again, when it changes.
 */
export function useListAddress<Filter extends string = never, Sort extends string = string>(options: ListAddressOptions<Filter, Sort>) {
  const searchParams = useSearchParams();
  const pathname = usePathname();
  const [rememberedView, rememberView] = useListView(options.name);

  // Read once per address: the criteria array keeps its identity between renders.
  const address = useMemo(() => readListAddress(searchParams, options), [searchParams, options]);
  const { criteria } = address;
  const view: ListView = options.name ? (address.view ?? rememberedView) : "tiles";
  const sort = view === "table" ? address.sort : null;

  const change = useCallback(
    (next: ListChange<Filter>) => {
      // The address as it is now: another change may have written it since this render.
      const query = changeListAddress(window.location.search, next, options);
      if (query === null) return;
      const url = query ? `${pathname}?${query}` : pathname;
      if (historyModeOf(next, options) === "push") window.history.pushState(null, "", url);
      else window.history.replaceState(null, "", url);
    },
    [pathname, options],
  );

  const setSearch = useCallback((search: string) => change({ search }), [change]);
  const setCriteria = useCallback((next: readonly Criterion[]) => change({ criteria: next }), [change]);
  const setSort = useCallback((next: TableSort | null) => change({ sort: next }), [change]);
  const setPage = useCallback((page: PageWindow) => change({ page }), [change]);
  const setFilters = useCallback((filters: Partial<Record<Filter, string>>) => change({ filters }), [change]);
  const setView = useCallback(
    (next: ListView) => {
      rememberView(next);
      change({ view: next });
    },
    [rememberView, change],
  );

  const filtered = Object.values<string>(address.filters).some(Boolean);
  return {
    search: address.search,
    criteria,
    /** The table's sort, in force in table view only (tiles keep the list's own order). */
    sort,
    view,
    page: address.page,
    pageSizes: options.pageSizes,
    filters: address.filters,
    /** What selects and orders the records, for the list's request and its export: the criteria and the table's sort. */
    query: { criteria, sort: sort?.sort, order: sort?.order },
    /** The page's window for the request. */
    paging: { skip: address.page.skip, limit: address.page.pageSize },
    /** Nothing in the address narrows, orders or pages the list: the server's first page (if any) is this one. */
    atStart:
      !address.search &&
      criteria.length === 0 &&
      !sort &&
      !filtered &&
      address.page.skip === 0 &&
      address.page.pageSize === options.pageSize,
    setSearch,
    setCriteria,
    setSort,
    setPage,
    setFilters,
    setView,
  };
}

export type ListAddressState<Filter extends string = never, Sort extends string = string> = ReturnType<typeof useListAddress<Filter, Sort>>;
