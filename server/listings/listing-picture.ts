import type { Prisma } from "@/lib/generated/prisma/client";
import { PLACEHOLDER_IMAGE } from "@/lib/schemas/listing";
import { badRequest } from "@/server/api/errors";

/**
 * What a register/update body's `image` means for the stored picture:
 * a data URL is a new picture; 'property1.jpg' the placeholder; anything
 * else (the current picture's URL) leaves the picture unchanged.
 * Returns the imageId to store (undefined = unchanged).
 */
export async function resolveListingPicture(
  _tx: Prisma.TransactionClient,
  image: string,
  current: { imageId: string | null } | null,
): Promise<{ imageId: string | null } | undefined> {
  if (image.startsWith("data:")) {
    throw badRequest("Picture upload is not available yet.", { image: ["Picture upload is not available yet."] });
  }
  if (image === PLACEHOLDER_IMAGE) return { imageId: null };
  return current ? undefined : { imageId: null };
}
