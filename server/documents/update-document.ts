import type { DocumentEntity } from "@/lib/domain/documents";
import type { UpdateDocumentInput } from "@/lib/schemas/document";
import type { Actor } from "@/server/auth/actor";
import { prisma } from "@/server/db/client";
import { notFound } from "@/server/errors";
import { assertDocumentAccess } from "./document-access";
import { recordDocumentEvent } from "./document-audit";
import { documentSelect, toDocumentDto } from "./document-dto";
import { dbDate } from "@/lib/domain/agency-time";

const day = (value: Date | null) => (value ? value.toISOString().slice(0, 10) : null);

/** Renames, recategorises or re-dates a document: only the fields sent change; its record's History says what. */
export async function updateDocument({ data, actor }: { data: UpdateDocumentInput; actor: Actor }) {
  return prisma.$transaction(async (tx) => {
    const stored = await tx.document.findFirst({ where: { id: data._id, complete: true }, select: documentSelect });
    if (!stored) throw notFound("Document not found.");
    assertDocumentAccess(stored.entity, actor);
    const next = {
      title: data.title ?? stored.title,
      category: data.category ?? stored.category,
      expiresOn: data.expiresOn === undefined ? day(stored.expiresOn) : data.expiresOn,
    };
    const changes: Record<string, { from: string | null; to: string | null }> = {};
    if (next.title !== stored.title) changes.title = { from: stored.title, to: next.title };
    if (next.category !== stored.category) changes.category = { from: stored.category, to: next.category };
    if (next.expiresOn !== day(stored.expiresOn)) changes.expiresOn = { from: day(stored.expiresOn), to: next.expiresOn };
    const row = await tx.document.update({
      where: { id: stored.id },
      data: { title: next.title, category: next.category, expiresOn: next.expiresOn ? dbDate(next.expiresOn) : null },
      select: documentSelect,
    });
    if (Object.keys(changes).length > 0) {
      await recordDocumentEvent(tx, {
        actor,
        action: "document-update",
        entity: stored.entity as DocumentEntity,
        recordId: stored.recordId,
        changes: { documentId: stored.id, title: next.title, fileName: stored.fileName, changes },
      });
    }
    const thumbnail = await tx.document.count({ where: { id: stored.id, thumbnailData: { not: null } } });
    return toDocumentDto({ ...row, hasThumbnail: thumbnail > 0 });
  });
}
