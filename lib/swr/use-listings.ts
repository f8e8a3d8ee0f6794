"use client";

import useSWR from "swr";
import type { Listing } from "@/lib/schemas/listing";
import { fetchPage, queryString } from "@/lib/client/api";

export interface ListingFilters {
  propertyName?: string;
  propertySpecialist?: string;
  client?: string;
  skip?: number;
  limit?: number;
}

/** One page of listings (sorted by property name), keyed by its URL so a save can revalidate it. */
export function useListings({ propertyName, propertySpecialist, client, skip = 0, limit = 50 }: ListingFilters = {}, enabled = true) {
  const key = enabled ? `/listings${queryString({ propertyName, propertySpecialist, client, skip, limit })}` : null;
  const { data, error, isLoading, mutate } = useSWR(key, fetchPage<Listing>, { keepPreviousData: true });
  return { listings: data?.items ?? [], total: data?.total ?? 0, error, isLoading, mutate };
}
