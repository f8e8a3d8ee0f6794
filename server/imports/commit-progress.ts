import { databaseKind, prisma } from "@/server/db/client";

/** At most one progress write per this many milliseconds (and the first and last of each phase). */
const PROGRESS_EVERY_MS = 500;

/**
 * The commit's progress for the page's bar: rows written so far and rows to
 * write, stored on the import through a connection of its own (the commit's
 * transaction writes the rows; the progress must be seen before it ends).
 * The embedded database has one connection, held by the transaction: there
 * the progress is not written (the page sees the commit done at once).
 */
export function progressReporter(importId: string): (done: number, total: number) => Promise<void> {
  if (databaseKind() === "pglite") return async () => {};
  let last = 0;
  return async (done, total) => {
    const now = Date.now();
    if (done !== 0 && done < total && now - last < PROGRESS_EVERY_MS) return;
    last = now;
    await prisma.$executeRaw`
      UPDATE data_imports SET progress_done = ${done}, progress_total = ${total}
      WHERE id = ${importId}::uuid AND status = 'committing'`;
  };
}
