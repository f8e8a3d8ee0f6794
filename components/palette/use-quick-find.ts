"use client";

import { useEffect, useState } from "react";
import { SEARCH_DEBOUNCE_MS } from "@/components/ui/search-box";
import { apiFetch, ApiRequestError } from "@/lib/client/api";
import { queryString } from "@/lib/query-string";
import { QUICK_FIND_MIN_LENGTH, type QuickFindResults } from "@/lib/schemas/search";

export type QuickFindState =
  | { phase: "hint" }
  | { phase: "loading"; results: QuickFindResults | null }
  | { phase: "done"; results: QuickFindResults; query: string }
  | { phase: "failed"; offline: boolean };

/** Rows per kind of record; the palette shows them all (DESIGN.md "Command palette": up to 5 per group). */
export const PALETTE_ROWS_PER_KIND = 5;

/** Failures the palette shows in its own panel instead of the shell's messages (401 still signs out). */
const SHOWN_IN_PALETTE = [0, 400, 429, 500, 502, 503, 504];

/**
 * Quick-find as the person types: nothing below two characters, then one
 * request per pause in typing (SEARCH_DEBOUNCE_MS). A newer query aborts the
 * request still running, so an old answer never replaces a newer one. The
 * previous results stay on screen while the next ones load. A new `attempt`
 * asks again (Try again after a failure).
 */
type Answer = { key: string; query: string } & ({ results: QuickFindResults } | { offline: boolean });

export function useQuickFind(text: string, attempt = 0): QuickFindState {
  const query = text.trim();
  const key = `${attempt}:${query}`;
  const [answer, setAnswer] = useState<Answer | null>(null);

  useEffect(() => {
    if (query.length < QUICK_FIND_MIN_LENGTH) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      apiFetch<QuickFindResults>(`/search${queryString({ q: query, limit: PALETTE_ROWS_PER_KIND })}`, {
        signal: controller.signal,
        handledStatuses: SHOWN_IN_PALETTE,
      }).then(
        ({ data }) => setAnswer({ key, query, results: data }),
        (error: unknown) => {
          if (controller.signal.aborted) return;
          setAnswer({ key, query, offline: error instanceof ApiRequestError && error.status === 0 });
        },
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [key, query]);

  if (query.length < QUICK_FIND_MIN_LENGTH) return { phase: "hint" };
  if (answer?.key === key) {
    return "results" in answer
      ? { phase: "done", results: answer.results, query: answer.query }
      : { phase: "failed", offline: answer.offline };
  }
  return { phase: "loading", results: answer && "results" in answer ? answer.results : null };
}
