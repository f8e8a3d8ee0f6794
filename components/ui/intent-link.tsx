"use client";

import Link from "next/link";
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
export function IntentLink({ href, onPointerEnter, onFocus, ...props }: IntentLinkProps) {
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
    />
  );
}
