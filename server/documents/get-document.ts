import type { Actor } from "@/server/auth/actor";
import { prisma } from "@/server/db/client";
import { notFound } from "@/server/errors";
import { assertDocumentAccess } from "./document-access";
import { documentSelect, toDocumentDto } from "./document-dto";
import { documentStorage } from "./storage";

const documentNotFound = () => notFound("Document not found.");

export async function getDocument(id: string, actor: Actor) {
  const row = await prisma.document.findFirst({ where: { id, complete: true }, select: documentSelect });
  if (!row) throw documentNotFound();
  assertDocumentAccess(row.entity, actor);
  const thumbnail = await prisma.document.count({ where: { id, thumbnailData: { not: null } } });
  return toDocumentDto({ ...row, hasThumbnail: thumbnail > 0 });
}

/** A document's bytes as a stream read chunk by chunk, with what its headers need. */
export async function openDocumentContent(id: string, actor: Actor) {
  const row = await prisma.document.findFirst({
    where: { id, complete: true },
    select: { entity: true, fileName: true, contentType: true, byteSize: true, sha256: true },
  });
  if (!row) throw documentNotFound();
  assertDocumentAccess(row.entity, actor);
  return { ...row, body: documentStorage().read(id, row.byteSize) };
}

export async function getDocumentThumbnail(id: string, actor: Actor) {
  const row = await prisma.document.findFirst({
    where: { id, complete: true },
    select: { entity: true, sha256: true, thumbnailData: true },
  });
  if (!row?.thumbnailData) throw documentNotFound();
  assertDocumentAccess(row.entity, actor);
  return { data: row.thumbnailData, etag: `"${row.sha256}-t"` };
}
