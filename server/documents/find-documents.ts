import type { DocumentListQuery } from "@/lib/schemas/document";
import type { Actor } from "@/server/auth/actor";
import { prisma } from "@/server/db/client";
import { assertRecordAccess } from "./document-access";
import { documentSelect, toDocumentDto } from "./document-dto";

/** A record holds at most this many documents in one answer (PRODUCT.md#limits: related loads take 500). */
export const MAX_DOCUMENTS_LISTED = 500;

/** A record's documents, newest first; one indexed query plus the thumbnail flags. */
export async function findDocuments({ entity, recordId }: DocumentListQuery, actor: Actor) {
  await assertRecordAccess(entity, recordId, actor);
  const where = { entity, recordId, complete: true };
  const [rows, thumbnails, total] = await Promise.all([
    prisma.document.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "asc" }],
      take: MAX_DOCUMENTS_LISTED,
      select: documentSelect,
    }),
    prisma.document.findMany({ where: { ...where, thumbnailData: { not: null } }, take: MAX_DOCUMENTS_LISTED, select: { id: true } }),
    prisma.document.count({ where }),
  ]);
  const withThumbnail = new Set(thumbnails.map((row) => row.id));
  return { items: rows.map((row) => toDocumentDto({ ...row, hasThumbnail: withThumbnail.has(row.id) })), total };
}
