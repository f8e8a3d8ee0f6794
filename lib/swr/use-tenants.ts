"use client";

import type { TenantDto, TenantListQuery } from "@/lib/schemas/tenant";
import { useListPage } from "./use-list-page";

/** One page of tenants (GET /tenants), sorted by name unless the query sorts; null reads nothing. */
export function useTenants(query: Partial<TenantListQuery> | null) {
  return useListPage<TenantDto>("/tenants", query);
}
