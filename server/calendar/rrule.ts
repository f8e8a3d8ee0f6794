import { DAYS_OF_WEEK } from "@/lib/domain/enums";
import { nextOccurrenceOnOrAfter, weeklyDay, type RecurrenceRule } from "@/lib/domain/recurrence";

/**
 * The iCalendar RRULE (RFC 5545) that repeats a reminder exactly as
 * lib/domain/recurrence.ts does, or null for a one-off.
 *
 * - daily: FREQ=DAILY.
 * - weekly: FREQ=WEEKLY;BYDAY=<the rule's weekday>.
 * - monthly on day 1–28: FREQ=MONTHLY;BYMONTHDAY=<day>.
 * - monthly on day 29–31: the day, or the month's last day when it is shorter
 *   (never drifting): BYMONTHDAY=28,…,<day>;BYSETPOS=-1 picks the latest of
 *   those days the month has (days a month lacks are ignored, RFC 5545 §3.3.10).
 *   A plain BYMONTHDAY=31 would skip short months instead.
 */
const ICAL_DAYS = ["SU", "MO", "TU", "WE", "TH", "FR", "SA"] as const;

export function reminderRrule(rule: RecurrenceRule): string | null {
  switch (rule.frequency) {
    case "none":
      return null;
    case "daily":
      return "FREQ=DAILY";
    case "weekly":
      return `FREQ=WEEKLY;BYDAY=${ICAL_DAYS[DAYS_OF_WEEK.indexOf(weeklyDay(rule))]}`;
    case "monthly": {
      const day = Number(rule.startDate.slice(8, 10));
      if (day <= 28) return `FREQ=MONTHLY;BYMONTHDAY=${day}`;
      const days = Array.from({ length: day - 27 }, (_, index) => 28 + index);
      return `FREQ=MONTHLY;BYMONTHDAY=${days.join(",")};BYSETPOS=-1`;
    }
  }
}

/**
 * DTSTART must be the first occurrence (RFC 5545 counts DTSTART as one even
 * when the rule would not): a weekly reminder set for Mondays but first saved
 * on a Thursday starts on the Monday after.
 */
export function firstOccurrence(rule: RecurrenceRule): string {
  return nextOccurrenceOnOrAfter(rule, rule.startDate) ?? rule.startDate;
}
