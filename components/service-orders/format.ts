import { formatInZone, timeWithZone, zoneName } from "@/lib/domain/agency-time";

/** Due dates as PRODUCT.md#limits shows them: en-US, 12-hour times, on the agency's clock with its zone (lib/domain/agency-time.ts). */
export function orderTileDate(iso: string, timeZone: string): { day: string; month: string; time: string } {
  return { day: formatInZone(iso, timeZone, "d"), month: formatInZone(iso, timeZone, "MMM"), time: timeWithZone(iso, timeZone) };
}

/** The view's due date and time (a "medium" date, minutes without seconds) and the zone's name: 'Nov 21, 2026, 2:30 PM', 'Atlantic Standard Time'. */
export function dueDateTime(iso: string, timeZone: string): { dateTime: string; zone: string } {
  return { dateTime: formatInZone(iso, timeZone, "MMM d, y, h:mm a"), zone: zoneName(iso, timeZone) };
}
