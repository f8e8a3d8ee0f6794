/**
 * A ZIP's central directory, read without inflating anything: the one reader
 * behind the documents' type check (server/documents/file-type.ts) and the
 * imports' workbook guard (server/imports/zip-guard.ts). It refuses what no
 * office file of ours needs and what a ZIP bomb looks like — ZIP64, more
 * entries or a larger directory than the limits, entries that claim to expand
 * past the limits in all or by too great a ratio — with a ZipRefusal whose
 * `kind` each caller turns into its own answer.
 */

/** Reads `length` bytes at `offset` of the file. */
export type RangeReader = (offset: number, length: number) => Promise<Buffer>;

export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflated. */
  method: number;
  compressed: number;
  uncompressed: number;
  localOffset: number;
}

export interface ZipLimits {
  maxEntries: number;
  maxTotalUncompressed: number;
  /** An entry over 1 MB may claim at most this many times its compressed size. */
  maxRatio: number;
}

export class ZipRefusal extends Error {
  constructor(readonly kind: "unreadable" | "too-large") {
    super(kind === "too-large" ? "The ZIP would expand to an unsafe size." : "Not a readable ZIP.");
  }
}

const MAX_CENTRAL_DIRECTORY_BYTES = 4 * 1024 * 1024;
const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const ZIP64 = 0xffffffff;

export async function readZipDirectory(size: number, read: RangeReader, limits: ZipLimits): Promise<ZipEntry[]> {
  const tailLength = Math.min(size, 22 + 0xffff);
  if (tailLength < 22) throw new ZipRefusal("unreadable");
  const tail = await read(size - tailLength, tailLength);
  let eocd = -1;
  for (let at = tail.length - 22; at >= 0; at -= 1) {
    if (tail.readUInt32LE(at) === EOCD_SIGNATURE) {
      eocd = at;
      break;
    }
  }
  if (eocd < 0) throw new ZipRefusal("unreadable");
  const count = tail.readUInt16LE(eocd + 10);
  const directorySize = tail.readUInt32LE(eocd + 12);
  const directoryOffset = tail.readUInt32LE(eocd + 16);
  if (count === 0xffff || directorySize === ZIP64 || directoryOffset === ZIP64) throw new ZipRefusal("too-large");
  if (count > limits.maxEntries || directorySize > MAX_CENTRAL_DIRECTORY_BYTES) throw new ZipRefusal("too-large");
  if (count === 0 || directoryOffset + directorySize > size) throw new ZipRefusal("unreadable");

  const directory = await read(directoryOffset, directorySize);
  const entries: ZipEntry[] = [];
  let total = 0;
  let at = 0;
  for (let index = 0; index < count; index += 1) {
    if (at + 46 > directory.length || directory.readUInt32LE(at) !== CENTRAL_SIGNATURE) throw new ZipRefusal("unreadable");
    const nameLength = directory.readUInt16LE(at + 28);
    if (at + 46 + nameLength > directory.length) throw new ZipRefusal("unreadable");
    const entry: ZipEntry = {
      name: directory.subarray(at + 46, at + 46 + nameLength).toString("utf8"),
      method: directory.readUInt16LE(at + 10),
      compressed: directory.readUInt32LE(at + 20),
      uncompressed: directory.readUInt32LE(at + 24),
      localOffset: directory.readUInt32LE(at + 42),
    };
    if (entry.compressed === ZIP64 || entry.uncompressed === ZIP64 || entry.localOffset === ZIP64) throw new ZipRefusal("too-large");
    total += entry.uncompressed;
    if (total > limits.maxTotalUncompressed) throw new ZipRefusal("too-large");
    if (entry.uncompressed > 1024 * 1024 && entry.uncompressed > Math.max(entry.compressed, 1) * limits.maxRatio) {
      throw new ZipRefusal("too-large");
    }
    entries.push(entry);
    at += 46 + nameLength + directory.readUInt16LE(at + 30) + directory.readUInt16LE(at + 32);
  }
  return entries;
}

/**
 * Where an entry's stored bytes begin: after its local header (30 bytes) and that header's own name and extra
 * field, whose lengths may differ from the central directory's. Throws ZipRefusal("unreadable") when the local
 * header is not there or the data would run past the file.
 */
export async function entryDataOffset(size: number, read: RangeReader, entry: ZipEntry): Promise<number> {
  if (entry.localOffset + 30 > size) throw new ZipRefusal("unreadable");
  const local = await read(entry.localOffset, 30);
  if (local.readUInt32LE(0) !== LOCAL_SIGNATURE) throw new ZipRefusal("unreadable");
  const start = entry.localOffset + 30 + local.readUInt16LE(26) + local.readUInt16LE(28);
  if (start + entry.compressed > size) throw new ZipRefusal("unreadable");
  return start;
}
