import busboy from "busboy";
import { Readable } from "node:stream";
import type { ReadableStream as NodeWebReadableStream } from "node:stream/web";
import { LISTING_PICTURE_LIMITS } from "@/lib/domain/pictures";
import { formatBytes } from "@/lib/domain/file-size";
import {
  LISTING_PICTURES_MAX,
  LISTING_PICTURES_PER_UPLOAD,
  tooManyPicturesMessage,
  type ListingPictureDto,
} from "@/lib/schemas/listing-picture";
import type { Actor } from "@/server/auth/actor";
import { prisma } from "@/server/db/client";
import { AppError, badRequest, notFound, payloadTooLarge, unprocessable, unsupportedMediaType } from "@/server/errors";
import { cleanFileName } from "@/server/files/file-name";
import { withPictureSlot } from "@/server/files/picture-queue";
import { preparePictureBytes, storePicture, type PreparedPicture } from "@/server/files/pictures";
import { lockListing, readGallery, recordGalleryEvent, syncCover, toPictureDto } from "./gallery";

/**
 * POST /listings/{id}/pictures: a multipart body with one or more `file`
 * parts, read as it streams (busboy). Each file is cut off past the picture
 * byte limit (413), then judged by its bytes and re-encoded with its sizes
 * (server/files/pictures.ts) while the next one arrives. Only when every file
 * passed are they stored, in one transaction, after the listing's existing
 * pictures: one bad file and nothing is stored. The whole request holds one
 * slot of the picture queue, so a burst keeps at most a few bodies in memory.
 */
export interface PictureUploadRequest {
  contentType: string | null;
  contentLength: string | null;
  body: ReadableStream<Uint8Array> | null;
}

const MULTIPART_OVERHEAD = 64 * 1024;
const MAX_BODY_BYTES = LISTING_PICTURES_PER_UPLOAD * LISTING_PICTURE_LIMITS.maxBytes + MULTIPART_OVERHEAD;
const isMultipart = (value: string | null) => value?.split(";", 1)[0]!.trim().toLowerCase() === "multipart/form-data";
const noFile = () => badRequest("No picture was sent: put each one in a field named `file`.", { file: ["Choose a picture."] });
const unreadable = () => badRequest("The multipart body could not be read.");

export async function addListingPictures({
  listingId,
  request,
  actor,
}: {
  listingId: string;
  request: PictureUploadRequest;
  actor: Actor;
}): Promise<ListingPictureDto[]> {
  if (!isMultipart(request.contentType)) {
    throw unsupportedMediaType("Pictures are uploaded as multipart/form-data, each in a field named `file`.");
  }
  if (request.contentLength !== null && Number(request.contentLength) > MAX_BODY_BYTES) {
    throw payloadTooLarge(
      `Send at most ${LISTING_PICTURES_PER_UPLOAD} pictures of ${formatBytes(LISTING_PICTURE_LIMITS.maxBytes)} each at once.`,
    );
  }
  // Before a byte is read: the listing exists and has room.
  if (!(await prisma.listing.findUnique({ where: { id: listingId }, select: { id: true } }))) throw notFound("Listing not found.");
  const existing = await prisma.listingPicture.count({ where: { listingId } });
  if (existing >= LISTING_PICTURES_MAX) throw unprocessable(tooManyPicturesMessage(0));
  if (!request.body) throw noFile();

  return withPictureSlot(async () => {
    const prepared = await readPictures(request);
    return prisma.$transaction(async (tx) => {
      await lockListing(tx, listingId);
      const gallery = await readGallery(tx, listingId);
      if (gallery.length + prepared.length > LISTING_PICTURES_MAX) {
        throw unprocessable(tooManyPicturesMessage(LISTING_PICTURES_MAX - gallery.length));
      }
      let position = gallery.length === 0 ? 0 : gallery[gallery.length - 1]!.position + 1;
      const added: string[] = [];
      for (const picture of prepared) {
        const fileId = await storePicture(tx, picture);
        await tx.listingPicture.create({ data: { fileId, listingId, position: position++ } });
        added.push(fileId);
      }
      const cover = await syncCover(tx, listingId);
      await recordGalleryEvent(tx, { actor, listingId, event: "add", count: added.length, coverChanged: cover.before !== cover.after });
      const rows = await readGallery(tx, listingId);
      return rows.map(toPictureDto).filter((dto) => added.includes(dto._id));
    });
  });
}

/** Reads every `file` part, each prepared (checked, re-encoded, its sizes made) as soon as it is whole. */
function readPictures(request: PictureUploadRequest): Promise<PreparedPicture[]> {
  const { maxBytes } = LISTING_PICTURE_LIMITS;
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": request.contentType! },
      defParamCharset: "utf8",
      // busboy signals `parts` on reaching it, `files` on passing it.
      limits: { files: LISTING_PICTURES_PER_UPLOAD, fields: 0, parts: LISTING_PICTURES_PER_UPLOAD + 1, fileSize: maxBytes },
    });
  } catch {
    return Promise.reject(unreadable());
  }
  const source = Readable.fromWeb(request.body as NodeWebReadableStream<Uint8Array>);

  return new Promise<PreparedPicture[]>((resolve, reject) => {
    const prepared: PreparedPicture[] = [];
    let chain: Promise<void> = Promise.resolve();
    let files = 0;
    let settled = false;
    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      source.unpipe(parser);
      source.destroy();
      reject(error instanceof AppError ? error : unreadable());
    };

    parser.on("file", (name, file, info) => {
      if (name !== "file") {
        file.resume();
        fail(badRequest(`Unexpected field ${JSON.stringify(name.slice(0, 50))}: put each picture in a field named \`file\`.`));
        return;
      }
      files += 1;
      const label = info.filename ? `${cleanFileName(info.filename, { maxLength: 120 })}: ` : "";
      const chunks: Buffer[] = [];
      file.on("data", (chunk: Buffer) => chunks.push(chunk));
      file.on("limit", () => fail(payloadTooLarge(`${label}${LISTING_PICTURE_LIMITS.messages.tooManyBytes}`)));
      file.on("end", () => {
        if (settled || file.truncated) return;
        const bytes = Buffer.concat(chunks);
        chunks.length = 0;
        chain = chain.then(async () => {
          if (bytes.length === 0) throw badRequest(`${label}The file is empty.`);
          try {
            prepared.push(await preparePictureBytes(bytes, LISTING_PICTURE_LIMITS));
          } catch (error) {
            throw error instanceof AppError ? new AppError(error.code, `${label}${error.message}`, error.details) : error;
          }
        });
        chain.catch(fail);
      });
    });
    parser.on("field", () => fail(badRequest("Send pictures only, each in a field named `file`.")));
    for (const limit of ["partsLimit", "filesLimit", "fieldsLimit"] as const) {
      parser.on(limit, () =>
        fail(badRequest(`Send at most ${LISTING_PICTURES_PER_UPLOAD} pictures at once, each in a field named \`file\`.`)),
      );
    }
    parser.on("error", () => fail(unreadable()));
    parser.on("close", () => {
      if (files === 0) return fail(noFile());
      chain.then(() => {
        if (!settled) {
          settled = true;
          resolve(prepared);
        }
      }, fail);
    });
    source.on("error", () => fail(badRequest("The upload was interrupted.")));
    source.pipe(parser);
  });
}
