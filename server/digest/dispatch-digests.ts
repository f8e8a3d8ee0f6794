import { Prisma } from "@/lib/generated/prisma/client";
import { DEFAULT_DIGEST_HOUR } from "@/lib/schemas/notifications";
import { agencyDay, formatInZone } from "@/lib/domain/agency-time";
import { prisma } from "@/server/db/client";
import { env } from "@/server/env";
import { enqueue } from "@/server/jobs/enqueue";

/** People one pass queues; a larger staff continues in a follow-up job (keyset on the user id). */
export const DIGEST_DISPATCH_BATCH = 200;

/**
 * The digest.dispatch job (every hour on the hour, dispatch.job.ts): queues a
 * digest.send for every active person whose digest is on, whose hour has
 * come today (agency time) and whose day is not decided yet. "Has come"
 * rather than "is now": an hour missed while no instance ran is caught up by
 * the next pass of the same day. Running it twice queues nothing twice (the
 * digest.send job's key, and the day claimed in send-digest.ts).
 */
export async function dispatchDigests({ after, now = new Date() }: { after?: string; now?: Date } = {}): Promise<number> {
  const timeZone = env().APP_TIME_ZONE;
  const today = agencyDay(now, timeZone).date;
  const hour = Number(formatInZone(now, timeZone, "H"));
  const due = await prisma.$queryRaw<{ id: string }[]>`
    SELECT u."id"
      FROM "users" u
      LEFT JOIN "notification_settings" s ON s."user_id" = u."id"
     WHERE u."is_active"
       AND COALESCE(s."digest", u."role" = 'property-specialist')
       AND COALESCE(s."digest_hour", ${DEFAULT_DIGEST_HOUR}) <= ${hour}
       AND (s."digest_checked_on" IS NULL OR s."digest_checked_on" < ${today}::date)
       ${after ? Prisma.sql`AND u."id" > ${after}::uuid` : Prisma.empty}
     ORDER BY u."id"
     LIMIT ${DIGEST_DISPATCH_BATCH}`;
  if (due.length === 0) return 0;
  await prisma.$transaction(async (tx) => {
    for (const { id } of due) await enqueue(tx, "digest.send", { userId: id, day: today });
    if (due.length === DIGEST_DISPATCH_BATCH) await enqueue(tx, "digest.dispatch", { after: due.at(-1)!.id });
  });
  return due.length;
}
