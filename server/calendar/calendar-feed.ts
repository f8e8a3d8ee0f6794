import ical, { ICalAlarmType, type ICalCalendar } from "ical-generator";
import { tzlib_get_ical_block } from "timezones-ical-library";
import { SERVICE_ORDER_STATUS_LABELS } from "@/lib/domain/enums";
import { addDays } from "@/lib/domain/recurrence";
import { agencyDay, agencyDayOf, instantOf, zonedDate } from "@/lib/domain/agency-time";
import type { Actor } from "@/server/auth/actor";
import { env } from "@/server/env";
import { isOpenOrder, isPastDue } from "@/server/service-orders/past-due";
import { feedSpecialist } from "./calendar-scope";
import { loadDocumentExpiries, type DocumentExpiryRow } from "@/server/documents/document-expiries";
import {
  CALENDAR_ROW_CAP,
  loadLeaseRows,
  loadOrderRows,
  loadReminderRows,
  type LeaseRow,
  type OrderRow,
  type ReminderRow,
} from "./calendar-rows";
import { reminderRule } from "./calendar-events";
import { firstOccurrence, reminderRecurrence } from "./rrule";

/**
 * GET /api/v1/calendar/{token}.ics: the person's events from 30 days ago to a
 * year ahead, as one iCalendar file (ical-generator) in the agency's zone
 * (VTIMEZONE from timezones-ical-library; every timed DTSTART carries its TZID).
 * A recurring reminder is ONE VEVENT with an RRULE (server/calendar/rrule.ts);
 * reminders and open orders ring (VALARM) before they are due. Lease ends and
 * documents' expiry dates are all-day events.
 */
export const FEED_PAST_DAYS = 30;
export const FEED_FUTURE_DAYS = 365;
const REMINDER_MINUTES = 30;
const ORDER_MINUTES = 60;
const ALARM_SECONDS_BEFORE = 15 * 60;

export interface FeedSource {
  reminders: ReminderRow[];
  orders: OrderRow[];
  leases: LeaseRow[];
  /** Never users' documents: staff's own papers stay in the console (docs/DECISIONS.md). */
  documents: DocumentExpiryRow[];
}

export async function loadFeed(actor: Actor, now: Date = new Date(), timeZone = env().APP_TIME_ZONE): Promise<FeedSource> {
  const today = agencyDay(now, timeZone).date;
  const fromDay = addDays(today, -FEED_PAST_DAYS);
  const toDay = addDays(today, FEED_FUTURE_DAYS);
  const start = agencyDayOf(fromDay, timeZone).start;
  const end = agencyDayOf(toDay, timeZone).end;
  const specialistId = feedSpecialist(actor);
  const [reminders, orders, leases, documents] = await Promise.all([
    loadReminderRows(specialistId, start, end),
    loadOrderRows(specialistId, start, end),
    loadLeaseRows(specialistId, fromDay, toDay),
    loadDocumentExpiries({ specialistId, includeUsers: false, fromDay, toDay, take: CALENDAR_ROW_CAP }),
  ]);
  return { reminders, orders, leases, documents };
}

/** RDATEs stay this far ahead of the feed's build (server/calendar/rrule.ts). */
const RDATE_YEARS = 5;

/** A wall-clock time in the agency's zone, which ical-generator writes as local time with the zone's TZID. */
function zoned(date: string, hours: number, minutes: number, timeZone: string): Date {
  return zonedDate(instantOf({ date, hours, minutes }, timeZone), timeZone);
}

export interface FeedOptions {
  name: string;
  host: string;
  now: Date;
  timeZone: string;
}

/** The feed as iCalendar text. */
export function buildFeed(source: FeedSource, options: FeedOptions): string {
  const extraLines = new Map<string, string[]>();
  const text = buildCalendar(source, options, extraLines).toString();
  // ical-generator writes no RDATE: each event's own go after its UID line (property order is free in a VEVENT).
  return text.replace(/^UID:(.+)\r\n/gm, (line, uid: string) => line + (extraLines.get(uid) ?? []).map((extra) => `${extra}\r\n`).join(""));
}

