import { unsupportedMediaType } from "@/server/errors";

export type ImportFileType = "csv" | "xlsx";

export const UNSUPPORTED_FILE = "The file must be a CSV (.csv) or Excel workbook (.xlsx).";

/**
 * What a file is, by its bytes — never by its name or declared type: a ZIP
 * holding `[Content_Types].xml` is an XLSX; text (no NUL bytes outside a
 * UTF-16 pattern, no control bytes of binary formats) is CSV; anything else
 * (a PDF, a picture, an old .xls, a ZIP that is not a workbook) is a 415.
 */
export function sniffFileType(bytes: Uint8Array): ImportFileType {
  if (bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04) {
    if (!Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes("[Content_Types].xml"))
      throw unsupportedMediaType(UNSUPPORTED_FILE);
    return "xlsx";
  }
  if (looksLikeText(bytes)) return "csv";
  throw unsupportedMediaType(UNSUPPORTED_FILE);
}

function looksLikeText(bytes: Uint8Array): boolean {
  if (bytes.length === 0) return true;
  if (hasUtf16Bom(bytes) || looksLikeUtf16(bytes)) return true;
  const sample = bytes.subarray(0, 64 * 1024);
  let control = 0;
  for (const byte of sample) {
    if (byte === 0) return false;
    // Control bytes other than tab, newline, form feed, carriage return and escape mark binary formats.
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0c && byte !== 0x0d && byte !== 0x1b) control += 1;
  }
  return control <= sample.length / 100;
}

export function hasUtf16Bom(bytes: Uint8Array): boolean {
  return bytes.length >= 2 && ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff));
}

/** UTF-16 without a byte-order mark: ASCII text then has a NUL in every other byte. Returns the order, or null. */
export function utf16Order(bytes: Uint8Array): "utf-16le" | "utf-16be" | null {
  const sample = bytes.subarray(0, Math.min(bytes.length, 4096) & ~1);
  if (sample.length < 4) return null;
  let evenNul = 0;
  let oddNul = 0;
  for (let index = 0; index < sample.length; index += 2) {
    if (sample[index] === 0) evenNul += 1;
    if (sample[index + 1] === 0) oddNul += 1;
  }
  const pairs = sample.length / 2;
  if (oddNul > pairs * 0.6 && evenNul < pairs * 0.1) return "utf-16le";
  if (evenNul > pairs * 0.6 && oddNul < pairs * 0.1) return "utf-16be";
  return null;
}

const looksLikeUtf16 = (bytes: Uint8Array) => utf16Order(bytes) !== null;
