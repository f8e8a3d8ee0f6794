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
    countListings(query, where),
  ]);
  return { items: rows.map(toListingDto), total };
}

/**
 * The total. Filtered by specialist alone (a specialist's book), it is the
 * count the database keeps per specialist (migration
 * 20261124040000_specialist_listing_counts), which does not grow with the book.
 */
async function countListings(query: ListingFilters, where: Prisma.ListingWhereInput): Promise<number> {
  const specialistOnly = query.propertySpecialist && !query.client && !query.propertyName && !query.criteria?.length;
  if (!specialistOnly) return prisma.listing.count({ where });
  const kept = await prisma.specialistListingCount.findUnique({ where: { propertySpecialistId: query.propertySpecialist } });
  return Number(kept?.listings ?? 0);
}
