import type { ListingPictureDto, ListingPictureOrderInput } from "@/lib/schemas/listing-picture";
import type { Actor } from "@/server/auth/actor";
import { prisma } from "@/server/db/client";
import { badRequest } from "@/server/errors";
import { lockListing, readGallery, recordGalleryEvent, syncCover, toPictureDto } from "./gallery";

/**
 * PUT /listings/{id}/pictures/order: `ids` must be exactly the listing's
 * pictures, each once, in their new order; the first becomes the cover.
 * Anything else (missing, extra or foreign ids) is a 400 and nothing moves.
 */
export async function orderListingPictures({
  listingId,
  data,
  actor,
}: {
  listingId: string;
  data: ListingPictureOrderInput;
  actor: Actor;
}): Promise<ListingPictureDto[]> {
  return prisma.$transaction(async (tx) => {
    await lockListing(tx, listingId);
    const current = await readGallery(tx, listingId);
    const known = new Set(current.map((row) => row.fileId));
    if (data.ids.length !== current.length || data.ids.some((id) => !known.has(id))) {
      throw badRequest(`ids must name each of the listing's ${current.length} pictures exactly once.`, {
        ids: ["ids must be exactly the listing's pictures."],
      });
    }
    const moved = data.ids.some((id, index) => current[index]!.fileId !== id);
    if (moved) {
      for (const [position, fileId] of data.ids.entries()) {
        await tx.listingPicture.update({ where: { fileId }, data: { position } });
      }
    }
    const cover = await syncCover(tx, listingId);
    if (moved) await recordGalleryEvent(tx, { actor, listingId, event: "order", coverChanged: cover.before !== cover.after });
    return (await readGallery(tx, listingId)).map(toPictureDto);
  });
}
