"use client";

import { useRouter } from "next/navigation";
import { useTransition, type MouseEvent, type ReactNode } from "react";
import { NavigationBar } from "./intent-link";

/**
 * Opens the plain links inside it (`<a href>`) as `next/link` would: in the console, without reloading the page,
 * with the navigation bar while the next page comes. For screens with hundreds of links — the calendar's events,
 * the listings' tiles: each `next/link` is a component the phone hydrates (its refs, effects and navigation status),
 * where a plain link costs nothing and one listener here serves them all (docs/PERFORMANCE.md "Third round"). Enter
 * on a focused link is a click too, so the keyboard follows the same path.
 * A click that asks for something else — a new tab or window (a modifier key, the middle button), a download or a file
 * from the API, another site, only another part of this page — is the browser's, as is a click a link inside already
 * handled.
 */
export function LinkScope({ children, className }: { children: ReactNode; className?: string }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  function onClick(event: MouseEvent<HTMLDivElement>) {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const href = consoleHref(event.target);
    if (href === null) return;
    event.preventDefault();
    startTransition(() => router.push(href));
  }
  return (
    <div className={className} onClick={onClick}>
      {children}
      {pending && <NavigationBar />}
    </div>
  );
}

/** The address inside the console a click on `target` follows, or null when the browser should follow it itself. */
function consoleHref(target: EventTarget): string | null {
  const anchor = target instanceof Element ? target.closest("a[href]") : null;
  if (!(anchor instanceof HTMLAnchorElement) || (anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download")) {
    return null;
  }
  const url = new URL(anchor.href);
  const here = window.location;
  if (url.origin !== here.origin || url.pathname.startsWith("/api/")) return null;
  if (url.hash && url.pathname === here.pathname && url.search === here.search) return null;
  return url.pathname + url.search + url.hash;
}
