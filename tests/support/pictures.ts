import { crc32 } from "node:zlib";
import sharp from "sharp";
import { zipOf } from "./zip";

/**
 * Picture fixtures for upload tests: real images made on the fly, files that
 * only pretend to be images, and a decompression bomb (a tiny PNG whose header
 * claims a huge canvas).
 */
export type PictureFormat = "jpeg" | "png" | "webp" | "gif" | "tiff";

export async function pictureBytes(width: number, height: number, format: PictureFormat = "png"): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 14, g: 116, b: 144 } } });
  return image.toFormat(format).toBuffer();
}

export function toDataUrl(bytes: Buffer, declaredType = "image/png"): string {
  return `data:${declaredType};base64,${bytes.toString("base64")}`;
}

export async function pictureDataUrl(width: number, height: number, format: PictureFormat = "png"): Promise<string> {
  return toDataUrl(await pictureBytes(width, height, format), `image/${format}`);
}

/**
 * A valid PNG of exactly `size` bytes: an image whose pixels are random
 * (so it barely compresses), padded with an ancillary text chunk.
 */
export async function pngOfExactly(size: number, width = 200, height = 200): Promise<Buffer> {
  const noise = Buffer.alloc(width * height * 3);
  for (let index = 0; index < noise.length; index++) noise[index] = (index * 2654435761) >>> 24;
  const png = await sharp(noise, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
  const overhead = 12 + 4; // chunk length, type and CRC; the "pad" keyword and its NUL
  const padding = size - png.length - overhead;
  if (padding < 0) throw new Error(`A ${width}×${height} PNG is already ${png.length} bytes, over ${size}.`);
  const text = Buffer.concat([Buffer.from("pad\0", "latin1"), Buffer.from("x".repeat(padding), "latin1")]);
  const chunk = pngChunk("tEXt", text);
  const endIndex = png.length - 12; // IEND is always the last 12 bytes
  const result = Buffer.concat([png.subarray(0, endIndex), chunk, png.subarray(endIndex)]);
  if (result.length !== size) throw new Error(`Built ${result.length} bytes instead of ${size}.`);
  return result;
}

/** A 1×1 PNG whose header claims `width`×`height`: decoding it for real would need gigabytes. */
export async function decompressionBomb(width = 60_000, height = 60_000): Promise<Buffer> {
  const png = await pictureBytes(1, 1, "png");
  const header = Buffer.from(png);
  header.writeUInt32BE(width, 16);
  header.writeUInt32BE(height, 20);
  header.writeUInt32BE(crc32(header.subarray(12, 29)), 29);
  return header;
}

/** Text, an SVG with a script, and a GIF — each as a data URL that claims to be a PNG. */
export async function impostorDataUrls(): Promise<Record<string, string>> {
  const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');
  return {
    "plain text named as a PNG": toDataUrl(Buffer.from("This is not a picture at all.")),
    "an SVG with a script": toDataUrl(svg),
    "a GIF": toDataUrl(await pictureBytes(10, 10, "gif")),
    "a PNG cut in half": toDataUrl((await pictureBytes(64, 64, "png")).subarray(0, 60)),
  };
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

// ---------------------------------------------------------------------------
// Hostile uploads (tests/api/upload-attacks.spec.ts): files of another type
// under an image's name, polyglots (a real image with something appended or
// hidden in its metadata) and bombs that lie about their size.
// ---------------------------------------------------------------------------

/** Text that must never survive storage: it marks every smuggled payload. */
export const PAYLOAD_MARKER = "FUZZ-PAYLOAD-7f3a";

/** A 24-bit BMP, written by hand (sharp reads but does not write BMP). */
export function bmpBytes(width: number, height: number): Buffer {
  const rowSize = Math.ceil((width * 3) / 4) * 4;
  const pixels = Buffer.alloc(rowSize * height, 0x80);
  const header = Buffer.alloc(54);
  header.write("BM", 0, "latin1");
  header.writeUInt32LE(54 + pixels.length, 2);
  header.writeUInt32LE(54, 10);
  header.writeUInt32LE(40, 14);
  header.writeInt32LE(width, 18);
  header.writeInt32LE(height, 22);
  header.writeUInt16LE(1, 26);
  header.writeUInt16LE(24, 28);
  header.writeUInt32LE(pixels.length, 34);
  return Buffer.concat([header, pixels]);
}

/** An SVG that runs a script when opened as a document. */
export function scriptedSvg(): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" onload="alert('${PAYLOAD_MARKER}')"><rect width="64" height="64"/><script>alert(document.cookie)</script></svg>`,
  );
}

/** A ZIP archive (stored, not compressed) holding one script, built by hand. */
export function zipWithScript(): Buffer {
  return zipOf([{ name: "payload.js", data: Buffer.from(`alert("${PAYLOAD_MARKER}")`, "latin1") }]);
}

/** An HTML page with a script, as appended to an image by a polyglot. */
export function htmlWithScript(): Buffer {
  return Buffer.from(`<html><body><script>alert("${PAYLOAD_MARKER}")</script></body></html>`, "latin1");
}

/** A real JPEG carrying EXIF (the marker as its copyright) and a comment (COM segment) with a script. */
export async function jpegWithMetadata(width = 120, height = 90): Promise<Buffer> {
  const jpeg = await sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .withExif({ IFD0: { Copyright: PAYLOAD_MARKER, Artist: "<script>alert(1)</script>" } })
    .jpeg()
    .toBuffer();
  const comment = Buffer.from(`<script>alert("${PAYLOAD_MARKER}")</script>`, "latin1");
  const segment = Buffer.alloc(4);
  segment.writeUInt16BE(0xfffe, 0);
  segment.writeUInt16BE(comment.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), segment, comment, jpeg.subarray(2)]);
}

/** A real PNG with a text chunk holding a script. */
export async function pngWithTextChunk(width = 64, height = 64): Promise<Buffer> {
  const png = await pictureBytes(width, height, "png");
  const chunk = pngChunk("tEXt", Buffer.from(`Comment\0<script>alert("${PAYLOAD_MARKER}")</script>`, "latin1"));
  const endIndex = png.length - 12;
  return Buffer.concat([png.subarray(0, endIndex), chunk, png.subarray(endIndex)]);
}

/** A JPEG whose frame header (SOF0) claims `width`×`height`: a bomb in JPEG form. */
export async function jpegClaiming(width: number, height: number): Promise<Buffer> {
  const jpeg = Buffer.from(await pictureBytes(16, 16, "jpeg"));
  for (let index = 2; index < jpeg.length - 9;) {
    if (jpeg[index] !== 0xff) throw new Error("Not a JPEG segment boundary.");
    const marker = jpeg[index + 1]!;
    if (marker === 0xc0 || marker === 0xc2) {
      jpeg.writeUInt16BE(height, index + 5);
      jpeg.writeUInt16BE(width, index + 7);
      return jpeg;
    }
    index += 2 + jpeg.readUInt16BE(index + 2);
  }
  throw new Error("No SOF segment found.");
}
