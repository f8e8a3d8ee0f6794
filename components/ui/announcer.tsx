"use client";

import { createContext, useCallback, useContext, useState, useSyncExternalStore, type ReactNode } from "react";
import { createPortal } from "react-dom";

/**
 * The one status live region for texts a screen reader must hear without
 * focus moving: a dialog's 'Saving…' and its failure, a saved form's
 * success. It stays in the page from the start and only its text changes —
 * a region inserted together with its text is often not read at all.
 * It is a direct child of <body>, outside the tree a dialog makes inert, so
 * it keeps speaking while a dialog is open.
 */
const AnnounceContext = createContext<((text: string) => void) | null>(null);

export function useAnnounce(): (text: string) => void {
  const announce = useContext(AnnounceContext);
  if (!announce) throw new Error("useAnnounce must be used inside <AnnouncerProvider>");
  return announce;
}

const noSubscription = () => () => undefined;

export function AnnouncerProvider({ children }: { children: ReactNode }) {
  const [text, setText] = useState("");
  // Rendered only in the browser (a portal needs <body>), from hydration on.
  const inBrowser = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

  const announce = useCallback((next: string) => {
    // Cleared first, so the same text said twice is read twice.
    setText("");
    requestAnimationFrame(() => setText(next));
  }, []);

  return (
    <AnnounceContext.Provider value={announce}>
      {children}
      {inBrowser &&
        createPortal(
          <div role="status" aria-live="polite" aria-atomic="true" className="sr-only" data-testid="announcer">
            {text}
          </div>,
          document.body,
        )}
    </AnnounceContext.Provider>
  );
}
