"use client";

import type { ProviderDto } from "@/lib/schemas/provider";
import { useListPage } from "./use-list-page";

/** One page of service providers (sorted by name), for pickers. */
export function useProviders({ name, skip, limit }: { name?: string; skip: number; limit: number }) {
  const { items, ...page } = useListPage<ProviderDto>("/services/providers", { name, skip, limit });
  return { providers: items, ...page };
}
