import { DOCUMENT_KINDS, DOCUMENT_TYPE_MESSAGE, type DocumentContentType } from "@/lib/domain/documents";
import { AppError } from "@/server/errors";
import { cleanFileName } from "@/server/files/file-name";
import {
  entryDataOffset,
  readZipDirectory,
  ZipRefusal,
  type RangeReader,
  type ZipEntry,
  type ZipLimits,
} from "@/server/files/zip-directory";

/**
 * What a file is, decided by its bytes — never by its name or the type the
 * browser declared (docs/SECURITY.md "Documents"). `classifyHead` reads the
 * first bytes (the first stored chunk, or the whole file when smaller):
 * magic numbers for PDF, JPEG, PNG, WebP, HEIC and ZIP; executables, scripts
 * and markup (HTML, SVG, XML) are refused; anything else must be UTF-8 text.
 * A ZIP is then told apart by its central directory (`inspectZip`), and text
 * is checked to its end by `TextCheck`. Everything else is a 415.
 */
export type HeadKind = { kind: "type"; contentType: DocumentContentType } | { kind: "zip" } | { kind: "text" };

export const notAccepted = (message = DOCUMENT_TYPE_MESSAGE) => new AppError("UNSUPPORTED_MEDIA_TYPE", message);

const startsWith = (bytes: Uint8Array, signature: number[], at = 0) => signature.every((byte, index) => bytes[at + index] === byte);
const ascii = (bytes: Uint8Array, from: number, to: number) => Buffer.from(bytes.subarray(from, to)).toString("latin1");

const HEIF_BRANDS = new Set(["heic", "heix", "hevc", "hevx", "heim", "heis", "mif1", "msf1"]);
/** Markup a browser would render if it ever sniffed the file: refused anywhere in the first KB of text. */
const MARKUP = /<(!doctype|html|head|body|script|svg|iframe|object|embed|meta|\?xml|xml|a\s|img\s|style|link)/i;

export function classifyHead(head: Uint8Array): HeadKind {
  if (startsWith(head, [0x25, 0x50, 0x44, 0x46, 0x2d])) return { kind: "type", contentType: "application/pdf" }; // %PDF-
  if (startsWith(head, [0xff, 0xd8, 0xff])) return { kind: "type", contentType: "image/jpeg" };
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { kind: "type", contentType: "image/png" };
  if (ascii(head, 0, 4) === "RIFF" && ascii(head, 8, 12) === "WEBP") return { kind: "type", contentType: "image/webp" };
  if (ascii(head, 4, 8) === "ftyp" && HEIF_BRANDS.has(ascii(head, 8, 12))) return { kind: "type", contentType: "image/heic" };
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04])) return { kind: "zip" };
  // Executables (Windows, ELF, Mach-O, Java classes) and scripts with an interpreter line.
  if (
    startsWith(head, [0x4d, 0x5a]) ||
    startsWith(head, [0x7f, 0x45, 0x4c, 0x46]) ||
    startsWith(head, [0xfe, 0xed, 0xfa]) ||
    startsWith(head, [0xcf, 0xfa, 0xed, 0xfe]) ||
    startsWith(head, [0xce, 0xfa, 0xed, 0xfe]) ||
    startsWith(head, [0xca, 0xfe, 0xba, 0xbe]) ||
    startsWith(head, [0x23, 0x21])
  ) {
    throw notAccepted("Programs and scripts are not accepted as documents.");
  }
  const bom = startsWith(head, [0xef, 0xbb, 0xbf]) ? 3 : 0;
  const start = Buffer.from(head.subarray(bom, bom + 1024)).toString("utf8");
  if (start.trimStart().startsWith("<") || MARKUP.test(start)) {
    throw notAccepted("Web pages, SVG and other markup are not accepted as documents.");
  }
  return { kind: "text" };
}

/**
 * Text to its last byte: valid UTF-8 with no NUL or other control characters
 * but tab, line feed, form feed and carriage return. Fed chunk by chunk.
 */
export class TextCheck {
  private readonly decoder = new TextDecoder("utf-8", { fatal: true });

