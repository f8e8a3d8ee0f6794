import { prisma } from "@/server/db/client";
import { env } from "@/server/env";

/** Rows deleted per statement, so one pass never holds a long lock. */
const PRUNE_BATCH = 500;
/** Batches per pass; the next day's pass goes on if an old backlog is larger. */
const PRUNE_MAX_BATCHES = 20;

/**
 * The outbox.prune job (daily): deletes messages older than
 * OUTBOX_RETENTION_DAYS that are no longer on their way (sent, failed or
 * captured), in bounded batches.
 */
export async function pruneOutbox(now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - env().OUTBOX_RETENTION_DAYS * 86_400_000);
  let deleted = 0;
  for (let batch = 0; batch < PRUNE_MAX_BATCHES; batch++) {
    const count = await prisma.$executeRaw`
      DELETE FROM "outbox_messages" WHERE "id" IN (
        SELECT "id" FROM "outbox_messages"
         WHERE "created_at" < ${before} AND "status" IN ('sent', 'failed', 'captured')
         ORDER BY "created_at" LIMIT ${PRUNE_BATCH})`;
    deleted += count;
    if (count < PRUNE_BATCH) break;
  }
  return deleted;
}
