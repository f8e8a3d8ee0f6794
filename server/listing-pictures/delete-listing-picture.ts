import type { Actor } from "@/server/auth/actor";
import { prisma } from "@/server/db/client";
import { notFound } from "@/server/errors";
import { lockListing, recordGalleryEvent, syncCover } from "./gallery";

/**
 * DELETE /listings/{id}/pictures/{pictureId}: the picture and its stored file
 * (the migration's trigger) go; when it was the cover, the next picture
 * becomes the cover, or the listing goes back to 'property1.jpg'.
 */
export async function deleteListingPicture({ listingId, pictureId, actor }: { listingId: string; pictureId: string; actor: Actor }) {
  return prisma.$transaction(async (tx) => {
    await lockListing(tx, listingId);
    // Read before the delete: the cover's file going sets image_id to null on its own.
    const before = await tx.listing.findUnique({ where: { id: listingId }, select: { imageId: true } });
    const { count } = await tx.listingPicture.deleteMany({ where: { fileId: pictureId, listingId } });
    if (count === 0) throw notFound("The picture was not found on this listing.");
    await syncCover(tx, listingId);
    await recordGalleryEvent(tx, { actor, listingId, event: "remove", coverChanged: before?.imageId === pictureId });
  });
}
