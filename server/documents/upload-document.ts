import { createHash } from "node:crypto";
import { Readable } from "node:stream";
import type { ReadableStream as NodeWebReadableStream } from "node:stream/web";
import { documentTooLargeMessage, type DocumentContentType } from "@/lib/domain/documents";
import { documentUploadFieldsSchema, type DocumentDto } from "@/lib/schemas/document";
import type { Actor } from "@/server/auth/actor";
import { prisma } from "@/server/db/client";
import { env } from "@/server/env";
import { badRequest, invalidInput, payloadTooLarge } from "@/server/errors";
import { withPictureSlot } from "@/server/files/picture-queue";
import { makeThumbnail } from "@/server/files/pictures";
import { readMultipart, type MultipartRequest } from "@/server/http/multipart";
import { enqueue } from "@/server/jobs/enqueue";
import { jobQueue } from "@/server/jobs/queue";
import { assertRecordAccess } from "./document-access";
import { recordDocumentEvent } from "./document-audit";
import { documentSelect, toDocumentDto } from "./document-dto";
import { classifyHead, inspectZip, storedFileName, TextCheck, textTypeOf, titleFromFileName, type HeadKind } from "./file-type";
import { CHUNK_BYTES, documentStorage } from "./storage";
import { dbDate } from "@/lib/domain/agency-time";

/**
 * POST /documents: a multipart body read as it streams (server/http/multipart.ts). The text
 * fields come first (entity, recordId, title?, category?, expiresOn?), so the
 * record and the caller's right to it are checked before a byte is kept; then
 * the one `file`, stored CHUNK_BYTES at a time as it arrives. Its type is
 * decided by its bytes (file-type.ts) when the first chunk is complete —
 * markup, programs and unknown files stop there, nothing stored; a ZIP by
 * its directory and text to its last byte once all is in. Past
 * DOCUMENT_MAX_BYTES the upload is cut off with a 413. Until it is complete
 * the document's row is invisible (`complete` false), and any failure deletes
 * it with its chunks: nothing half-written is ever read.
 */
/** Pictures larger than this many pixels are refused: a decompression bomb costs its header only. */
export const DOCUMENT_MAX_PIXELS = 100_000_000;
/** A document thumbnail's longest side (pictures here; a PDF's first page in make-document-thumbnail.ts). */
export const DOCUMENT_THUMBNAIL_SIZE = 320;
/** Uploads that never finished (a process that died mid-way) are swept after this long. */
const ABANDONED_AFTER_MS = 24 * 60 * 60 * 1000;

export async function uploadDocument({ request, actor }: { request: MultipartRequest; actor: Actor }): Promise<DocumentDto> {
  const maxBytes = env().DOCUMENT_MAX_BYTES;
  const { results } = await readMultipart(request, {
    limits: { files: 1, fields: 10, fieldBytes: 1024, fileBytes: maxBytes },
    messages: {
      notMultipart: "Documents are uploaded as multipart/form-data, with the file in the field `file`.",
      tooLarge: () => documentTooLargeMessage(maxBytes),
      tooManyParts: "Send one file, in the field `file`, with at most the fields entity, recordId, title, category and expiresOn.",
      noFile: "No file was sent: put it in the field `file`.",
    },
    onFile: (part, bodyRead) =>
      storeUpload({ fields: part.fields, file: part.stream, sentName: part.fileName, actor, maxBytes, bodyDone: bodyRead }),
  });
  return results[0]!;
}

