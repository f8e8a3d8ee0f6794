import { z } from "zod";
import { daysBetween, isProductDay } from "@/lib/domain/recurrence";
import { agencyDay } from "./common";

/**
 * GET /api/v1/calendar: the events of agency days `from`..`to` (both included),
 * at most CALENDAR_MAX_DAYS of them (a month view's six weeks fit).
 * `specialist`: a user id, or `all` (admins only; specialists see their own).
 */
export const CALENDAR_MAX_DAYS = 62;

export const CALENDAR_RANGE_MESSAGES = {
  order: "from must not be after to.",
  tooLong: `A calendar range can cover at most ${CALENDAR_MAX_DAYS} days.`,
} as const;

export const calendarQuerySchema = z
  .object({
    from: agencyDay("from"),
    to: agencyDay("to"),
    specialist: z.union([z.literal("all"), z.uuid("specialist must be a user id or all.")]).optional(),
  })
  .superRefine((query, ctx) => {
    if (!isProductDay(query.from) || !isProductDay(query.to)) return;
    if (query.from > query.to) ctx.addIssue({ code: "custom", path: ["to"], message: CALENDAR_RANGE_MESSAGES.order });
    else if (daysBetween(query.from, query.to) + 1 > CALENDAR_MAX_DAYS) {
      ctx.addIssue({ code: "custom", path: ["to"], message: CALENDAR_RANGE_MESSAGES.tooLong });
    }
  });

export type CalendarQuery = z.output<typeof calendarQuerySchema>;

export const CALENDAR_EVENT_KINDS = ["reminder", "order", "lease", "document"] as const;
export type CalendarEventKind = (typeof CALENDAR_EVENT_KINDS)[number];

/**
 * One thing on the calendar. Timed events (reminders, orders) have an ISO
 * instant `start`; all-day ones (lease ends) a yyyy-MM-dd `start`. `day` is
 * the agency day it falls on either way. A recurring reminder gives one event
 * per occurrence, all with the reminder's `_id`. A document's expiry (issue 30)
 * is all-day on its date, `_id` the document's, `href` its record's page and
 * `listing` the record's name.
 */
export interface CalendarEvent {
  kind: CalendarEventKind;
  _id: string;
  title: string;
  /** The listing it concerns (for a document: its record's name). */
  listing: string;
  start: string;
  end?: string;
  allDay: boolean;
  day: string;
  href: string;
  /** Service orders: their status (PENDING, APPROVED, ...). */
  status?: string;
  /** Service orders: PENDING or APPROVED with the due instant passed. */
  pastDue?: boolean;
  /** Reminders: repeats (daily, weekly, monthly). */
  recurring?: boolean;
}

/** POST /api/v1/calendar/token */
export interface CalendarFeedDto {
  url: string;
}
