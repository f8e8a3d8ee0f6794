import { instantOf, wallClockOf } from "@/lib/domain/agency-time";
import type { DayOfWeek } from "@/lib/domain/enums";
import { occurrencesBetween, type RecurrenceRule } from "@/lib/domain/recurrence";
import { DOCUMENT_CATEGORY_LABELS } from "@/lib/domain/documents";
import type { CalendarEvent } from "@/lib/schemas/calendar";
import type { DocumentExpiryRow } from "@/server/documents/document-expiries";
import { isPastDue } from "@/server/service-orders/past-due";
import type { LeaseRow, OrderRow, ReminderRow } from "./calendar-rows";

/**
 * Rows → calendar events (pure). Reminders are projected with the lists' own
 * rule (lib/domain/recurrence.ts, the twin of server/reminders/occurrence-sql.ts):
 * one event per occurrence in the range, at the reminder's time of day on the
 * agency's clock.
 */

/** A reminder's rule: its first day and time of day are its due instant read in the agency's zone. */
export function reminderRule(row: Pick<ReminderRow, "dueAt" | "isRecurring" | "frequency" | "dayOfWeek">, timeZone: string) {
  const clock = wallClockOf(row.dueAt, timeZone);
  const rule: RecurrenceRule = {
    startDate: clock.date,
    frequency: row.isRecurring ? row.frequency : "none",
    dayOfWeek: (row.dayOfWeek as DayOfWeek | null) ?? null,
  };
  return { rule, hours: clock.hours, minutes: clock.minutes };
}

export function reminderEvents(row: ReminderRow, fromDay: string, toDay: string, timeZone: string): CalendarEvent[] {
  const { rule, hours, minutes } = reminderRule(row, timeZone);
  return occurrencesBetween(rule, fromDay, toDay).map((day) => ({
    kind: "reminder",
    _id: row.id,
    title: row.name,
    listing: row.listing.propertyName,
    start: instantOf({ date: day, hours, minutes }, timeZone).toISOString(),
    allDay: false,
    day,
    href: `/reminders/view/${row.id}`,
    recurring: rule.frequency !== "none",
  }));
}

export function orderEvent(row: OrderRow, now: Date, timeZone: string): CalendarEvent {
  return {
    kind: "order",
    _id: row.id,
    title: `#${row.orderNumber} ${row.name}`,
    listing: row.listing.propertyName,
    start: row.dueAt.toISOString(),
    allDay: false,
    day: wallClockOf(row.dueAt, timeZone).date,
    href: `/service-orders/view/${row.id}`,
    status: row.status,
    pastDue: isPastDue(row, now),
  };
}

/** A lease end is an all-day event on its date (a calendar date: no zone applies). */
export function leaseEvent(row: LeaseRow): CalendarEvent {
  const day = row.leaseEndDate!.toISOString().slice(0, 10);
  return {
    kind: "lease",
    _id: row.id,
    title: `Lease ends: ${row.propertyName}`,
    listing: row.tenantName ? `Tenant ${row.tenantName}` : row.propertyName,
    start: day,
    allDay: true,
    day,
    href: `/listings/view/${row.id}`,
  };
}

/** A document's expiry is an all-day event on its date that opens the record it is on. */
export function documentEvent(row: DocumentExpiryRow): CalendarEvent {
  return {
    kind: "document",
    _id: row.id,
    // "Lease expires: …", "Identity expires: …"; a paper of no particular kind is a "Document".
    title: `${row.category === "other" ? "Document" : (DOCUMENT_CATEGORY_LABELS[row.category] ?? "Document")} expires: ${row.title}`,
    listing: row.recordName ?? "",
    start: row.expiresOn,
    allDay: true,
    day: row.expiresOn,
    href: `/${row.entity}/view/${row.recordId}`,
  };
}

/** Day by day; within a day all-day events first, then by time. */
export function sortEvents(events: CalendarEvent[]): CalendarEvent[] {
  return events.sort(
    (a, b) =>
      a.day.localeCompare(b.day) || Number(b.allDay) - Number(a.allDay) || a.start.localeCompare(b.start) || a.title.localeCompare(b.title),
  );
}
