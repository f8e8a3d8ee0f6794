import type { Readable } from "node:stream";
import { createHash } from "node:crypto";
import sharp, { type Metadata, type Sharp, type SharpOptions } from "sharp";
import type { Prisma } from "@/lib/generated/prisma/client";
import { PICTURE_TYPE_MESSAGE, PICTURE_UNREADABLE_MESSAGE, RESPONSIVE_WIDTHS, type PictureLimits } from "@/lib/domain/pictures";
import { badRequest } from "@/server/errors";
import { withPictureSlot } from "./picture-queue";

/**
 * Uploaded pictures arrive as data URLs in JSON bodies (PRODUCT.md#listings: "file name or
 * data URL"). They are judged by their bytes, never by the declared type or a
 * file name: only JPEG, PNG and WebP within the byte and pixel limits pass.
 * The pixel limit is checked on the header before anything is decoded, so a
 * decompression bomb costs nothing. Every picture is then re-encoded (dropping
 * metadata and anything smuggled after the image data) and stored in the
 * database with a WebP thumbnail, so every app server serves the same files.
 * Decoding waits for a slot of the picture queue (picture-queue.ts).
 */
export interface PreparedPicture {
  contentType: string;
  width: number;
  height: number;
  data: Buffer;
  thumbnailData: Buffer;
  /** WebP copies RESPONSIVE_WIDTHS wide (listing pictures: `srcset`); absent for avatars. */
  mediumData?: Buffer;
  largeData?: Buffer;
}

// Each picture is decoded once: libvips' operation cache would only keep large buffers alive. One
// libvips thread per picture leaves the other cores to the rest of the console (picture-queue.ts
// runs one picture at a time); `npm start` also sets MALLOC_ARENA_MAX=2, as sharp advises on glibc.
sharp.cache(false);
sharp.concurrency(1);

const DATA_URL = /^data:[\w.+-]+\/[\w.+-]+;base64,([A-Za-z0-9+/]*={0,2})$/;
const ENCODERS = {
  jpeg: { contentType: "image/jpeg", encode: (image: Sharp) => image.jpeg({ quality: 85 }) },
  png: { contentType: "image/png", encode: (image: Sharp) => image.png() },
  webp: { contentType: "image/webp", encode: (image: Sharp) => image.webp({ quality: 85 }) },
} as const;

export function isDataUrl(value: string): boolean {
  return value.startsWith("data:");
}

/** Decodes and checks a data URL, then re-encodes the picture. Any problem is a 400 with a clear message. */
export async function preparePicture(dataUrl: string, limits: PictureLimits): Promise<PreparedPicture> {
  // Base64 carries 3 bytes per 4 characters: refuse oversized input before decoding it.
  if (dataUrl.length > Math.ceil(limits.maxBytes / 3) * 4 + 100) throw badRequest(limits.messages.tooManyBytes);
  const match = DATA_URL.exec(dataUrl);
  if (!match) throw badRequest(PICTURE_UNREADABLE_MESSAGE);
  const bytes = Buffer.from(match[1]!, "base64");
  if (bytes.length === 0) throw badRequest(PICTURE_UNREADABLE_MESSAGE);
  if (bytes.length > limits.maxBytes) throw badRequest(limits.messages.tooManyBytes);
  return preparePictureBytes(bytes, limits);
}

export function preparePictureBytes(bytes: Buffer, limits: PictureLimits): Promise<PreparedPicture> {
  return withPictureSlot(() => decodeAndReencode(bytes, limits));
}

async function decodeAndReencode(bytes: Buffer, limits: PictureLimits): Promise<PreparedPicture> {
  const options: SharpOptions = { limitInputPixels: limits.maxWidth * limits.maxHeight, failOn: "error", sequentialRead: true };

  let metadata: Metadata;
  try {
    // Reads the header only; the pixel limit is ours to report, so sharp's is off here.
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw badRequest(PICTURE_TYPE_MESSAGE);
  }
  const encoder = ENCODERS[metadata.format as keyof typeof ENCODERS];
  if (!encoder) throw badRequest(PICTURE_TYPE_MESSAGE);
  if (!metadata.width || !metadata.height) throw badRequest(PICTURE_UNREADABLE_MESSAGE);
  if (metadata.width > limits.maxWidth || metadata.height > limits.maxHeight) throw badRequest(limits.messages.tooManyPixels);
  if ((metadata.pages ?? 1) > 1) throw badRequest(PICTURE_TYPE_MESSAGE);

  try {
    // rotate() applies the EXIF orientation before the metadata is dropped.
    const { data, info } = await encoder.encode(sharp(bytes, options).rotate()).toBuffer({ resolveWithObject: true });
    const prepared = { contentType: encoder.contentType, width: info.width, height: info.height, data };
    if (!limits.responsive) return { ...prepared, thumbnailData: await thumbnailOf(data, limits, options) };
    // Each smaller copy from the one above it: one decode of the large original, then cheap ones.
    const largeData = await widthCopy(data, RESPONSIVE_WIDTHS.large, options);
    const mediumData = await widthCopy(largeData, RESPONSIVE_WIDTHS.medium, options);
    return { ...prepared, largeData, mediumData, thumbnailData: await thumbnailOf(mediumData, limits, options) };
  } catch {
    throw badRequest(PICTURE_UNREADABLE_MESSAGE);
  }
}

