import { crc32 } from "node:zlib";
import sharp from "sharp";

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
