import type { ListingPictureDto } from "@/lib/schemas/listing-picture";
import { prisma } from "@/server/db/client";
import { notFound } from "@/server/errors";
import { readGallery, toPictureDto } from "./gallery";

/** GET /listings/{id}/pictures: the gallery in order, the cover first (404 for an unknown listing). */
export async function findListingPictures(listingId: string): Promise<ListingPictureDto[]> {
  const [listing, rows] = await Promise.all([
    prisma.listing.findUnique({ where: { id: listingId }, select: { id: true } }),
    readGallery(prisma, listingId),
  ]);
  if (!listing) throw notFound("Listing not found.");
  return rows.map(toPictureDto);
}
