"use client";

import { usePathname, useSearchParams } from "next/navigation";
import { useCallback } from "react";
import type { SortOrder } from "@/lib/schemas/search";

export interface TableSort {
  /** A list's sort name (docs/API.md "Sorting"), e.g. `cost.salePriceInUS`. */
  sort: string;
  order: SortOrder;
}

/**
 * The table view's sort, kept in the address (`?sort=&order=`, DESIGN.md
 * "Table") so a reload, a shared link or Back shows the same order. Only the
 * names in `allowed` count: anything else in the address is ignored rather
 * than sent to the server as a 400.
 */
export function useTableSort(allowed: readonly string[]): [TableSort | null, (next: TableSort | null) => void] {
  const searchParams = useSearchParams();
  const pathname = usePathname();
  const sortName = searchParams.get("sort");
  const current: TableSort | null =
    sortName && allowed.includes(sortName) ? { sort: sortName, order: searchParams.get("order") === "desc" ? "desc" : "asc" } : null;

  const setSort = useCallback(
    (next: TableSort | null) => {
      // The address as it is now: the list's search and criteria may have changed it since this render.
      const params = new URLSearchParams(window.location.search);
      if (next) {
        params.set("sort", next.sort);
        params.set("order", next.order);
      } else {
        params.delete("sort");
        params.delete("order");
      }
      const query = params.toString();
      // Next keeps useSearchParams in step with history.replaceState, without asking the server for the page again.
      window.history.replaceState(null, "", query ? `${pathname}?${query}` : pathname);
    },
    [pathname],
  );
  return [current, setSort];
}
