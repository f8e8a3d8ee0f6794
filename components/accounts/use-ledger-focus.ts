"use client";

import { useCallback, useEffect, useRef, useState, type RefObject } from "react";

/** Where focus goes once the ledger has re-rendered. */
export type LedgerFocusTarget =
  /** A posted entry's row (its line on a phone). */
  | { entry: string }
  /** After a deletion: the next row, else the previous one. */
  | { next?: string; previous?: string }
  /** The "Add transaction" button. */
  | "trigger";

const FIELD = "input:not([type=hidden]):not([disabled]), select:not([disabled]), textarea:not([disabled])";

/** The entry's row in the table, or its line in the phone list: whichever is shown. */
function shownEntry(container: HTMLElement | null, id: string | undefined): HTMLElement | null {
  if (!container || !id) return null;
  const candidates = container.querySelectorAll<HTMLElement>(`[data-entry-id="${CSS.escape(id)}"]`);
  return [...candidates].find((element) => element.getClientRects().length > 0) ?? null;
}

/**
 * Keeps keyboard focus where the work is (WCAG 2.4.3) as the ledger changes
 * under it: into the add-transaction panel's first field when it opens (the
 * form arrives by dynamic import, so wait for it), to the posted entry after
 * a posting, to the next row after a deletion, and back to the trigger when
 * nothing better exists. Without this, focus fell to <body> each time.
 */
export function useLedgerFocus({
  panelOpen,
  panel,
  entries,
  trigger,
  rendered,
}: {
  panelOpen: boolean;
  panel: RefObject<HTMLElement | null>;
  entries: RefObject<HTMLElement | null>;
  trigger: RefObject<HTMLElement | null>;
  /** Changes whenever the rows do, so a request is served after they render. */
  rendered: unknown;
}) {
  const pending = useRef<LedgerFocusTarget | null>(null);
  const [requests, setRequests] = useState(0);
  const wasOpen = useRef(panelOpen);

  useEffect(() => {
    const opened = panelOpen && !wasOpen.current;
    wasOpen.current = panelOpen;
    if (!opened || !panel.current) return;
    const root = panel.current;
    const focusFirstField = () => {
      const field = root.querySelector<HTMLElement>(FIELD);
      field?.focus();
      return Boolean(field);
    };
    if (focusFirstField()) return;
    const observer = new MutationObserver(() => focusFirstField() && observer.disconnect());
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [panelOpen, panel]);

  useEffect(() => {
    const target = pending.current;
    if (!target) return;
    pending.current = null;
    const element =
      target === "trigger"
        ? null
        : "entry" in target
          ? shownEntry(entries.current, target.entry)
          : (shownEntry(entries.current, target.next) ?? shownEntry(entries.current, target.previous));
    (element ?? trigger.current)?.focus();
  }, [requests, rendered, entries, trigger]);

  return useCallback((target: LedgerFocusTarget) => {
    pending.current = target;
    setRequests((count) => count + 1);
  }, []);
}