function buildCalendar(source: FeedSource, { name, host, now, timeZone }: FeedOptions, extraLines: Map<string, string[]>): ICalCalendar {
  const calendar = ical({ name: `Agency Console — ${name}`, prodId: { company: "Agency Console", product: "Calendar feed" }, ttl: 3600 });
  calendar.timezone({ name: timeZone, generator: vtimezoneBlock });
  const base = `${host}/`;

  for (const row of source.reminders) {
    const { rule, hours, minutes } = reminderRule(row, timeZone);
    const start = zoned(firstOccurrence(rule), hours, minutes, timeZone);
    const uid = `reminder-${row.id}@agency-console`;
    const event = calendar.createEvent({
      id: uid,
      start,
      end: zonedDate(start.getTime() + REMINDER_MINUTES * 60_000, timeZone),
      timezone: timeZone,
      summary: `${row.name} — ${row.listing.propertyName}`,
      description: row.notes,
      url: new URL(`reminders/view/${row.id}`, base).toString(),
      stamp: now,
    });
    const recurrence = reminderRecurrence(rule, addDays(agencyDay(now, timeZone).date, RDATE_YEARS * 366));
    if (recurrence) {
      event.repeating(recurrence.rrule);
      const time = `T${String(hours).padStart(2, "0")}${String(minutes).padStart(2, "0")}00`;
      extraLines.set(
        uid,
        recurrence.rdates.map((day) => `RDATE;TZID=${timeZone}:${day.replaceAll("-", "")}${time}`),
      );
    }
    event.createAlarm({ type: ICalAlarmType.display, trigger: ALARM_SECONDS_BEFORE, description: row.name });
  }

  for (const row of source.orders) addOrderEvent(calendar, row, { host, now, timeZone });

  for (const row of source.leases) {
    const day = row.leaseEndDate!.toISOString().slice(0, 10);
    calendar.createEvent({
      id: `lease-${row.id}-${day}@agency-console`,
      start: zoned(day, 0, 0, timeZone),
      allDay: true,
      summary: `Lease ends — ${row.propertyName}${row.tenantName ? ` (${row.tenantName})` : ""}`,
      url: new URL(`listings/view/${row.id}`, base).toString(),
      stamp: now,
    });
  }

  for (const row of source.documents) {
    calendar.createEvent({
      id: `document-${row.id}-${row.expiresOn}@agency-console`,
      start: zoned(row.expiresOn, 0, 0, timeZone),
      allDay: true,
      summary: `Document expires — ${row.title}${row.recordName ? ` (${row.recordName})` : ""}`,
      url: new URL(`${row.entity}/view/${row.recordId}`, base).toString(),
      stamp: now,
    });
  }
  return calendar;
}

/**
 * A service order as an event: one hour from its due time, in the agency's
 * zone, with a VALARM while it is open. The feed and the work order's `.ics`
 * (server/calendar/order-invitation.ts) both add it this way, so a provider's
 * invitation and a specialist's feed show the same event (same UID). The
 * invitation writes its summary in the provider's language (`summary`).
 */
export function addOrderEvent(
  calendar: ICalCalendar,
  row: OrderRow,
  { host, now, timeZone, summary }: Omit<FeedOptions, "name"> & { summary?: (pastDue: boolean) => string },
): void {
  const pastDue = isPastDue(row, now);
  const event = calendar.createEvent({
    id: `order-${row.id}@agency-console`,
    start: zonedDate(row.dueAt, timeZone),
    end: zonedDate(row.dueAt.getTime() + ORDER_MINUTES * 60_000, timeZone),
    timezone: timeZone,
    summary:
      summary?.(pastDue) ??
      `Service order #${row.orderNumber}: ${row.name} — ${row.listing.propertyName} (${pastDue ? "Past due" : SERVICE_ORDER_STATUS_LABELS[row.status]})`,
    description: row.details,
    url: new URL(`service-orders/view/${row.id}`, `${host}/`).toString(),
    stamp: now,
  });
  if (isOpenOrder(row.status)) {
    event.createAlarm({ type: ICalAlarmType.display, trigger: ALARM_SECONDS_BEFORE, description: row.name });
  }
}

/**
 * The VTIMEZONE of a zone, under the zone's own name. timezones-ical-library
 * answers a linked zone with its target's block (America/St_Lucia →
 * America/Puerto_Rico), which would leave every `TZID=America/St_Lucia` naming
 * a VTIMEZONE the file does not have; the rules are the target's, the name ours.
 */
export function vtimezoneBlock(zone: string): string | null {
  const block = tzlib_get_ical_block(zone)[0];
  if (!block) return null;
  return block.replace(/^TZID:.*$/m, `TZID:${zone}`).replace(/^X-LIC-LOCATION:.*$/m, `X-LIC-LOCATION:${zone}`);
}
