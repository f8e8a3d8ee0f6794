import { formatInZone, timeWithZone, zoneAbbreviation } from "@/lib/domain/agency-time";

/** Dates of reminders on the agency's clock (lib/domain/agency-time.ts), en-US, 12-hour times with the zone. */

/** PRODUCT.md#reminders: 'MMM d, y - h:mma', e.g. 'Nov 23, 2026 - 9:30AM AST'. */
export function formatReminderDateTime(iso: string, timeZone: string): string {
  return `${formatInZone(iso, timeZone, "MMM d, y - h:mma")} ${zoneAbbreviation(iso, timeZone)}`;
}

/** '9:30 AM AST' */
export function formatTimeOfDay(iso: string, timeZone: string): string {
  return timeWithZone(iso, timeZone);
}

export function dayAndMonth(iso: string, timeZone: string): { day: string; month: string; weekday: string } {
  return { day: formatInZone(iso, timeZone, "d"), month: formatInZone(iso, timeZone, "MMM"), weekday: formatInZone(iso, timeZone, "EEE") };
}
