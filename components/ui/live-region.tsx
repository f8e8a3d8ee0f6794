"use client";

import { createContext, useCallback, useContext, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from "react";
import { createPortal } from "react-dom";

/**
 * The one polite live region of the page: status texts ('Saving client
 * details...', 'Client Created') are announced by changing its text, never by
 * inserting an element that already holds the text (which screen readers
 * often miss). It sits directly in <body>, outside the app's tree, so an
 * open dialog — which makes the rest of the app inert and hides it from
 * assistive technology — never silences it.
 */
type Announce = (text: string) => void;

const LiveRegionContext = createContext<Announce | null>(null);
const noSubscription = () => () => {};

export function useAnnounce(): Announce {
  const announce = useContext(LiveRegionContext);
  if (!announce) throw new Error("useAnnounce must be used inside <LiveRegionProvider>");
  return announce;
}

export function LiveRegionProvider({ children }: { children: ReactNode }) {
  const [text, setText] = useState("");
  // No <body> to portal into while rendering on the server and hydrating.
  const mounted = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const frame = useRef<number | null>(null);

  useEffect(
    () => () => {
      if (frame.current !== null) cancelAnimationFrame(frame.current);
    },
    [],
  );

  const announce = useCallback<Announce>((next) => {
    // Empty first, so the same text said twice is announced twice.
    setText("");
    if (frame.current !== null) cancelAnimationFrame(frame.current);
    frame.current = requestAnimationFrame(() => setText(next));
  }, []);

  return (
    <LiveRegionContext.Provider value={announce}>
      {children}
      {mounted &&
        createPortal(
          <div role="status" aria-live="polite" aria-atomic="true" className="sr-only" data-testid="live-region">
            {text}
          </div>,
          document.body,
        )}
    </LiveRegionContext.Provider>
  );
}
