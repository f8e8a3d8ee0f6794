import { notFound } from "@/server/errors";
import { prisma } from "@/server/db/client";
import { listingRelations, toListingDto } from "./listing-dto";

export async function getListing(id: string) {
  const listing = await prisma.listing.findUnique({ where: { id }, include: listingRelations });
  if (!listing) throw notFound("Listing not found.");
  return toListingDto(listing);
}
