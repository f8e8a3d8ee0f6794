"use client";

import { usePathname, useSearchParams } from "next/navigation";
import { useCallback, useMemo } from "react";
import { changeListAddress, historyModeOf, readListAddress, type ListChange } from "@/lib/list-address";

/** A report's address: its page and its own filters (lib/list-address.ts reads and writes it, as every list's). */
export const REPORT_PAGE_SIZES = [50, 100, 200];

export function useReportAddress<Filter extends string = never>(filters: Record<Filter, (value: string) => boolean>) {
  const searchParams = useSearchParams();
  const pathname = usePathname();
  const rules = useMemo(() => ({ pageSize: REPORT_PAGE_SIZES[0]!, pageSizes: REPORT_PAGE_SIZES, filters }), [filters]);
  const address = useMemo(() => readListAddress<Filter>(searchParams, rules), [searchParams, rules]);
  const change = useCallback(
    (next: ListChange<Filter>) => {
      const query = changeListAddress(window.location.search, next, rules);
      if (query === null) return;
      const url = query ? `${pathname}?${query}` : pathname;
      if (historyModeOf(next, rules) === "push") window.history.pushState(null, "", url);
      else window.history.replaceState(null, "", url);
    },
    [pathname, rules],
  );
  return { ...address, change };
}
