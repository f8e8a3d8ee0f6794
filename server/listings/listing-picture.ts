import type { Prisma } from "@/lib/generated/prisma/client";
import { LISTING_PICTURE_LIMITS, PLACEHOLDER_IMAGE } from "@/lib/domain/pictures";
import { deletePicture, isDataUrl, preparePicture, storePicture, type PreparedPicture } from "@/server/files/pictures";

/**
 * What a register/update body's `image` asks for: a data URL is a new
 * picture, 'property1.jpg' the placeholder, anything else (the current
 * picture's URL, as the form sends it back) leaves the picture as it is.
 */
export type PictureChange = { kind: "new"; picture: PreparedPicture } | { kind: "placeholder" } | { kind: "unchanged" };

/** Checks and re-encodes a new picture — before the transaction, so no transaction waits on image work. A bad picture is a 400. */
export async function readPictureChange(image: string): Promise<PictureChange> {
  if (isDataUrl(image)) return { kind: "new", picture: await preparePicture(image, LISTING_PICTURE_LIMITS) };
  if (image === PLACEHOLDER_IMAGE) return { kind: "placeholder" };
  return { kind: "unchanged" };
}

/** Inside the write's transaction: stores a new picture and answers the imageId to keep (undefined = unchanged). */
export async function applyPictureChange(tx: Prisma.TransactionClient, change: PictureChange): Promise<string | null | undefined> {
  if (change.kind === "new") return storePicture(tx, change.picture);
  if (change.kind === "placeholder") return null;
  return undefined;
}

/** Removes the previous picture once the listing no longer points at it. */
export async function dropReplacedPicture(tx: Prisma.TransactionClient, previousId: string | null, nextId: string | null | undefined) {
  if (nextId !== undefined && previousId && previousId !== nextId) await deletePicture(tx, previousId);
}
