import type { Prisma } from "@/lib/generated/prisma/client";
import type { ListingListQuery } from "@/lib/schemas/listing";
import { prisma } from "@/server/db/client";
import { containsText } from "@/server/db/text-search";
import { resolveCriteria, resolveSort } from "@/server/search/criteria";
import { LISTING_DEFAULT_SORT, listingSearch } from "@/server/search/fields/listings";
import { listingRelations, toListingDto } from "./listing-dto";

type ListingFilters = Partial<Omit<ListingListQuery, "skip" | "limit">>;

/**
 * The filters of GET /listings, shared with its export: specialist, client,
 * property name (literal, anywhere, case-insensitive) AND the Finder's criteria.
 */
export function listingListWhere(query: ListingFilters): Prisma.ListingWhereInput {
  const and = resolveCriteria(listingSearch, query.criteria);
  if (query.propertySpecialist) and.push({ propertySpecialistId: query.propertySpecialist });
  if (query.client) and.push({ clientId: query.client });
  if (query.propertyName) and.push({ propertyName: containsText(query.propertyName) });
  return { AND: and };
}

/** By property name (case-insensitive) unless the table view asks for another sort. */
export function listingListOrder(query: ListingFilters): Prisma.ListingOrderByWithRelationInput[] {
  return resolveSort(listingSearch, query, LISTING_DEFAULT_SORT);
}

/** One page of listings with the total. */
export async function findListings(query: ListingFilters & Pick<ListingListQuery, "skip" | "limit">) {
  const where = listingListWhere(query);
  const [rows, total] = await Promise.all([
    prisma.listing.findMany({ where, include: listingRelations, orderBy: listingListOrder(query), skip: query.skip, take: query.limit }),
    prisma.listing.count({ where }),
  ]);
  return { items: rows.map(toListingDto), total };
}
