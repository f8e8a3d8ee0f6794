"use client";

import useSWR from "swr";
import { READ_DEFAULTS } from "@/lib/swr/read-defaults";
import { apiFetch } from "@/lib/client/api";
import { SERVICE_ORDER_GROUPS } from "@/lib/domain/enums";
import type { ServiceOrderDto, ServiceOrderGroupCounts, ServiceOrderGroups, ServiceOrderListQuery } from "@/lib/schemas/service-order";
import { listQueryString, useListPage } from "./use-list-page";

type ServiceOrderQuery = Partial<ServiceOrderListQuery>;

/** A flat page of service orders, sorted by due date unless the query sorts; null reads nothing. */
export function useServiceOrders(query: ServiceOrderQuery | null) {
  return useListPage<ServiceOrderDto>("/services/orders", query);
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

/** The five groups of GET /services/orders?sortItems=true with their full counts; null reads nothing. */
export function useServiceOrderGroups(query: Omit<ServiceOrderQuery, "sortItems" | "status"> | null) {
  const key = query ? `/services/orders${listQueryString({ ...query, sortItems: true })}` : null;
  const { data, error, isLoading, mutate } = useSWR(key, fetchGroups, { ...READ_DEFAULTS, keepPreviousData: true });
  return { groups: data?.groups, counts: data?.counts ?? EMPTY_COUNTS, error, isLoading, mutate };
}
