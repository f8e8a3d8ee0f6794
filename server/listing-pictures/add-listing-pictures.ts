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
import { isMultipart, MULTIPART_OVERHEAD, partBytes, readMultipart, type FilePart, type MultipartRequest } from "@/server/http/multipart";
import { lockListing, readGallery, recordGalleryEvent, syncCover, toPictureDto } from "./gallery";

/**
 * POST /listings/{id}/pictures: a multipart body with one or more `file`
 * parts, read as it streams (server/http/multipart.ts). Each file is cut off past the picture
 * byte limit (413), then judged by its bytes and re-encoded with its sizes
 * (server/files/pictures.ts) while the next one arrives. Only when every file
 * passed are they stored, in one transaction, after the listing's existing
 * pictures: one bad file and nothing is stored. The whole request holds one
 * slot of the picture queue, so a burst keeps at most a few bodies in memory.
 */
const MAX_BODY_BYTES = LISTING_PICTURES_PER_UPLOAD * LISTING_PICTURE_LIMITS.maxBytes + MULTIPART_OVERHEAD;
const NOT_MULTIPART = "Pictures are uploaded as multipart/form-data, each in a field named `file`.";
const TOO_LARGE = `Send at most ${LISTING_PICTURES_PER_UPLOAD} pictures of ${formatBytes(LISTING_PICTURE_LIMITS.maxBytes)} each at once.`;
const NO_FILE = "No picture was sent: put each one in a field named `file`.";

export async function addListingPictures({
  listingId,
  request,
  actor,
}: {
  listingId: string;
  request: MultipartRequest;
  actor: Actor;
}): Promise<ListingPictureDto[]> {
  if (!isMultipart(request.contentType)) throw unsupportedMediaType(NOT_MULTIPART);
  if (request.contentLength !== null && Number(request.contentLength) > MAX_BODY_BYTES) throw payloadTooLarge(TOO_LARGE);
  // Before a byte is read: the listing exists and has room.
  if (!(await prisma.listing.findUnique({ where: { id: listingId }, select: { id: true } }))) throw notFound("Listing not found.");
  const existing = await prisma.listingPicture.count({ where: { listingId } });
  if (existing >= LISTING_PICTURES_MAX) throw unprocessable(tooManyPicturesMessage(0));
  if (!request.body) throw badRequest(NO_FILE, { file: ["Choose a picture."] });

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

/** Reads every `file` part, each prepared (checked, re-encoded, its sizes made) as soon as it is whole, in turn. */
async function readPictures(request: MultipartRequest): Promise<PreparedPicture[]> {
  let chain: Promise<unknown> = Promise.resolve();
  const { results } = await readMultipart(request, {
    limits: { files: LISTING_PICTURES_PER_UPLOAD, fields: 1, fileBytes: LISTING_PICTURE_LIMITS.maxBytes },
    messages: {
      notMultipart: NOT_MULTIPART,
      tooLarge: (part) => (part ? `${labelOf(part)}${LISTING_PICTURE_LIMITS.messages.tooManyBytes}` : TOO_LARGE),
      tooManyParts: `Send at most ${LISTING_PICTURES_PER_UPLOAD} pictures at once, each in a field named \`file\`.`,
      noFile: NO_FILE,
    },
    strictFileField: true,
    refuseFields: "Send pictures only, each in a field named `file`.",
    onFile: async (part) => {
      const bytes = await partBytes(part);
      // One picture decoded at a time, in the order they came.
      const prepared = chain.then(() => preparePicture(part, bytes));
      chain = prepared.catch(() => undefined);
      return prepared;
    },
  });
  return results;
}

async function preparePicture(part: FilePart, bytes: Buffer): Promise<PreparedPicture> {
  const label = labelOf(part);
  if (bytes.length === 0) throw badRequest(`${label}The file is empty.`);
  try {
    return await preparePictureBytes(bytes, LISTING_PICTURE_LIMITS);
  } catch (error) {
    throw error instanceof AppError ? new AppError(error.code, `${label}${error.message}`, error.details) : error;
  }
}

const labelOf = (part: FilePart) => (part.fileName ? `${cleanFileName(part.fileName, { maxLength: 120 })}: ` : "");
