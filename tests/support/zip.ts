import { crc32, deflateRawSync } from "node:zlib";

/** One file in a test ZIP: stored, or deflated; `declaredSize` lies about its inflated size in the headers. */
export interface ZipEntry {
  name: string;
  data: Buffer;
  deflate?: boolean;
  declaredSize?: number;
}

// The byte widths of each record's fields, in order (APPNOTE.TXT 4.3.7, 4.3.12, 4.3.16).
// Local header: signature, version needed, flags, method, time, date, CRC-32, compressed size, size, name length, extra length.
const LOCAL_HEADER = [4, 2, 2, 2, 2, 2, 4, 4, 4, 2, 2];
// Central directory entry: signature, version made by, the local header's fields from version needed on, comment length,
// disk, internal and external attributes, offset of the local header.
const CENTRAL_ENTRY = [4, 2, 2, 2, 2, 2, 2, 4, 4, 4, 2, 2, 2, 2, 2, 4, 4];
// End of central directory: signature, disk, its disk, entries here, entries, directory size, directory offset, comment length.
const END_RECORD = [4, 2, 2, 2, 2, 4, 4, 2];

const SIGNATURE = { local: 0x04034b50, central: 0x02014b50, end: 0x06054b50 };
const METHOD = { store: 0, deflate: 8 };
const VERSION = 20;

/** The values, little-endian, each in its field's width. */
function littleEndian(widths: number[], values: number[]): Buffer {
  const record = Buffer.alloc(widths.reduce((sum, width) => sum + width, 0));
  let at = 0;
  widths.forEach((width, index) => {
    record.writeUIntLE(values[index]!, at, width);
    at += width;
  });
  return record;
}

/** A real ZIP file: each entry's local header, name and data, then the central directory and its end record. */
export function zipOf(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, "utf8");
    const body = entry.deflate ? deflateRawSync(entry.data) : entry.data;
    const method = entry.deflate ? METHOD.deflate : METHOD.store;
    const described = [method, 0, 0, crc32(entry.data), body.length, entry.declaredSize ?? entry.data.length, name.length, 0];
    const local = littleEndian(LOCAL_HEADER, [SIGNATURE.local, VERSION, 0, ...described]);
    locals.push(local, name, body);
    centrals.push(littleEndian(CENTRAL_ENTRY, [SIGNATURE.central, VERSION, VERSION, 0, ...described, 0, 0, 0, 0, offset]), name);
    offset += local.length + name.length + body.length;
  }
  const directory = Buffer.concat(centrals);
  const end = littleEndian(END_RECORD, [SIGNATURE.end, 0, 0, entries.length, entries.length, directory.length, offset, 0]);
  return Buffer.concat([...locals, directory, end]);
}
