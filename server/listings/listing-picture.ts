import type { Prisma } from "@/lib/generated/prisma/client";
import { LISTING_PICTURE_LIMITS, PLACEHOLDER_IMAGE } from "@/lib/domain/pictures";
import { LISTING_PICTURES_MAX, tooManyPicturesMessage } from "@/lib/schemas/listing-picture";
import { unprocessable } from "@/server/errors";
import { deletePicture, isDataUrl, preparePicture, storePicture, type PreparedPicture } from "@/server/files/pictures";
import { galleryOrder, lockListing, syncCover } from "@/server/listing-pictures/gallery";

/**
 * What a register/update body's `image` asks for — it names the listing's
 * cover, the first picture of its gallery (server/listing-pictures): a data
 * URL adds a picture to the gallery as the new cover (the others stay, after
 * it), 'property1.jpg' removes the cover (the next picture becomes the cover,
 * or the listing has none), anything else (the current picture's URL, as the
 * form sends it back) leaves the gallery as it is.
 */
export type PictureChange = { kind: "new"; picture: PreparedPicture } | { kind: "placeholder" } | { kind: "unchanged" };

/** Checks and re-encodes a new picture — before the transaction, so no transaction waits on image work. A bad picture is a 400. */
export async function readPictureChange(image: string): Promise<PictureChange> {
  if (isDataUrl(image)) return { kind: "new", picture: await preparePicture(image, LISTING_PICTURE_LIMITS) };
  if (image === PLACEHOLDER_IMAGE) return { kind: "placeholder" };
  return { kind: "unchanged" };
}

/** A new listing's picture: stored, and the first of its gallery once the listing exists (`addCreatedCover`). */
export async function storeNewCover(tx: Prisma.TransactionClient, change: PictureChange): Promise<string | null> {
  return change.kind === "new" ? storePicture(tx, change.picture) : null;
}

export async function addCreatedCover(tx: Prisma.TransactionClient, listingId: string, fileId: string | null): Promise<void> {
  if (fileId) await tx.listingPicture.create({ data: { fileId, listingId, position: 0 } });
}

/**
 * Inside an update's transaction: applies the change to the gallery and
 * answers the listing's cover (imageId) after it, or undefined when unchanged.
 */
export async function applyCoverChange(
  tx: Prisma.TransactionClient,
  listingId: string,
  currentCover: string | null,
  change: PictureChange,
): Promise<string | null | undefined> {
  if (change.kind === "unchanged") return undefined;
  await lockListing(tx, listingId);
  if (change.kind === "new") {
    const [count, first] = await Promise.all([
      tx.listingPicture.count({ where: { listingId } }),
      tx.listingPicture.findFirst({ where: { listingId }, select: { position: true }, orderBy: galleryOrder }),
    ]);
    if (count >= LISTING_PICTURES_MAX) throw unprocessable(tooManyPicturesMessage(0), { image: [tooManyPicturesMessage(0)] });
    const fileId = await storePicture(tx, change.picture);
    await tx.listingPicture.create({ data: { fileId, listingId, position: (first?.position ?? 1) - 1 } });
  } else if (currentCover) {
    // The cover's gallery row (its trigger deletes the file), or a file outside the gallery.
    const { count } = await tx.listingPicture.deleteMany({ where: { fileId: currentCover, listingId } });
    if (count === 0) await deletePicture(tx, currentCover);
  }
  return (await syncCover(tx, listingId)).after;
}
