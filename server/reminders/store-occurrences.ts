import type { PrismaClient } from "@/lib/generated/prisma/client";
import { agencyDay } from "@/lib/domain/agency-time";
import { prisma } from "@/server/db/client";
import { env } from "@/server/env";
import { refreshOccurrences, storedOccurrence } from "./occurrence-sql";

/**
 * Who writes reminders.next_occurrence (docs/DECISIONS.md "Stored next
 * occurrence"): the writes that change when a reminder happens, and a daily
 * job for the recurring ones that days have moved on. Reads never write: a
 * read computes, in its own statement, whatever it finds missing or stale
 * (server/reminders/find-reminders.ts).
 */
type Db = Pick<PrismaClient, "$executeRaw">;

/** After a create or an update: the reminder's next occurrence as of `today`, stored in the writer's transaction. */
export function storeReminderOccurrence(tx: Db, id: string, { today, timeZone }: { today: string; timeZone: string }) {
  return tx.$executeRaw`UPDATE reminders r SET next_occurrence = ${storedOccurrence(today, timeZone)} WHERE r.id = ${id}::uuid`;
}

/** Rows per statement of the daily refresh: each batch re-enters every index of a few hundred rows, then commits. */
export const REFRESH_BATCH = 500;
/** At most this many batches a run (a million rows); what is left waits for the next run and is computed by reads meanwhile. */
const MAX_BATCHES = 2_000;

/**
 * The daily job (to run soon after midnight in APP_TIME_ZONE, and once at
 * start-up): stores the next occurrence of every reminder whose stored one a
 * read cannot use — recurring ones whose occurrence has passed, and any
 * written without one (imports, older rows). Batch after batch, each its own
 * statement; rows another transaction holds are skipped (the next run takes
 * them), so it never waits on an edit. Idempotent: a second run finds nothing.
 * Answers how many rows it wrote.
 */
export async function refreshStaleReminderOccurrences({
  db = prisma,
  now = new Date(),
  timeZone = env().APP_TIME_ZONE,
  batchSize = REFRESH_BATCH,
}: { db?: Db; now?: Date; timeZone?: string; batchSize?: number } = {}): Promise<number> {
  const today = agencyDay(now, timeZone).date;
  let written = 0;
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const rows = await db.$executeRaw(refreshOccurrences([], today, timeZone, batchSize));
    written += rows;
    if (rows < batchSize) break;
  }
  return written;
}
