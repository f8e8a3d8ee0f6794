import { Prisma } from "@/lib/generated/prisma/client";
import { lastCalendarMonth } from "@/lib/domain/calendar";
import { monthPeriod } from "@/lib/schemas/statement";
import { agencyDay, agencyDayOf } from "@/lib/domain/agency-time";
import { prisma } from "@/server/db/client";
import { env } from "@/server/env";
import { badRequest } from "@/server/errors";
import { enqueue } from "@/server/jobs/enqueue";

/** Accounts looked at per transaction: a bounded read and a bounded transaction, however many owners there are. */
export const STATEMENT_QUEUE_BATCH = 500;

/** Who asked for the statements: an admin, or the monthly schedule. */
export interface StatementSender {
  id: string | null;
  name: string;
}

export const SCHEDULED_STATEMENTS: StatementSender = { id: null, name: "Monthly statements" };

/**
 * Queues `month`'s statement (yyyy-MM) for every owner who had entries in it
 * or whose balance is not zero: a statement_sends row per owner and month and
 * a statements.send job, in one transaction per batch of accounts (keyset on
 * the client id). The row's key decides "once per owner and month" in the
 * database — INSERT … ON CONFLICT DO NOTHING — so two callers at once, a
 * retried job and a second instance queue each owner once. With `resend`,
 * an owner who had it gets it again (the row's round goes up; the message's
 * idempotency key carries the round). Answers how many were queued.
 */
export async function queueMonthlyStatements({
  month,
  resend = false,
  by,
  now = new Date(),
}: {
  month: string;
  resend?: boolean;
  by: StatementSender;
  now?: Date;
}): Promise<{ queued: number }> {
  const timeZone = env().APP_TIME_ZONE;
  const thisMonth = agencyDay(now, timeZone).date.slice(0, 7);
  if (month > thisMonth) throw badRequest("month cannot be after this month.", { month: ["month cannot be after this month."] });
  const { from, to } = monthPeriod(month);
  const start = agencyDayOf(from, timeZone).start;
  const end = agencyDayOf(to, timeZone).end;
  const onConflict = resend
    ? Prisma.sql`DO UPDATE SET round = statement_sends.round + 1, message_id = NULL, outcome = NULL, queued_at = now()`
    : Prisma.sql`DO NOTHING`;

  let queued = 0;
  let after: string | null = null;
  for (;;) {
    const cursor: string | null = after;
    const page: { accounts: { id: string }[]; written: { clientId: string; round: number }[] } = await prisma.$transaction(async (tx) => {
      const accounts: { id: string }[] = await tx.$queryRaw<{ id: string }[]>`
        SELECT client_id::text AS id FROM accounts
        ${cursor ? Prisma.sql`WHERE client_id > ${cursor}::uuid` : Prisma.empty}
        ORDER BY client_id LIMIT ${STATEMENT_QUEUE_BATCH}`;
      if (accounts.length === 0) return { accounts, written: [] };
      const written = await tx.$queryRaw<{ clientId: string; round: number }[]>`
        INSERT INTO statement_sends (client_id, month)
        SELECT a.client_id, ${month} FROM accounts a
        WHERE a.client_id = ANY(${accounts.map((account) => account.id)}::uuid[])
          AND (a.balance <> 0 OR EXISTS (
            SELECT 1 FROM account_transactions t
            WHERE t.client_id = a.client_id AND t.date >= ${start}::timestamptz AND t.date < ${end}::timestamptz))
        ON CONFLICT (client_id, month) ${onConflict}
        RETURNING client_id::text AS "clientId", round`;
      for (const row of written) {
        await enqueue(tx, "statements.send", { clientId: row.clientId, month, round: row.round, byId: by.id, byName: by.name });
      }
      return { accounts, written };
    });
    queued += page.written.length;
    if (page.accounts.length < STATEMENT_QUEUE_BATCH) return { queued };
    after = page.accounts.at(-1)!.id;
  }
}

/** The statements.monthly job (STATEMENT_DAY at 06:00 agency time): last month's statements, once per owner. */
export async function queueLastMonthsStatements(now = new Date()): Promise<number> {
  const { from } = lastCalendarMonth(agencyDay(now, env().APP_TIME_ZONE).date);
  const { queued } = await queueMonthlyStatements({ month: from.slice(0, 7), by: SCHEDULED_STATEMENTS, now });
  return queued;
}
