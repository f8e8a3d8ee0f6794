import type { DocumentCategory, DocumentEntity } from "@/lib/domain/documents";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { DocumentDto } from "@/lib/schemas/document";

/** The columns a document's JSON needs: never its bytes, only whether it has a thumbnail. */
export const documentSelect = {
  id: true,
  entity: true,
  recordId: true,
  title: true,
  category: true,
  fileName: true,
  contentType: true,
  byteSize: true,
  sha256: true,
  expiresOn: true,
  uploadedById: true,
  uploadedByName: true,
  createdAt: true,
  updatedAt: true,
} satisfies Prisma.DocumentSelect;

export type DocumentRow = Prisma.DocumentGetPayload<{ select: typeof documentSelect }> & { hasThumbnail: boolean };

export function toDocumentDto(row: DocumentRow): DocumentDto {
  return {
    _id: row.id,
    entity: row.entity as DocumentEntity,
    recordId: row.recordId,
    title: row.title,
    category: row.category as DocumentCategory,
    fileName: row.fileName,
    contentType: row.contentType,
    size: row.byteSize,
    sha256: row.sha256 ?? "",
    expiresOn: row.expiresOn ? row.expiresOn.toISOString().slice(0, 10) : null,
    hasThumbnail: row.hasThumbnail,
    uploadedBy: { _id: row.uploadedById, name: row.uploadedByName },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
