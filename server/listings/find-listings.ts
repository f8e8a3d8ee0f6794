import type { Prisma } from "@/lib/generated/prisma/client";
import type { ListingListQuery } from "@/lib/schemas/listing";
import { prisma } from "@/server/db/client";
import { containsText } from "@/server/db/text-search";
import { listingRelations, toListingDto } from "./listing-dto";

/**
 * One page of listings sorted by property name (case-insensitive), with the
 * total. Filters: specialist, client, and property name (literal, anywhere,
 * case-insensitive).
 */
export async function findListings({
  skip,
  limit,
  propertySpecialist,
  propertyName,
  client,
}: Pick<ListingListQuery, "skip" | "limit"> & Partial<Omit<ListingListQuery, "skip" | "limit">>) {
  const where: Prisma.ListingWhereInput = {};
  if (propertySpecialist) where.propertySpecialistId = propertySpecialist;
  if (client) where.clientId = client;
  if (propertyName) where.propertyName = containsText(propertyName);
  const [rows, total] = await Promise.all([
    prisma.listing.findMany({
      where,
      include: listingRelations,
      orderBy: [{ propertyNameSort: "asc" }, { id: "asc" }],
      skip,
      take: limit,
    }),
    prisma.listing.count({ where }),
  ]);
  return { items: rows.map(toListingDto), total };
}
