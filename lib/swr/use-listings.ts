"use client";

import type { Listing } from "@/lib/schemas/listing";
import { useListPage } from "./use-list-page";

export interface ListingFilters {
  propertyName?: string;
  propertySpecialist?: string;
  client?: string;
  skip?: number;
  limit?: number;
}

/** One page of listings (sorted by property name): the user page's listings. */
export function useListings({ propertyName, propertySpecialist, client, skip = 0, limit = 50 }: ListingFilters = {}, enabled = true) {
  const { items, ...page } = useListPage<Listing>("/listings", { propertyName, propertySpecialist, client, skip, limit }, enabled);
  return { listings: items, ...page };
}