  push(bytes: Uint8Array, last = false): void {
    let text: string;
    try {
      text = this.decoder.decode(bytes, { stream: !last });
    } catch {
      throw notAccepted();
    }
    if (/[\u0000-\u0008\u000b\u000e-\u001f\u007f]/.test(text)) throw notAccepted();
  }
}

/** Bounds of the inspection: nothing is ever inflated (server/files/zip-directory.ts). */
const ZIP_LIMITS: ZipLimits = { maxEntries: 10_000, maxTotalUncompressed: 512 * 1024 * 1024, maxRatio: 200 };

export const ZIP_BOMB_MESSAGE = "The file's compressed contents would expand to an unsafe size; it is not accepted.";

/**
 * An office file in ZIP form, by its central directory: DOCX
 * (`word/document.xml`), XLSX (`xl/workbook.xml`), both with
 * `[Content_Types].xml` and without macros (`vbaProject.bin`), or
 * ODT/ODS (the `mimetype` entry, stored first and uncompressed, read from its
 * local header). The directory's claimed sizes are checked (ZIP bombs); no
 * entry is inflated. Anything else is a 415.
 */
export async function inspectZip(size: number, read: RangeReader): Promise<DocumentContentType> {
  let entries: ZipEntry[];
  try {
    entries = await readZipDirectory(size, read, ZIP_LIMITS);
  } catch (error) {
    if (error instanceof ZipRefusal) throw notAccepted(error.kind === "too-large" ? ZIP_BOMB_MESSAGE : undefined);
    throw error;
  }
  const names = new Map(entries.map((entry) => [entry.name, entry]));

  const has = (name: string) => names.has(name);
  if (has("[Content_Types].xml")) {
    if ([...names.keys()].some((name) => /(^|\/)vbaProject\.bin$/i.test(name))) {
      throw notAccepted("Files with macros are not accepted as documents.");
    }
    if (has("word/document.xml")) return "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
    if (has("xl/workbook.xml")) return "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
    throw notAccepted();
  }
  const mimetype = names.get("mimetype");
  if (mimetype && mimetype.method === 0 && mimetype.compressed <= 100) {
    const dataOffset = await entryDataOffset(size, read, mimetype).catch(() => {
      throw notAccepted();
    });
    const value = (await read(dataOffset, mimetype.compressed)).toString("latin1").trim();
    if (value === "application/vnd.oasis.opendocument.text") return value;
    if (value === "application/vnd.oasis.opendocument.spreadsheet") return value;
  }
  throw notAccepted();
}

/** Text files: CSV when the name says so (the bytes cannot tell), plain text otherwise. */
export function textTypeOf(fileName: string): DocumentContentType {
  return /\.csv$/i.test(fileName) ? "text/csv" : "text/plain";
}

/**
 * The name a document is stored and downloaded under: the last part of what
 * the browser sent, cleaned by server/files/file-name.ts (no folders, no
 * control or bidirectional characters), at
 * most 200 characters, and ending in an extension of its real type — a text
 * file called `page.html` is stored as `page.html.txt`, so a downloaded file
 * never opens as something it is not.
 */
export function storedFileName(sent: string | undefined, contentType: DocumentContentType): string {
  let name = cleanFileName(sent, { maxLength: Infinity, fallback: "document" });
  const extensions: readonly string[] = DOCUMENT_KINDS[contentType].extensions;
  const extension = /\.([A-Za-z0-9]+)$/.exec(name)?.[1]?.toLowerCase();
  const suffix = extension && extensions.includes(extension) ? "" : `.${extensions[0]}`;
  const room = 200 - suffix.length;
  if (name.length > room) {
    const dot = suffix ? -1 : name.lastIndexOf(".");
    name = dot > 0 ? name.slice(0, room - (name.length - dot)) + name.slice(dot) : name.slice(0, room);
  }
  return name + suffix;
}

/** A title from a file name: the name without its extension. */
export function titleFromFileName(fileName: string): string {
  return fileName.replace(/\.[A-Za-z0-9]+$/, "").slice(0, 200) || fileName.slice(0, 200);
}
