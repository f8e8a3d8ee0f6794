import { inflateRawSync } from "node:zlib";
import { unprocessable } from "@/server/errors";
import { readZipDirectory, ZipRefusal, type ZipEntry, type ZipLimits } from "@/server/files/zip-directory";
import { MAX_XLSX_ENTRIES, MAX_XLSX_INFLATED_BYTES, MAX_XLSX_RATIO } from "./limits";

const XLSX_LIMITS: ZipLimits = { maxEntries: MAX_XLSX_ENTRIES, maxTotalUncompressed: MAX_XLSX_INFLATED_BYTES, maxRatio: MAX_XLSX_RATIO };

export const ZIP_BOMB = "The workbook could not be read: it would be too large once unpacked.";
export const EXTERNAL_LINKS =
  "The workbook links to other files (external links). Save a copy without links (Edit links → Break link) and import that.";
export const BROKEN_WORKBOOK = "The workbook could not be read. Save it again as an Excel workbook (.xlsx) and retry.";

/**
 * An XLSX is a ZIP: before any library inflates it, its central directory is
 * read and every entry's declared sizes checked (in all, per entry ratio,
 * the number of entries; ZIP64 is refused — no real workbook of our size
 * needs it), and external links (`xl/externalLinks/`) are refused. Then each
 * entry is inflated with a cap of its declared size, so an entry that lies
 * about its size is refused too, never inflated past it.
 */
export async function checkXlsxZip(bytes: Buffer): Promise<void> {
  let entries: ZipEntry[];
  try {
    entries = await readZipDirectory(bytes.length, async (offset, length) => bytes.subarray(offset, offset + length), XLSX_LIMITS);
  } catch (error) {
    if (error instanceof ZipRefusal) throw unprocessable(error.kind === "too-large" ? ZIP_BOMB : BROKEN_WORKBOOK);
    throw error;
  }
  for (const entry of entries) {
    if (/^xl\/externalLinks\//i.test(entry.name)) throw unprocessable(EXTERNAL_LINKS);
    checkEntryInflatesAsDeclared(bytes, entry);
  }
}

function checkEntryInflatesAsDeclared(bytes: Buffer, entry: ZipEntry): void {
  const local = entry.localOffset;
  if (local + 30 > bytes.length || bytes.readUInt32LE(local) !== 0x04034b50) throw unprocessable(BROKEN_WORKBOOK);
  const start = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28);
  if (start + entry.compressed > bytes.length) throw unprocessable(BROKEN_WORKBOOK);
  if (entry.method === 0) {
    if (entry.compressed !== entry.uncompressed) throw unprocessable(BROKEN_WORKBOOK);
    return;
  }
  if (entry.method !== 8) throw unprocessable(BROKEN_WORKBOOK);
  let output: Buffer;
  try {
    output = inflateRawSync(bytes.subarray(start, start + entry.compressed), { maxOutputLength: Math.max(entry.uncompressed, 1) });
  } catch (error) {
    throw unprocessable(
      error instanceof RangeError || (error as { code?: string }).code === "ERR_BUFFER_TOO_LARGE" ? ZIP_BOMB : BROKEN_WORKBOOK,
    );
  }
  if (output.length !== entry.uncompressed) throw unprocessable(ZIP_BOMB);
}
