"use client";

import { toListingSummary } from "@/lib/domain/listing-summary";
import type { Listing, ListingListQuery, ListingSummary } from "@/lib/schemas/listing";
import { useListPage, type ListPage } from "./use-list-page";

/**
 * One page of listings (GET /listings, sorted by property name unless the query sorts), as the fields a tile
 * and a row show; `firstPage`, rendered by the server, stands in until the browser's answer (read as the same
 * fields, so an unchanged page draws nothing again).
 */
export function useListings(query: Partial<ListingListQuery>, firstPage?: ListPage<ListingSummary>) {
  return useListPage<ListingSummary, Listing>("/listings", query, firstPage, toListingSummary);
}
