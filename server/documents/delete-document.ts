import type { DocumentEntity } from "@/lib/domain/documents";
import type { Actor } from "@/server/auth/actor";
import { prisma } from "@/server/db/client";
import { notFound } from "@/server/errors";
import { assertDocumentAccess } from "./document-access";
import { recordDocumentEvent } from "./document-audit";

/** Deletes a document and its bytes (chunks cascade); its record's History says "document removed". */
export async function deleteDocument({ id, actor }: { id: string; actor: Actor }) {
  return prisma.$transaction(async (tx) => {
    const stored = await tx.document.findFirst({
      where: { id, complete: true },
      select: { entity: true, recordId: true, title: true, fileName: true, category: true },
    });
    if (!stored) throw notFound("Document not found.");
    assertDocumentAccess(stored.entity, actor);
    await tx.document.delete({ where: { id } });
    await recordDocumentEvent(tx, {
      actor,
      action: "document-remove",
      entity: stored.entity as DocumentEntity,
      recordId: stored.recordId,
      changes: { documentId: id, title: stored.title, fileName: stored.fileName, category: stored.category },
    });
  });
}
