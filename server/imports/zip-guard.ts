import { pipeline } from "node:stream/promises";
import { Readable, Writable } from "node:stream";
import { createInflateRaw } from "node:zlib";
import { unprocessable } from "@/server/errors";
import { entryDataOffset, readZipDirectory, ZipRefusal, type ZipEntry, type ZipLimits } from "@/server/files/zip-directory";
import {
  MAX_XLSX_ENTRIES,
  MAX_XLSX_INFLATED_BYTES,
  MAX_XLSX_RATIO,
  MAX_XLSX_SHARED_STRINGS_BYTES,
  MAX_XLSX_STYLES_BYTES,
  TOO_MUCH_TEXT,
} from "./limits";

const XLSX_LIMITS: ZipLimits = { maxEntries: MAX_XLSX_ENTRIES, maxTotalUncompressed: MAX_XLSX_INFLATED_BYTES, maxRatio: MAX_XLSX_RATIO };

export const ZIP_BOMB = "The workbook could not be read: it would be too large once unpacked.";
export const EXTERNAL_LINKS =
  "The workbook links to other files (external links). Save a copy without links (Edit links → Break link) and import that.";
export const BROKEN_WORKBOOK = "The workbook could not be read. Save it again as an Excel workbook (.xlsx) and retry.";

/**
 * An XLSX is a ZIP: before any library inflates it, its central directory is
 * read and every entry's declared sizes checked (in all, per entry ratio,
 * the number of entries; ZIP64 is refused — no real workbook of our size
 * needs it), and external links (`xl/externalLinks/`) are refused, as are
 * shared strings or styles larger than the reader may hold in memory. Then
 * each entry is inflated as a stream that counts and drops what it makes, so
 * an entry that lies about its size is refused as soon as it passes it —
 * never held in memory.
 */
export async function checkXlsxZip(bytes: Buffer): Promise<void> {
  let entries: ZipEntry[];
  try {
    entries = await readZipDirectory(bytes.length, rangeOf(bytes), XLSX_LIMITS);
  } catch (error) {
    if (error instanceof ZipRefusal) throw unprocessable(error.kind === "too-large" ? ZIP_BOMB : BROKEN_WORKBOOK);
    throw error;
  }
  for (const entry of entries) {
    if (/^xl\/externalLinks\//i.test(entry.name)) throw unprocessable(EXTERNAL_LINKS);
    if (/^xl\/sharedStrings\.xml$/i.test(entry.name) && entry.uncompressed > MAX_XLSX_SHARED_STRINGS_BYTES)
      throw unprocessable(TOO_MUCH_TEXT);
    if (/^xl\/styles\.xml$/i.test(entry.name) && entry.uncompressed > MAX_XLSX_STYLES_BYTES) throw unprocessable(ZIP_BOMB);
  }
  for (const entry of entries) await checkEntryInflatesAsDeclared(bytes, entry);
}

const rangeOf = (bytes: Buffer) => async (offset: number, length: number) => bytes.subarray(offset, offset + length);

async function checkEntryInflatesAsDeclared(bytes: Buffer, entry: ZipEntry): Promise<void> {
  const start = await entryDataOffset(bytes.length, rangeOf(bytes), entry).catch(() => {
    throw unprocessable(BROKEN_WORKBOOK);
  });
  if (entry.method === 0) {
    if (entry.compressed !== entry.uncompressed) throw unprocessable(BROKEN_WORKBOOK);
    return;
  }
  if (entry.method !== 8) throw unprocessable(BROKEN_WORKBOOK);
  let inflated = 0;
  const counter = new Writable({
    write(chunk: Buffer, _encoding, done) {
      inflated += chunk.length;
      done(inflated > entry.uncompressed ? new InflatedPastDeclared() : null);
    },
  });
  try {
    await pipeline(Readable.from([bytes.subarray(start, start + entry.compressed)]), createInflateRaw(), counter);
  } catch (error) {
    throw unprocessable(error instanceof InflatedPastDeclared ? ZIP_BOMB : BROKEN_WORKBOOK);
  }
  if (inflated !== entry.uncompressed) throw unprocessable(ZIP_BOMB);
}

class InflatedPastDeclared extends Error {}
