import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";

/**
 * Dates of reminders as the agency reads them: in APP_TIME_ZONE (passed
 * down from the server page), en-US, 12-hour times.
 */
export function inZone(iso: string, timeZone: string): TZDate {
  return new TZDate(new Date(iso).getTime(), timeZone);
}

/** SPEC §2: 'MMM d, y - h:mma', e.g. 'Nov 23, 2026 - 9:30AM'. */
export function formatReminderDateTime(iso: string, timeZone: string): string {
  return format(inZone(iso, timeZone), "MMM d, y - h:mma");
}

export function formatTimeOfDay(iso: string, timeZone: string): string {
  return format(inZone(iso, timeZone), "h:mm a");
}

export function dayAndMonth(iso: string, timeZone: string): { day: string; month: string; weekday: string } {
  const date = inZone(iso, timeZone);
  return { day: format(date, "d"), month: format(date, "MMM"), weekday: format(date, "EEE") };
}
