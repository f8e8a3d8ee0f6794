"use client";

import { usePathname, useSearchParams } from "next/navigation";
import { useCallback, useMemo } from "react";
import type { Criterion } from "@/lib/schemas/search";
import { CRITERIA_PARAM, criteriaFromParam, paramFromCriteria } from "./finder-criteria";

/** The search parameter that carries a list's search text. */
export const SEARCH_TEXT_PARAM = "q";

/**
 * A list's query kept in the page's URL (search text `q`, Finder `criteria`,
 * table `sort`/`order`), so a filtered list can be reloaded, bookmarked and
 * shared. New criteria are a new history entry (Back undoes them); typing
 * replaces the entry, so Back does not step through every keystroke. The
 * native history calls keep useSearchParams in step without asking the
 * server for the page again (the list fetches its own data).
 */
export function useListQuery() {
  const searchParams = useSearchParams();
  const pathname = usePathname();

  const criteriaText = searchParams.get(CRITERIA_PARAM);
  const criteria = useMemo(() => criteriaFromParam(criteriaText), [criteriaText]);
  const search = searchParams.get(SEARCH_TEXT_PARAM) ?? "";
  const sort = searchParams.get("sort") ?? undefined;
  const order = searchParams.get("order") ?? undefined;

  const update = useCallback(
    (changes: Record<string, string | undefined>, mode: "push" | "replace") => {
      const next = new URLSearchParams(window.location.search);
      for (const [name, value] of Object.entries(changes)) {
        if (value) next.set(name, value);
        else next.delete(name);
      }
      const query = next.toString();
      if (query === window.location.search.replace(/^\?/, "")) return;
      const url = query ? `${pathname}?${query}` : pathname;
      if (mode === "push") window.history.pushState(null, "", url);
      else window.history.replaceState(null, "", url);
    },
    [pathname],
  );

  const setCriteria = useCallback((next: readonly Criterion[]) => update({ [CRITERIA_PARAM]: paramFromCriteria(next) }, "push"), [update]);
  const setSearch = useCallback((text: string) => update({ [SEARCH_TEXT_PARAM]: text || undefined }, "replace"), [update]);

  return {
    search,
    criteria,
    /** The `criteria` parameter for the list's request (undefined when there are none). */
    criteriaParam: paramFromCriteria(criteria),
    sort,
    order,
    setSearch,
    setCriteria,
  };
}
