import { Prisma } from "@/lib/generated/prisma/client";
import type { ClientSummaryDto } from "@/lib/schemas/client-summary";
import { toTransactionDto, transactionRelations } from "@/server/accounts/account-dto";
import { agencyDay } from "@/lib/domain/agency-time";
import { prisma } from "@/server/db/client";
import { env } from "@/server/env";
import { reminderSelect, toReminderDto, type ReminderRow } from "@/server/reminders/reminder-query";
import { OPEN_ORDER_STATUSES } from "@/server/service-orders/past-due";
import { serviceOrderRelations, toServiceOrderDto } from "@/server/service-orders/service-order-dto";
import { countFilteredGroups } from "@/server/service-orders/find-service-orders";

/** How many records each part of the owner's page lists; the counts cover them all. */
export const CLIENT_SUMMARY_ROWS = 5;

type SummaryReminderRow = ReminderRow & { today_count: number; upcoming_count: number; past_count: number };

/**
 * What the client's page shows beside the contact details and the listings,
 * for one owner: the account (balance, entry count and the newest entries),
 * the service orders of the owner's listings (the count of each group and the
 * open ones, soonest due first, past due first of all) and their reminders
 * (how many happen today, later, or are past, and the next ones). Counts are
 * counted in SQL and each list is a few rows, whatever the owner's size; no
 * read writes (the reminders' next occurrences are computed, not stored).
 */
export async function getClientSummary(
  clientId: string,
  { now = new Date(), timeZone = env().APP_TIME_ZONE }: { now?: Date; timeZone?: string } = {},
): Promise<ClientSummaryDto> {
  const owned = { listing: { clientId } } satisfies Prisma.ServiceOrderWhereInput;
  const [account, recent, orderCounts, openOrders, reminderRows] = await Promise.all([
    prisma.account.findUnique({ where: { clientId }, select: { balance: true, entryCount: true } }),
    prisma.accountTransaction.findMany({
      where: { clientId },
      orderBy: [{ date: "desc" }, { sequence: "desc" }],
      take: CLIENT_SUMMARY_ROWS,
      include: transactionRelations,
    }),
    countFilteredGroups([owned], now),
    prisma.serviceOrder.findMany({
      where: { ...owned, status: { in: [...OPEN_ORDER_STATUSES] } },
      orderBy: [{ dueAt: "asc" }, { orderNumber: "asc" }],
      take: CLIENT_SUMMARY_ROWS,
      include: serviceOrderRelations,
    }),
    prisma.$queryRaw<SummaryReminderRow[]>(reminderSummarySql(clientId, agencyDay(now, timeZone).date, timeZone)),
  ]);
  const counts = reminderRows[0];
  return {
    account: {
      balance: account ? account.balance.toFixed(2) : "0.00",
      entryCount: account?.entryCount ?? 0,
      recent: recent.map(toTransactionDto),
    },
    orders: {
      counts: orderCounts,
      open: openOrders.map((row) => toServiceOrderDto(row, now)),
      openTotal: orderCounts.pastDue + orderCounts.pending + orderCounts.approved,
    },
    reminders: {
      counts: { today: counts?.today_count ?? 0, upcoming: counts?.upcoming_count ?? 0, past: counts?.past_count ?? 0 },
      next: reminderRows.filter((row) => row.id !== null).map(toReminderDto),
    },
  };
}

/**
 * The owner's reminders with their next occurrence from `today`: the counts
 * (today, later, past one-offs) and the next few, in one statement over the
 * owner's listings (listings by client, reminders by listing: both indexed).
 */
function reminderSummarySql(clientId: string, today: string, timeZone: string): Prisma.Sql {
  return Prisma.sql`
    WITH owned AS MATERIALIZED (${reminderSelect(today, timeZone)} WHERE l.client_id = ${clientId}::uuid)
    SELECT counts.*, next.*
    FROM (
      SELECT (count(*) FILTER (WHERE next_date = ${today}))::int AS today_count,
             (count(*) FILTER (WHERE next_date > ${today}))::int AS upcoming_count,
             (count(*) FILTER (WHERE next_date IS NULL))::int AS past_count
      FROM owned
    ) counts
    LEFT JOIN LATERAL (
      SELECT * FROM owned WHERE next_date IS NOT NULL ORDER BY next_at, id LIMIT ${CLIENT_SUMMARY_ROWS}
    ) next ON true`;
}