async function storeUpload({
  fields,
  file,
  sentName,
  actor,
  maxBytes,
  bodyDone,
}: {
  fields: Record<string, string>;
  file: Readable & { truncated?: boolean };
  sentName: string | undefined;
  actor: Actor;
  maxBytes: number;
  bodyDone: Promise<void>;
}): Promise<DocumentDto> {
  const parsed = documentUploadFieldsSchema.safeParse(fields);
  if (!parsed.success) {
    file.resume();
    throw invalidInput(parsed.error);
  }
  const input = parsed.data;
  await assertRecordAccess(input.entity, input.recordId, actor);
  await prisma.document.deleteMany({ where: { complete: false, createdAt: { lt: new Date(Date.now() - ABANDONED_AFTER_MS) } } });

  const storage = documentStorage();
  const hash = createHash("sha256");
  const tooLarge = () => payloadTooLarge(documentTooLargeMessage(maxBytes));
  let limitReached = false;
  file.once("limit", () => (limitReached = true));

  let documentId: string | null = null;
  let head: HeadKind | null = null;
  let text: TextCheck | null = null;
  let seq = 0;
  let size = 0;
  let pending: Buffer[] = [];
  let pendingBytes = 0;

  const store = async (bytes: Buffer) => {
    if (!head) {
      head = classifyHead(bytes);
      if (head.kind === "text") text = new TextCheck();
      const created = await prisma.document.create({
        data: {
          entity: input.entity,
          recordId: input.recordId,
          title: "",
          category: input.category,
          fileName: "",
          contentType: "application/octet-stream",
          uploadedById: actor.id,
          uploadedByName: actor.name,
        },
        select: { id: true },
      });
      documentId = created.id;
    }
    text?.push(bytes);
    await storage.writeChunk(documentId!, seq, bytes);
    seq += 1;
  };

  try {
    for await (const chunk of file as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (limitReached || size > maxBytes) throw tooLarge();
      hash.update(chunk);
      pending.push(chunk);
      pendingBytes += chunk.length;
      while (pendingBytes >= CHUNK_BYTES) {
        const joined = Buffer.concat(pending);
        await store(joined.subarray(0, CHUNK_BYTES));
        const rest = joined.subarray(CHUNK_BYTES);
        pending = rest.length > 0 ? [Buffer.from(rest)] : [];
        pendingBytes = rest.length;
      }
    }
    if (limitReached || file.truncated) throw tooLarge();
    if (size === 0) throw badRequest("The file is empty.");
    if (pendingBytes > 0) await store(Buffer.concat(pending));
    (text as TextCheck | null)?.push(new Uint8Array(0), true);
    await bodyDone;

    const id = documentId!;
    const kind = head! as HeadKind;
    const contentType: DocumentContentType =
      kind.kind === "type"
        ? kind.contentType
        : kind.kind === "zip"
          ? await inspectZip(size, (offset, length) => storage.readRange(id, offset, length))
          : textTypeOf(sentName ?? "");
    const thumbnail = contentType.startsWith("image/") ? await thumbnailOf(id, size) : null;
    const fileName = storedFileName(sentName, contentType);
    // A PDF's first page becomes its thumbnail in the background (documents.thumbnail), queued with the row's
    // completion; the queue is started first (PGlite's one connection is the transaction's until it ends). With
    // the queue away the PDF is kept all the same and shows its icon.
    const queued =
      contentType === "application/pdf" &&
      (await jobQueue().then(
        () => true,
        () => false,
      ));

    return await prisma.$transaction(async (tx) => {
      const row = await tx.document.update({
        where: { id },
        data: {
          complete: true,
          title: input.title ?? titleFromFileName(fileName),
          fileName,
          contentType,
          byteSize: size,
          sha256: hash.digest("hex"),
          expiresOn: input.expiresOn ? dbDate(input.expiresOn) : null,
          thumbnailData: thumbnail ? new Uint8Array(thumbnail) : null,
        },
        select: documentSelect,
      });
      await recordDocumentEvent(tx, {
        actor,
        action: "document-add",
        entity: input.entity,
        recordId: input.recordId,
        changes: { documentId: id, title: row.title, fileName, category: row.category },
      });
      if (queued) await enqueue(tx, "documents.thumbnail", { documentId: id });
      return toDocumentDto({ ...row, hasThumbnail: thumbnail !== null });
    });
  } catch (error) {
    file.resume();
    if (documentId) await prisma.document.deleteMany({ where: { id: documentId } }).catch(() => undefined);
    throw error;
  }
}

/**
 * A WebP thumbnail of a stored picture, EXIF rotation applied, read from its
 * chunks into the image library in the picture queue (one decode at a time
 * per instance, server/files/picture-queue.ts). More than DOCUMENT_MAX_PIXELS
 * is refused from the header alone (a decompression bomb); a picture the
 * library cannot decode (most HEIC) is kept without one and shows its icon.
 */
async function thumbnailOf(id: string, size: number): Promise<Buffer | null> {
  return withPictureSlot(async () => {
    const input = Readable.fromWeb(documentStorage().read(id, size) as NodeWebReadableStream<Uint8Array>);
    try {
      return await makeThumbnail(input, DOCUMENT_THUMBNAIL_SIZE, {
        limitInputPixels: DOCUMENT_MAX_PIXELS,
        failOn: "error",
        sequentialRead: true,
      });
    } catch (error) {
      if (/pixel limit/i.test(error instanceof Error ? error.message : String(error))) {
        throw badRequest("The picture has too many pixels (more than 100 megapixels); it is not accepted.");
      }
      return null;
    }
  });
}
