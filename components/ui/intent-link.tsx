"use client";

import Link, { useLinkStatus } from "next/link";
import { useRouter } from "next/navigation";
import type { ComponentProps, FocusEvent, PointerEvent } from "react";

type IntentLinkProps = Omit<ComponentProps<typeof Link>, "prefetch" | "href"> & { href: string };

/**
 * A link to a page people may well open next (a menu entry, a dashboard
 * tile): its page is prefetched when the pointer or keyboard focus reaches
 * it, not when it scrolls into view. Next.js's default would fetch every
 * such page's data and code with each page view (14 requests for the menu,
 * 8 for the dashboard's tiles), on a phone's connection too.
 */
export function IntentLink({ href, onPointerEnter, onFocus, children, ...props }: IntentLinkProps) {
  const router = useRouter();
  return (
    <Link
      {...props}
      href={href}
      prefetch={false}
      onPointerEnter={(event: PointerEvent<HTMLAnchorElement>) => {
        router.prefetch(href);
        onPointerEnter?.(event);
      }}
      onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
        router.prefetch(href);
        onFocus?.(event);
      }}
    >
      {children}
      <NavigationPending />
    </Link>
  );
}

/**
 * From a click until the next page is on screen, a bar across the top of the window. Pages that put their
 * first screen in the first HTML have no loading.tsx (docs/PERFORMANCE.md "Phone loads"), so this is a
 * client navigation's immediate feedback; it shows after 200 ms, as skeletons do (DESIGN.md), so a fast
 * navigation does not flash it.
 */
function NavigationPending() {
  const { pending } = useLinkStatus();
  return pending ? <NavigationBar /> : null;
}

/** The bar itself: a thin line across the top of the window that grows while the next page comes. */
export function NavigationBar() {
  return (
    <span
      aria-hidden="true"
      data-navigation-pending
      className="pointer-events-none fixed inset-x-0 top-0 z-toast h-0.5 origin-left animate-navigation-pending bg-brand-500 motion-reduce:animate-none print:hidden"
    />
  );
}
