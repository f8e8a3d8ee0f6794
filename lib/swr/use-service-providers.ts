"use client";

import type { ServiceProviderDto, ServiceProviderListQuery } from "@/lib/schemas/service-provider";
import { useListPage } from "./use-list-page";

/** One page of service providers (GET /services/providers), sorted by name unless the query sorts. */
export function useServiceProviders(query: Partial<ServiceProviderListQuery>) {
  return useListPage<ServiceProviderDto>("/services/providers", query);
}
