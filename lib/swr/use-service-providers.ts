"use client";

import type { ServiceProviderDto, ServiceProviderListQuery } from "@/lib/schemas/contact-party";
import { useListPage } from "./use-list-page";

/** One page of service providers (GET /services/providers), sorted by name unless the query sorts; null reads nothing. */
export function useServiceProviders(query: Partial<ServiceProviderListQuery> | null) {
  return useListPage<ServiceProviderDto>("/services/providers", query);
}
