import { inflateRawSync } from "node:zlib";
import { unprocessable } from "@/server/errors";
import { MAX_XLSX_ENTRIES, MAX_XLSX_INFLATED_BYTES, MAX_XLSX_RATIO } from "./limits";

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
export function checkXlsxZip(bytes: Buffer): void {
  const end = findEndOfCentralDirectory(bytes);
  if (end < 0) throw unprocessable(BROKEN_WORKBOOK);
  const entryCount = bytes.readUInt16LE(end + 10);
  const directoryOffset = bytes.readUInt32LE(end + 16);
  if (entryCount === 0xffff || directoryOffset === 0xffffffff) throw unprocessable(ZIP_BOMB);
  if (entryCount > MAX_XLSX_ENTRIES) throw unprocessable(ZIP_BOMB);

  let offset = directoryOffset;
  let total = 0;
  for (let index = 0; index < entryCount; index += 1) {
    if (offset + 46 > bytes.length || bytes.readUInt32LE(offset) !== 0x02014b50) throw unprocessable(BROKEN_WORKBOOK);
    const method = bytes.readUInt16LE(offset + 10);
    const compressed = bytes.readUInt32LE(offset + 20);
    const inflated = bytes.readUInt32LE(offset + 24);
    const nameLength = bytes.readUInt16LE(offset + 28);
    const extraLength = bytes.readUInt16LE(offset + 30);
    const commentLength = bytes.readUInt16LE(offset + 32);
    const localOffset = bytes.readUInt32LE(offset + 42);
    const name = bytes.toString("utf8", offset + 46, offset + 46 + nameLength);
    offset += 46 + nameLength + extraLength + commentLength;

    if (compressed === 0xffffffff || inflated === 0xffffffff || localOffset === 0xffffffff) throw unprocessable(ZIP_BOMB);
    if (/^xl\/externalLinks\//i.test(name)) throw unprocessable(EXTERNAL_LINKS);
    total += inflated;
    if (total > MAX_XLSX_INFLATED_BYTES) throw unprocessable(ZIP_BOMB);
    if (inflated > 1024 * 1024 && inflated > Math.max(compressed, 1) * MAX_XLSX_RATIO) throw unprocessable(ZIP_BOMB);
    checkEntryInflatesAsDeclared(bytes, { method, compressed, inflated, localOffset });
  }
}

function checkEntryInflatesAsDeclared(
  bytes: Buffer,
  entry: { method: number; compressed: number; inflated: number; localOffset: number },
): void {
  const local = entry.localOffset;
  if (local + 30 > bytes.length || bytes.readUInt32LE(local) !== 0x04034b50) throw unprocessable(BROKEN_WORKBOOK);
  const start = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28);
  if (start + entry.compressed > bytes.length) throw unprocessable(BROKEN_WORKBOOK);
  if (entry.method === 0) {
    if (entry.compressed !== entry.inflated) throw unprocessable(BROKEN_WORKBOOK);
    return;
  }
  if (entry.method !== 8) throw unprocessable(BROKEN_WORKBOOK);
  let output: Buffer;
  try {
    output = inflateRawSync(bytes.subarray(start, start + entry.compressed), { maxOutputLength: Math.max(entry.inflated, 1) });
  } catch (error) {
    throw unprocessable(
      error instanceof RangeError || (error as { code?: string }).code === "ERR_BUFFER_TOO_LARGE" ? ZIP_BOMB : BROKEN_WORKBOOK,
    );
  }
  if (output.length !== entry.inflated) throw unprocessable(ZIP_BOMB);
}

function findEndOfCentralDirectory(bytes: Buffer): number {
  const lowest = Math.max(0, bytes.length - 22 - 0xffff);
  for (let offset = bytes.length - 22; offset >= lowest; offset -= 1) {
    if (bytes.readUInt32LE(offset) === 0x06054b50) return offset;
  }
  return -1;
}
