"use client";

import type { ServiceProviderDto } from "@/lib/schemas/service-provider";
import { useListPage } from "./use-list-page";

/** One page of service providers (sorted by name), for pickers. */
export function useServiceProviders({ name, skip, limit }: { name?: string; skip: number; limit: number }) {
  const { items, ...page } = useListPage<ServiceProviderDto>("/services/providers", { name, skip, limit });
  return { providers: items, ...page };
}
