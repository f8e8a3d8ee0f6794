import type { CalendarEvent } from "@/lib/schemas/calendar";
import { agencyDayOf } from "@/lib/domain/agency-time";
import { env } from "@/server/env";
import { loadDocumentExpiries } from "@/server/documents/document-expiries";
import { CALENDAR_ROW_CAP, loadLeaseRows, loadOrderRows, loadReminderRows } from "./calendar-rows";
import { documentEvent, leaseEvent, orderEvent, reminderEvents, sortEvents } from "./calendar-events";

export interface CalendarRange {
  /** yyyy-MM-dd, agency days, both included. */
  from: string;
  to: string;
  /** null: everyone's (server/calendar/calendar-scope.ts). */
  specialistId: string | null;
  /** Users' documents' expiry dates too (admins' everyone's calendar only). */
  includeUserDocuments?: boolean;
}

/** The most events one range answers: 2,000 daily reminders over 62 days would otherwise be 124,000. */
export const MAX_CALENDAR_EVENTS = 5_000;

/** GET /api/v1/calendar, the calendar page and the dashboard's week: the events of a range of agency days. */
export async function findCalendarEvents(
  { from, to, specialistId, includeUserDocuments = false }: CalendarRange,
  { now = new Date(), timeZone = env().APP_TIME_ZONE }: { now?: Date; timeZone?: string } = {},
): Promise<CalendarEvent[]> {
  const start = agencyDayOf(from, timeZone).start;
  const end = agencyDayOf(to, timeZone).end;
  const [reminders, orders, leases, documents] = await Promise.all([
    loadReminderRows(specialistId, start, end),
    loadOrderRows(specialistId, start, end),
    loadLeaseRows(specialistId, from, to),
    loadDocumentExpiries({ specialistId, includeUsers: includeUserDocuments, fromDay: from, toDay: to, take: CALENDAR_ROW_CAP }),
  ]);
  const events = [...orders.map((row) => orderEvent(row, now, timeZone)), ...leases.map(leaseEvent), ...documents.map(documentEvent)];
  for (const row of reminders) {
    if (events.length >= MAX_CALENDAR_EVENTS) break;
    events.push(...reminderEvents(row, from, to, timeZone).slice(0, MAX_CALENDAR_EVENTS - events.length));
  }
  return sortEvents(events);
}
