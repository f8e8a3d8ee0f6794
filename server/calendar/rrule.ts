import { DAYS_OF_WEEK } from "@/lib/domain/enums";
import { daysInMonth, nextOccurrenceOnOrAfter, weeklyDay, type RecurrenceRule } from "@/lib/domain/recurrence";

/**
 * How a recurring reminder repeats in iCalendar (RFC 5545), exactly as
 * lib/domain/recurrence.ts does, with only what every calendar app reads:
 *
 * - daily: RRULE FREQ=DAILY.
 * - weekly: FREQ=WEEKLY;BYDAY=<the rule's weekday>.
 * - monthly on day 1–28: FREQ=MONTHLY;BYMONTHDAY=<day>.
 * - monthly on the 31st: BYMONTHDAY=-1, the month's last day — the 31st or,
 *   in a shorter month, its last day, as the rule says.
 * - monthly on the 29th or 30th: BYMONTHDAY=<day> covers every month that has
 *   that day; the Februaries that do not (their last day is the occurrence)
 *   are RDATEs, listed up to `until`. The feed is rebuilt on every fetch, so
 *   the list always reaches years past the feed's window.
 *
 * Not BYMONTHDAY=28,29,30;BYSETPOS=-1: correct by the RFC, but libical and
 * ical.js (Thunderbird, Evolution, many phone apps) ignore BYSETPOS without
 * BYDAY and would show the 28th as well (tests/unit/calendar-feed.test.ts).
 */
const ICAL_DAYS = ["SU", "MO", "TU", "WE", "TH", "FR", "SA"] as const;

export interface IcalRecurrence {
  rrule: string;
  /** Extra days (yyyy-MM-dd) at the reminder's time of day. */
  rdates: string[];
}

export function reminderRecurrence(rule: RecurrenceRule, until: string): IcalRecurrence | null {
  switch (rule.frequency) {
    case "none":
      return null;
    case "daily":
      return { rrule: "FREQ=DAILY", rdates: [] };
    case "weekly":
      return { rrule: `FREQ=WEEKLY;BYDAY=${ICAL_DAYS[DAYS_OF_WEEK.indexOf(weeklyDay(rule))]}`, rdates: [] };
    case "monthly": {
      const day = Number(rule.startDate.slice(8, 10));
      if (day <= 28) return { rrule: `FREQ=MONTHLY;BYMONTHDAY=${day}`, rdates: [] };
      if (day === 31) return { rrule: "FREQ=MONTHLY;BYMONTHDAY=-1", rdates: [] };
      return { rrule: `FREQ=MONTHLY;BYMONTHDAY=${day}`, rdates: shortFebruaries(rule.startDate, day, until) };
    }
  }
}

/** The last days of the Februaries from `from` to `until` that have no day `day`. */
function shortFebruaries(from: string, day: number, until: string): string[] {
  const days: string[] = [];
  for (let year = Number(from.slice(0, 4)); year <= Number(until.slice(0, 4)); year++) {
    const last = daysInMonth(year, 2);
    const date = `${String(year).padStart(4, "0")}-02-${last}`;
    if (last < day && date > from && date <= until) days.push(date);
  }
  return days;
}

/**
 * DTSTART must be the first occurrence (RFC 5545 counts DTSTART as one even
 * when the rule would not): a weekly reminder set for Mondays but first saved
 * on a Thursday starts on the Monday after.
 */
export function firstOccurrence(rule: RecurrenceRule): string {
  return nextOccurrenceOnOrAfter(rule, rule.startDate) ?? rule.startDate;
}
