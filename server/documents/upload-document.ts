import busboy from "busboy";
import { createHash } from "node:crypto";
import { Readable } from "node:stream";
import type { ReadableStream as NodeWebReadableStream } from "node:stream/web";
import sharp from "sharp";
import { documentTooLargeMessage, type DocumentContentType } from "@/lib/domain/documents";
import { documentUploadFieldsSchema, type DocumentDto } from "@/lib/schemas/document";
import type { Actor } from "@/server/auth/actor";
import { prisma } from "@/server/db/client";
import { env } from "@/server/env";
import { AppError, badRequest, invalidInput, payloadTooLarge, unsupportedMediaType } from "@/server/errors";
import { withPictureSlot } from "@/server/files/picture-queue";
import { enqueue } from "@/server/jobs/enqueue";
import { jobQueue } from "@/server/jobs/queue";
import { assertRecordAccess } from "./document-access";
import { recordDocumentEvent } from "./document-audit";
import { documentSelect, toDocumentDto } from "./document-dto";
import { classifyHead, inspectZip, storedFileName, TextCheck, textTypeOf, titleFromFileName, type HeadKind } from "./file-type";
import { CHUNK_BYTES, documentStorage } from "./storage";
import { dbDate } from "@/lib/domain/agency-time";

/**
 * POST /documents: a multipart body read as it streams (busboy). The text
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
export interface UploadRequest {
  contentType: string | null;
  contentLength: string | null;
  body: ReadableStream<Uint8Array> | null;
}

/** Room for the multipart framing and the text fields around the file. */
const MULTIPART_OVERHEAD = 64 * 1024;
/** Pictures larger than this many pixels are refused: a decompression bomb costs its header only. */
export const DOCUMENT_MAX_PIXELS = 100_000_000;
/** A document thumbnail's longest side (pictures here; a PDF's first page in make-document-thumbnail.ts). */
export const DOCUMENT_THUMBNAIL_SIZE = 320;
/** Uploads that never finished (a process that died mid-way) are swept after this long. */
const ABANDONED_AFTER_MS = 24 * 60 * 60 * 1000;

const isMultipart = (value: string | null) => value?.split(";", 1)[0]!.trim().toLowerCase() === "multipart/form-data";
const unreadable = () => badRequest("The multipart body could not be read.");

export async function uploadDocument({ request, actor }: { request: UploadRequest; actor: Actor }): Promise<DocumentDto> {
  const maxBytes = env().DOCUMENT_MAX_BYTES;
  if (!isMultipart(request.contentType)) {
    throw unsupportedMediaType("Documents are uploaded as multipart/form-data, with the file in the field `file`.");
  }
  if (request.contentLength !== null && Number(request.contentLength) > maxBytes + MULTIPART_OVERHEAD) {
    throw payloadTooLarge(documentTooLargeMessage(maxBytes));
  }
  if (!request.body) throw badRequest("No file was sent: put it in the field `file`.");

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": request.contentType! },
      // Browsers send a file name's UTF-8 bytes as they are (busboy would read them as Latin-1).
      defParamCharset: "utf8",
      limits: { files: 1, fields: 10, parts: 12, fieldNameSize: 50, fieldSize: 1024, fileSize: maxBytes },
    });
  } catch {
    throw unreadable();
  }
  const source = Readable.fromWeb(request.body as NodeWebReadableStream<Uint8Array>);

  return new Promise<DocumentDto>((resolve, reject) => {
    const fields: Record<string, string> = {};
    let settled = false;
    let work: Promise<DocumentDto> | null = null;
    let bodyEnded!: () => void;
    let bodyFailed!: (error: AppError) => void;
    const bodyDone = new Promise<void>((done, failed) => {
      bodyEnded = done;
      bodyFailed = failed;
    });
    bodyDone.catch(() => undefined);

    const fail = (error: unknown) => {
      bodyFailed(error instanceof AppError ? error : unreadable());
      if (settled) return;
      settled = true;
      source.unpipe(parser);
      source.destroy();
      reject(error);
    };

    parser.on("field", (name, value, info) => {
      if (info.nameTruncated || info.valueTruncated) fail(badRequest(`The field ${name} is too long.`));
      else fields[name] = value;
    });
    parser.on("file", (name, file, info) => {
      if (name !== "file" || work) {
        file.resume();
        return;
      }
      work = storeUpload({ fields: { ...fields }, file, sentName: info.filename, actor, maxBytes, bodyDone });
      work.catch(fail);
    });
    for (const limit of ["partsLimit", "filesLimit", "fieldsLimit"] as const) {
      parser.on(limit, () =>
        fail(badRequest("Send one file, in the field `file`, with at most the fields entity, recordId, title, category and expiresOn.")),
      );
    }
    parser.on("error", () => fail(unreadable()));
    parser.on("close", () => {
      bodyEnded();
      if (!work) fail(badRequest("No file was sent: put it in the field `file`."));
      else
        work.then((dto) => {
          if (!settled) {
            settled = true;
            resolve(dto);
          }
        }, fail);
    });
    source.on("error", () => fail(badRequest("The upload was interrupted.")));
    source.pipe(parser);
  });
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
    const transform = sharp({ limitInputPixels: DOCUMENT_MAX_PIXELS, failOn: "error", sequentialRead: true })
      .rotate()
      .resize({ width: DOCUMENT_THUMBNAIL_SIZE, height: DOCUMENT_THUMBNAIL_SIZE, fit: "inside", withoutEnlargement: true })
      .webp({ quality: 80 });
    const input = Readable.fromWeb(documentStorage().read(id, size) as NodeWebReadableStream<Uint8Array>);
    input.on("error", (error) => transform.destroy(error));
    input.pipe(transform);
    try {
      return await transform.toBuffer();
    } catch (error) {
      if (/pixel limit/i.test(error instanceof Error ? error.message : String(error))) {
        throw badRequest("The picture has too many pixels (more than 100 megapixels); it is not accepted.");
      }
      return null;
    }
  });
}
