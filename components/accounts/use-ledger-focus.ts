"use client";

import { useCallback, useEffect, useRef, useState, type RefObject } from "react";

/** Where focus goes once the ledger has re-rendered. */
export type LedgerFocusTarget =
  /** A posted entry's row (its line on a phone). */
  | { entry: string }
  /** After a deletion: the next row, else the previous one. */
  | { next?: string; previous?: string }
  /** The first row (newest first: an entry dated now, such as a reversal). */
  | { newest: true }
  /** The "Add transaction" button. */
  | "trigger";

const FIELD = "input:not([type=hidden]):not([disabled]), select:not([disabled]), textarea:not([disabled])";

/** The entry's row in the table, or its line in the phone list: whichever is shown. */
function shownEntry(container: HTMLElement | null, id: string | undefined): HTMLElement | null {
  if (!container || !id) return null;
  const candidates = container.querySelectorAll<HTMLElement>(`[data-entry-id="${CSS.escape(id)}"]`);
  return [...candidates].find((element) => element.getClientRects().length > 0) ?? null;
}

function firstShownEntry(container: HTMLElement | null): HTMLElement | null {
  return (
    [...(container?.querySelectorAll<HTMLElement>("[data-entry-id]") ?? [])].find((element) => element.getClientRects().length > 0) ?? null
  );
}

/**
 * Keeps keyboard focus where the work is (WCAG 2.4.3) as the ledger changes
 * under it: into the add-transaction panel's first field when it opens (the
 * form arrives by dynamic import, so wait for it), to the posted entry after
 * a posting, to the next row after a deletion, and back to the trigger when
 * nothing better exists. Without this, focus fell to <body> each time. The
 * opened panel scrolls into view whole, so SAVE is on screen too.
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
      if (!field) return false;
      // The whole panel comes into view, SAVE included, not just its first field.
      field.focus({ preventScroll: true });
      const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      root.scrollIntoView({ block: "nearest", behavior: reduced ? "auto" : "smooth" });
      return true;
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
          : "newest" in target
            ? firstShownEntry(entries.current)
            : (shownEntry(entries.current, target.next) ?? shownEntry(entries.current, target.previous));
    (element ?? trigger.current)?.focus();
  }, [requests, rendered, entries, trigger]);

  return useCallback((target: LedgerFocusTarget) => {
    pending.current = target;
    setRequests((count) => count + 1);
  }, []);
}
