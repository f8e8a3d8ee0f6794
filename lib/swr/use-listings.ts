"use client";

import type { ListingListQuery, ListingSummary } from "@/lib/schemas/listing";
import { useListPage, type ListPage } from "./use-list-page";

/**
 * One page of listings (GET /listings, sorted by property name unless the query sorts), as the fields a tile
 * and a row show; `firstPage`, rendered by the server, stands in until the browser's answer.
 */
export function useListings(query: Partial<ListingListQuery>, firstPage?: ListPage<ListingSummary>) {
  return useListPage<ListingSummary>("/listings", query, firstPage);
}
