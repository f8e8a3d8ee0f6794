import type { ServiceOrderStatus } from "@/lib/domain/enums";
import type { Prisma } from "@/lib/generated/prisma/client";
import { prisma } from "@/server/db/client";
import { dbDate } from "@/lib/domain/agency-time";

/**
 * The rows behind the calendar and the feed: three indexed queries (reminders
 * by specialist and due date, orders by due date, listings by lease end).
 * `specialistId` null means everyone's.
 */
export interface ReminderRow {
  id: string;
  name: string;
  dueAt: Date;
  isRecurring: boolean;
  frequency: "none" | "daily" | "weekly" | "monthly";
  dayOfWeek: string | null;
  notes: string;
  listing: { propertyName: string };
}

export interface OrderRow {
  id: string;
  name: string;
  orderNumber: number;
  dueAt: Date;
  status: ServiceOrderStatus;
  details: string;
  listing: { propertyName: string };
}

export interface LeaseRow {
  id: string;
  propertyName: string;
  leaseEndDate: Date | null;
  tenantName: string | null;
}

/** Reminders, orders and lease ends beyond this many in one range are left out (a month of a busy agency is far below it). */
export const CALENDAR_ROW_CAP = 2_000;

const recurring: Prisma.ReminderWhereInput = { isRecurring: true, frequency: { not: "none" } };

/** Reminders that may happen in [start, end): recurring ones begun before `end`, one-offs inside it. */
export function loadReminderRows(specialistId: string | null, start: Date, end: Date): Promise<ReminderRow[]> {
  return prisma.reminder.findMany({
    where: {
      ...(specialistId ? { specialistId } : {}),
      dueAt: { lt: end },
      OR: [recurring, { dueAt: { gte: start } }],
    },
    select: {
      id: true,
      name: true,
      dueAt: true,
      isRecurring: true,
      frequency: true,
      dayOfWeek: true,
      notes: true,
      listing: { select: { propertyName: true } },
    },
    orderBy: [{ dueAt: "asc" }, { id: "asc" }],
    take: CALENDAR_ROW_CAP,
  });
}

export function loadOrderRows(specialistId: string | null, start: Date, end: Date): Promise<OrderRow[]> {
  return prisma.serviceOrder.findMany({
    where: { dueAt: { gte: start, lt: end }, ...(specialistId ? { listing: { propertySpecialistId: specialistId } } : {}) },
    select: {
      id: true,
      name: true,
      orderNumber: true,
      dueAt: true,
      status: true,
      details: true,
      listing: { select: { propertyName: true } },
    },
    orderBy: [{ dueAt: "asc" }, { orderNumber: "asc" }],
    take: CALENDAR_ROW_CAP,
  });
}

/** Listings whose current lease ends on a day from `fromDay` to `toDay` (yyyy-MM-dd, both included). */
export function loadLeaseRows(specialistId: string | null, fromDay: string, toDay: string, take = CALENDAR_ROW_CAP): Promise<LeaseRow[]> {
  return prisma.listing.findMany({
    where: {
      leaseEndDate: { gte: dbDate(fromDay), lte: dbDate(toDay) },
      ...(specialistId ? { propertySpecialistId: specialistId } : {}),
    },
    select: { id: true, propertyName: true, leaseEndDate: true, tenantName: true },
    orderBy: [{ leaseEndDate: "asc" }, { propertyNameOrder: "asc" }],
    take,
  });
}
