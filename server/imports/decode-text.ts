import { utf16Order } from "./sniff-file";

export type TextEncodingName = "utf-8" | "utf-16le" | "utf-16be" | "windows-1252";

/**
 * A CSV's bytes as text: a byte-order mark decides (UTF-8, UTF-16 LE/BE);
 * without one, UTF-16 is recognised by its NUL pattern, then valid UTF-8 is
 * UTF-8, and anything else is read as Windows-1252 (what Excel on Windows
 * saves as "CSV"), so é and ñ come out right either way.
 */
export function decodeText(bytes: Uint8Array): { text: string; encoding: TextEncodingName } {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return { text: decode("utf-8", bytes.subarray(3)), encoding: "utf-8" };
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return { text: decode("utf-16le", bytes.subarray(2)), encoding: "utf-16le" };
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return { text: decode("utf-16be", bytes.subarray(2)), encoding: "utf-16be" };
  const utf16 = utf16Order(bytes);
  if (utf16) return { text: decode(utf16, bytes), encoding: utf16 };
  try {
    return { text: new TextDecoder("utf-8", { fatal: true }).decode(bytes), encoding: "utf-8" };
  } catch {
    return { text: decode("windows-1252", bytes), encoding: "windows-1252" };
  }
}

function decode(encoding: TextEncodingName, bytes: Uint8Array): string {
  if (encoding === "utf-16be") {
    // TextDecoder has no UTF-16BE in every build: swap the bytes and read LE.
    const swapped = new Uint8Array(bytes.length & ~1);
    for (let index = 0; index + 1 < bytes.length; index += 2) {
      swapped[index] = bytes[index + 1]!;
      swapped[index + 1] = bytes[index]!;
    }
    return new TextDecoder("utf-16le").decode(swapped);
  }
  if (encoding === "windows-1252") return decodeWindows1252(bytes);
  return new TextDecoder(encoding).decode(bytes);
}

/** 0x80–0x9F of Windows-1252 (Node's own decoder reads them as Latin-1 control characters); undefined bytes stay as they are. */
const CP1252_HIGH =
  "\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178";

function decodeWindows1252(bytes: Uint8Array): string {
  let text = "";
  const chunk: number[] = [];
  for (const byte of bytes) {
    chunk.push(byte >= 0x80 && byte <= 0x9f ? CP1252_HIGH.charCodeAt(byte - 0x80) : byte);
    if (chunk.length === 8192) text += String.fromCharCode(...chunk.splice(0));
  }
  return text + String.fromCharCode(...chunk);
}
