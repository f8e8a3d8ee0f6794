import { prisma } from "@/server/db/client";

/**
 * Where a document's bytes live. One small interface so an object store can
 * take PostgreSQL's place later; today's is `chunkedRows`: the bytes in
 * `document_chunks`, CHUNK_BYTES a row (the last one shorter), so an upload is
 * written and a download read one chunk at a time and a file is never whole
 * in the server's memory. Removing a document's row removes its chunks
 * (ON DELETE CASCADE); `remove` is for stores without that.
 */
export interface DocumentStorage {
  /** Stores chunk `seq` (0, 1, 2, …); every chunk but the last is exactly CHUNK_BYTES long. */
  writeChunk(documentId: string, seq: number, bytes: Uint8Array): Promise<void>;
  /** The whole content, chunk after chunk, each read when the reader asks for it. */
  read(documentId: string, byteSize: number): ReadableStream<Uint8Array>;
  /** `length` bytes from `offset` (bounded by the caller), reading only the chunks they lie in. */
  readRange(documentId: string, offset: number, length: number): Promise<Buffer>;
  remove(documentId: string): Promise<void>;
}

export const CHUNK_BYTES = 256 * 1024;

export const chunkedRows: DocumentStorage = {
  async writeChunk(documentId, seq, bytes) {
    await prisma.documentChunk.create({ data: { documentId, seq, data: new Uint8Array(bytes) }, select: { seq: true } });
  },

  read(documentId, byteSize) {
    const chunks = Math.ceil(byteSize / CHUNK_BYTES);
    let seq = 0;
    return new ReadableStream<Uint8Array>(
      {
        async pull(controller) {
          if (seq >= chunks) {
            controller.close();
            return;
          }
          const chunk = await prisma.documentChunk.findUnique({ where: { documentId_seq: { documentId, seq } }, select: { data: true } });
          seq += 1;
          if (!chunk) {
            controller.error(new Error(`Document ${documentId} is missing chunk ${seq - 1}.`));
            return;
          }
          controller.enqueue(chunk.data);
        },
      },
      // One chunk ahead at most: a slow reader holds the server to ~2 chunks of memory.
      { highWaterMark: 1 },
    );
  },

  async readRange(documentId, offset, length) {
    if (length <= 0) return Buffer.alloc(0);
    const first = Math.floor(offset / CHUNK_BYTES);
    const last = Math.floor((offset + length - 1) / CHUNK_BYTES);
    const rows = await prisma.documentChunk.findMany({
      where: { documentId, seq: { gte: first, lte: last } },
      orderBy: { seq: "asc" },
      select: { data: true },
    });
    const joined = Buffer.concat(rows.map((row) => row.data));
    const start = offset - first * CHUNK_BYTES;
    return joined.subarray(start, start + length);
  },

  async remove(documentId) {
    await prisma.documentChunk.deleteMany({ where: { documentId } });
  },
};

/** The storage in use. */
export function documentStorage(): DocumentStorage {
  return chunkedRows;
}
