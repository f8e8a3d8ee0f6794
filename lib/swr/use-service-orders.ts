"use client";

import useSWR from "swr";
import { READ_DEFAULTS } from "@/lib/swr/read-defaults";
import { apiFetch, fetchPage, queryString } from "@/lib/client/api";
import { SERVICE_ORDER_GROUPS, type ServiceOrderStatus } from "@/lib/domain/enums";
import type { ServiceOrderDto, ServiceOrderGroupCounts, ServiceOrderGroups } from "@/lib/schemas/service-order";

export interface ServiceOrderFilters {
  serviceProviderRef?: string;
  status?: ServiceOrderStatus;
  /** Listing name, order name or order number. */
  listing?: string;
  /** Provider name. */
  provider?: string;
  /** The table view's sort (docs/API.md "Sorting"). */
  sort?: string;
  order?: "asc" | "desc";
  /** The Finder's criteria (the `criteria` parameter's JSON). */
  criteria?: string;
  skip?: number;
  limit?: number;
}

/** A flat page of service orders sorted by due date. */
export function useServiceOrders(filters: ServiceOrderFilters, enabled = true) {
  const key = enabled ? `/services/orders${queryString({ ...filters })}` : null;
  const { data, error, isLoading, mutate } = useSWR(key, fetchPage<ServiceOrderDto>, { ...READ_DEFAULTS, keepPreviousData: true });
  return { orders: data?.items ?? [], total: data?.total ?? 0, error, isLoading, mutate };
}

const EMPTY_COUNTS: ServiceOrderGroupCounts = { pastDue: 0, approved: 0, pending: 0, declined: 0, completed: 0 };

async function fetchGroups(path: string): Promise<{ groups: ServiceOrderGroups; counts: ServiceOrderGroupCounts }> {
  const { data, headers } = await apiFetch<ServiceOrderGroups>(path);
  let counts = EMPTY_COUNTS;
  try {
    counts = { ...EMPTY_COUNTS, ...(JSON.parse(headers.get("X-Group-Counts") ?? "{}") as Partial<ServiceOrderGroupCounts>) };
  } catch {
    counts = Object.fromEntries(SERVICE_ORDER_GROUPS.map((group) => [group, data[group]?.length ?? 0])) as ServiceOrderGroupCounts;
  }
  return { groups: data, counts };
}

/** The five groups of GET /services/orders?sortItems=true with their full counts. */
export function useServiceOrderGroups(filters: ServiceOrderFilters, enabled = true) {
  const key = enabled ? `/services/orders${queryString({ ...filters, sortItems: true })}` : null;
  const { data, error, isLoading, mutate } = useSWR(key, fetchGroups, { ...READ_DEFAULTS, keepPreviousData: true });
  return { groups: data?.groups, counts: data?.counts ?? EMPTY_COUNTS, error, isLoading, mutate };
}
