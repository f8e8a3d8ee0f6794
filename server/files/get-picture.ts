import { prisma } from "@/server/db/client";
import { notFound } from "@/server/errors";

export type PictureVariant = "full" | "thumbnail" | "medium" | "large";

export interface PictureContent {
  contentType: string;
  data: Uint8Array;
  etag: string;
}

/** Reads one variant of a stored picture; only that variant's bytes leave the database. */
export async function getPicture(fileId: string, variant: PictureVariant): Promise<PictureContent> {
  if (variant === "thumbnail") {
    const file = await prisma.storedFile.findUnique({
      where: { id: fileId },
      select: { sha256: true, thumbnailData: true, thumbnailContentType: true },
    });
    if (!file) throw notFound();
    return { contentType: file.thumbnailContentType, data: file.thumbnailData, etag: `"${file.sha256}-t"` };
  }
  if (variant === "medium" || variant === "large") {
    // A picture stored before the copies existed (or an avatar) answers its full bytes.
    const medium = variant === "medium";
    const copy = await prisma.storedFile.findUnique({
      where: { id: fileId },
      select: { sha256: true, mediumData: medium, largeData: !medium },
    });
    if (!copy) throw notFound();
    const data = medium ? copy.mediumData : copy.largeData;
    if (data) return { contentType: "image/webp", data, etag: `"${copy.sha256}-${medium ? "m" : "l"}"` };
  }
  const file = await prisma.storedFile.findUnique({ where: { id: fileId }, select: { sha256: true, data: true, contentType: true } });
  if (!file) throw notFound();
  return { contentType: file.contentType, data: file.data, etag: `"${file.sha256}"` };
}
