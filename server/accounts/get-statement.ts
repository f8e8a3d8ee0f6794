import type { StatementDto } from "@/lib/schemas/account";
import { notFound } from "@/server/errors";
import { agencyDay, agencyDayOf } from "@/server/agency-day";
import { prisma } from "@/server/db/client";
import { env } from "@/server/env";
import { lastCalendarMonth } from "@/lib/domain/calendar";
import { fullName } from "@/lib/domain/people";
import { toTransactionDto, transactionRelations } from "./account-dto";
import { summarise } from "./ledger-math";

/**
 * The owner statement for the agency days `from`..`to` (inclusive, in
 * APP_TIME_ZONE; without them, last calendar month): the balance brought
 * forward (closing balance of the last entry before the period, found on the
 * index), the period's entries in ledger order, the totals, and the closing
 * balance.
 */
export async function getStatement({
  clientId,
  now = new Date(),
  ...period
}: {
  clientId: string;
  from?: string;
  to?: string;
  now?: Date;
}): Promise<StatementDto> {
  const timeZone = env().APP_TIME_ZONE;
  const { from, to } = statementPeriod(period, now, timeZone);
  const start = agencyDayOf(from, timeZone).start;
  const end = agencyDayOf(to, timeZone).end;

  const [client, before, rows] = await Promise.all([
    prisma.client.findUnique({
      where: { id: clientId },
      select: {
        id: true,
        name: true,
        contactFirstName: true,
        contactLastName: true,
        contactEmailAddress: true,
        contactMailingAddress: true,
      },
    }),
    prisma.accountTransaction.findFirst({
      where: { clientId, date: { lt: start } },
      orderBy: [{ date: "desc" }, { sequence: "desc" }],
      select: { closingBalance: true },
    }),
    prisma.accountTransaction.findMany({
      where: { clientId, date: { gte: start, lt: end } },
      include: transactionRelations,
      orderBy: [{ date: "asc" }, { sequence: "asc" }],
    }),
  ]);
  if (!client) throw notFound("Client not found.");

  const entries = rows.map(toTransactionDto);
  const opening = before ? before.closingBalance.toFixed(2) : "0.00";
  return {
    client: {
      _id: client.id,
      name: client.name,
      contactName: fullName({ firstName: client.contactFirstName, lastName: client.contactLastName }),
      contactEmailAddress: client.contactEmailAddress,
      contactMailingAddress: client.contactMailingAddress,
    },
    from,
    to,
    timeZone,
    ...summarise(entries, opening),
    entries,
    generatedAt: now.toISOString(),
  };
}

/** The period asked for, or last calendar month of the agency's today. */
export function statementPeriod(period: { from?: string; to?: string }, now: Date, timeZone: string): { from: string; to: string } {
  return period.from && period.to ? { from: period.from, to: period.to } : lastCalendarMonth(agencyDay(now, timeZone).date);
}
