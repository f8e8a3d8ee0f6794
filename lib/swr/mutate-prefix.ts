"use client";

import { mutate } from "swr";

/**
 * Revalidates every cached SWR entry whose key (an API path under /api/v1,
 * e.g. "/clients?skip=0&limit=50") starts with one of the prefixes: after a
 * write, every list that may show the changed record loads again. Errors of
 * those reloads are the lists' own to show; the write itself has succeeded.
 */
export async function mutatePrefix(prefixes: string | readonly string[]): Promise<void> {
  const list = typeof prefixes === "string" ? [prefixes] : prefixes;
  if (list.length === 0) return;
  await mutate((key) => typeof key === "string" && list.some((prefix) => key.startsWith(prefix))).catch(() => undefined);
}
