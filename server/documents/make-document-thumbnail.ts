import { prisma } from "@/server/db/client";
import { withPictureSlot } from "@/server/files/picture-queue";
import { makeThumbnail } from "@/server/files/pictures";
import { renderPdfFirstPage } from "./pdf-thumbnail";
import { documentStorage } from "./storage";
import { DOCUMENT_THUMBNAIL_SIZE } from "./upload-document";

/** The longest side a page is rendered at: twice the thumbnail's, then scaled down, for smooth text. */
const RENDER_SIZE = DOCUMENT_THUMBNAIL_SIZE * 2;

/**
 * The job documents.thumbnail: a PDF document's first page as its WebP
 * thumbnail (DOCUMENT_THUMBNAIL_SIZE on its longest side), stored in the
 * document's row like a picture's; until then, and for good when the page
 * cannot be rendered, the card shows the type's icon. A file that cannot be
 * rendered — broken, hostile, too slow, too large — is a final outcome
 * (logged, the job completes): only a failing database throws and is retried.
 * A document deleted or already given a thumbnail meanwhile is left alone.
 */
export async function makeDocumentThumbnail(documentId: string): Promise<"made" | "none" | "skipped"> {
  const document = await prisma.document.findUnique({
    where: { id: documentId },
    select: { contentType: true, byteSize: true, complete: true },
  });
  if (!document?.complete || document.contentType !== "application/pdf") return "skipped";
  if ((await prisma.document.count({ where: { id: documentId, thumbnailData: { not: null } } })) > 0) return "skipped";

  const rendered = await renderPdfFirstPage(documentStorage().read(documentId, document.byteSize), { size: RENDER_SIZE });
  if (!rendered.ok) {
    console.warn(`Document ${documentId}: no thumbnail of its first page (${rendered.reason}).`);
    return "none";
  }
  let thumbnail: Buffer;
  try {
    thumbnail = await withPictureSlot(() =>
      makeThumbnail(rendered.png, DOCUMENT_THUMBNAIL_SIZE, { limitInputPixels: RENDER_SIZE * RENDER_SIZE, failOn: "error" }),
    );
  } catch (error) {
    console.warn(
      `Document ${documentId}: its rendered page could not be encoded (${error instanceof Error ? error.message : String(error)}).`,
    );
    return "none";
  }
  const { count } = await prisma.document.updateMany({
    where: { id: documentId, complete: true, thumbnailData: null },
    data: { thumbnailData: new Uint8Array(thumbnail) },
  });
  return count > 0 ? "made" : "skipped";
}

/**
 * PDFs stored before first-page thumbnails existed (or whose job never ran):
 * each is given one now, oldest first, at most `limit` a run — the caller
 * (`npm run pictures:thumbnails`) runs again for the rest. A PDF whose page
 * cannot be rendered stays without one and is tried again by the next run.
 */
export async function thumbnailStoredPdfs({ limit }: { limit: number }): Promise<{ made: number; none: number; more: boolean }> {
  const pending = await prisma.document.findMany({
    where: { contentType: "application/pdf", complete: true, thumbnailData: null },
    orderBy: { createdAt: "asc" },
    take: limit + 1,
    select: { id: true },
  });
  let made = 0;
  let none = 0;
  for (const { id } of pending.slice(0, limit)) {
    const outcome = await makeDocumentThumbnail(id);
    if (outcome === "made") made += 1;
    else if (outcome === "none") none += 1;
  }
  return { made, none, more: pending.length > limit };
}
