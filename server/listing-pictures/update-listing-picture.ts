import type { ListingPictureDto } from "@/lib/schemas/listing-picture";
import type { Actor } from "@/server/auth/actor";
import { prisma } from "@/server/db/client";
import { notFound } from "@/server/errors";
import { lockListing, readGallery, recordGalleryEvent, toPictureDto } from "./gallery";

/** PUT /listings/{id}/pictures/{pictureId} `{caption}`: a blank caption removes it. */
export async function updateListingPicture({
  listingId,
  pictureId,
  caption,
  actor,
}: {
  listingId: string;
  pictureId: string;
  caption: string | null;
  actor: Actor;
}): Promise<ListingPictureDto> {
  return prisma.$transaction(async (tx) => {
    await lockListing(tx, listingId);
    const found = await tx.listingPicture.findFirst({ where: { fileId: pictureId, listingId }, select: { caption: true } });
    if (!found) throw notFound("The picture was not found on this listing.");
    if (found.caption !== caption) {
      await tx.listingPicture.update({ where: { fileId: pictureId }, data: { caption } });
      await recordGalleryEvent(tx, { actor, listingId, event: "caption", caption, coverChanged: false });
    }
    const gallery = await readGallery(tx, listingId);
    const index = gallery.findIndex((row) => row.fileId === pictureId);
    return toPictureDto(gallery[index]!, index);
  });
}