/** The WebP thumbnail of a re-encoded picture: its longest side at most `limits.thumbnailSize`. */
function thumbnailOf(data: Buffer, limits: PictureLimits, options: SharpOptions): Promise<Buffer> {
  return makeThumbnail(data, limits.thumbnailSize, options);
}

/**
 * The one thumbnail maker — pictures, documents that are pictures, a PDF's rendered first page: a WebP whose
 * longest side is at most `size` (never enlarged), EXIF rotation applied. A stream is decoded as it arrives.
 * The caller holds a picture-queue slot.
 */
export function makeThumbnail(input: Buffer | Readable, size: number, options: SharpOptions): Promise<Buffer> {
  const transform = (Buffer.isBuffer(input) ? sharp(input, options) : sharp(options))
    .rotate()
    .resize({ width: size, height: size, fit: "inside", withoutEnlargement: true })
    .webp({ quality: 80 });
  if (!Buffer.isBuffer(input)) {
    input.on("error", (error) => transform.destroy(error));
    input.pipe(transform);
  }
  return transform.toBuffer();
}

/** A WebP copy at most `width` pixels wide (never enlarged), for `srcset`. */
function widthCopy(data: Buffer, width: number, options: SharpOptions): Promise<Buffer> {
  return sharp(data, options).resize({ width, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer();
}

/** Whether a stored thumbnail is larger than `limits.thumbnailSize` allows (read from its header). */
export async function thumbnailOverLimit(thumbnail: Buffer, limits: PictureLimits): Promise<boolean> {
  const { width = 0, height = 0 } = await sharp(thumbnail).metadata();
  return Math.max(width, height) > limits.thumbnailSize;
}

/**
 * A stored picture's thumbnail made again from its stored bytes when it is
 * larger than `limits.thumbnailSize` allows (made under an earlier limit);
 * null when it already fits. The stored bytes were checked on upload.
 */
export async function remadeThumbnail(data: Buffer, thumbnail: Buffer, limits: PictureLimits): Promise<Buffer | null> {
  if (!(await thumbnailOverLimit(thumbnail, limits))) return null;
  return withPictureSlot(() => thumbnailOf(data, limits, { limitInputPixels: limits.maxWidth * limits.maxHeight }));
}

/**
 * The RESPONSIVE_WIDTHS copies of a stored picture that has none (stored
 * before the gallery), made from its stored bytes in a picture-queue slot
 * exactly as an upload makes them: the large from the original, the medium
 * from the large.
 */
export function responsiveCopies(data: Buffer, limits: PictureLimits): Promise<{ mediumData: Buffer; largeData: Buffer }> {
  const options: SharpOptions = { limitInputPixels: limits.maxWidth * limits.maxHeight };
  return withPictureSlot(async () => {
    const largeData = await widthCopy(data, RESPONSIVE_WIDTHS.large, options);
    return { largeData, mediumData: await widthCopy(largeData, RESPONSIVE_WIDTHS.medium, options) };
  });
}

/** Stores a prepared picture and answers its id; call inside the write's transaction. */
export async function storePicture(tx: Prisma.TransactionClient, picture: PreparedPicture): Promise<string> {
  const stored = await tx.storedFile.create({
    data: {
      contentType: picture.contentType,
      byteSize: picture.data.length,
      width: picture.width,
      height: picture.height,
      sha256: createHash("sha256").update(picture.data).digest("hex"),
      data: new Uint8Array(picture.data),
      thumbnailData: new Uint8Array(picture.thumbnailData),
      thumbnailContentType: "image/webp",
      mediumData: picture.mediumData ? new Uint8Array(picture.mediumData) : null,
      largeData: picture.largeData ? new Uint8Array(picture.largeData) : null,
    },
    select: { id: true },
  });
  return stored.id;
}

/** Removes a picture nothing refers to any more (the old one, after a replacement). */
export async function deletePicture(tx: Prisma.TransactionClient, fileId: string | null): Promise<void> {
  if (fileId) await tx.storedFile.deleteMany({ where: { id: fileId } });
}
