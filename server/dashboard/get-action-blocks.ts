import type { Prisma } from "@/lib/generated/prisma/client";
import { addDays } from "@/lib/domain/recurrence";
import type { CalendarEvent } from "@/lib/schemas/calendar";
import type { Block, DueOrderRow, LeaseAlertRow, NegativeAccountRow, PastDueOrderRow } from "@/lib/schemas/dashboard";
import { agencyDay, agencyDayOf, dbDate } from "@/lib/domain/agency-time";
import { loadLeaseRows } from "@/server/calendar/calendar-rows";
import { findCalendarEvents } from "@/server/calendar/find-calendar-events";
import { prisma } from "@/server/db/client";
import { env } from "@/server/env";
import { OPEN_ORDER_STATUSES, pastDueWhere } from "@/server/service-orders/past-due";

/**
 * The dashboard's blocks to act on. Each is one or two indexed, LIMITed
 * queries; `specialistId` (null: everyone's) scopes orders, agenda and leases
 * to the listings a specialist manages, as the calendar does. Every block
 * shows at most DASHBOARD_BLOCK_ROWS rows and says how many there are.
 */
export const DASHBOARD_BLOCK_ROWS = 5;
export const AGENDA_DAYS = 7;

/** Open orders whose due instant has passed, oldest first (index service_orders(status, due_at)). */
export function getPastDueOrders(specialistId: string | null, now = new Date()): Promise<Block<PastDueOrderRow>> {
  return openOrdersBlock(specialistId, pastDueWhere(now));
}

/** Open orders due from now to the end of the `days`th agency day (today the first): the daily digest's "due this week". */
export function getOrdersDueSoon(
  specialistId: string | null,
  { now = new Date(), timeZone = env().APP_TIME_ZONE, days = AGENDA_DAYS } = {},
): Promise<Block<DueOrderRow>> {
  const end = agencyDayOf(addDays(agencyDay(now, timeZone).date, days - 1), timeZone).end;
  return openOrdersBlock(specialistId, { status: { in: [...OPEN_ORDER_STATUSES] }, dueAt: { gte: now, lt: end } });
}

/** The open orders `due` keeps (past due, or due in a range), soonest first: a few rows and how many there are. */
async function openOrdersBlock(specialistId: string | null, due: Prisma.ServiceOrderWhereInput): Promise<Block<DueOrderRow>> {
  const where = {
    ...due,
    ...(specialistId ? { listing: { propertySpecialistId: specialistId } } : {}),
  };
  const [rows, total] = await Promise.all([
    prisma.serviceOrder.findMany({
      where,
      select: { id: true, orderNumber: true, name: true, dueAt: true, status: true, listing: { select: { propertyName: true } } },
      orderBy: [{ dueAt: "asc" }, { orderNumber: "asc" }],
      take: DASHBOARD_BLOCK_ROWS,
    }),
    prisma.serviceOrder.count({ where }),
  ]);
  return {
    total,
    rows: rows.map((row) => ({
      _id: row.id,
      orderNumber: row.orderNumber,
      name: row.name,
      listing: row.listing.propertyName,
      dueAt: row.dueAt.toISOString(),
      status: row.status,
    })),
  };
}

/** Clients whose account balance is below zero, most owed first. */
export async function getNegativeAccounts(): Promise<Block<NegativeAccountRow>> {
  const where = { balance: { lt: 0 } };
  const [rows, total] = await Promise.all([
    prisma.account.findMany({
      where,
      select: { clientId: true, balance: true, client: { select: { name: true } } },
      orderBy: [{ balance: "asc" }, { clientId: "asc" }],
      take: DASHBOARD_BLOCK_ROWS,
    }),
    prisma.account.count({ where }),
  ]);
  return { total, rows: rows.map((row) => ({ _id: row.clientId, name: row.client.name, balance: row.balance.toFixed(2) })) };
}

/** Lease alerts: current leases ending from today to LEASE_ALERT_DAYS ahead, soonest first. */
export async function getLeaseAlerts(
  specialistId: string | null,
  { now = new Date(), timeZone = env().APP_TIME_ZONE, days = env().LEASE_ALERT_DAYS, limit = DASHBOARD_BLOCK_ROWS } = {},
): Promise<Block<LeaseAlertRow> & { days: number }> {
  const today = agencyDay(now, timeZone).date;
  const last = addDays(today, days);
  const [rows, total] = await Promise.all([
    loadLeaseRows(specialistId, today, last, limit),
    prisma.listing.count({
      where: {
        leaseEndDate: { gte: dbDate(today), lte: dbDate(last) },
        ...(specialistId ? { propertySpecialistId: specialistId } : {}),
      },
    }),
  ]);
  return {
    days,
    total,
    rows: rows.map((row) => {
      const endDate = row.leaseEndDate!.toISOString().slice(0, 10);
      return {
        _id: row.id,
        propertyName: row.propertyName,
        tenantName: row.tenantName,
        endDate,
        daysLeft: Math.round((Date.parse(endDate) - Date.parse(today)) / 86_400_000),
      };
    }),
  };
}

/** The next seven agency days of the person's agenda (today's earlier events included); the block shows the first rows. */
export async function getWeekAgenda(
  specialistId: string | null,
  { now = new Date(), timeZone = env().APP_TIME_ZONE } = {},
): Promise<Block<CalendarEvent>> {
  const today = agencyDay(now, timeZone).date;
  const events = await findCalendarEvents({ from: today, to: addDays(today, AGENDA_DAYS - 1), specialistId }, { now, timeZone });
  return { total: events.length, rows: events.slice(0, DASHBOARD_BLOCK_ROWS) };
}
