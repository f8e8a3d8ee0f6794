import { formatInZone, timeWithZone, zoneAbbreviation } from "@/lib/domain/agency-time";

/** Due dates as SPEC §9 shows them: en-US, 12-hour times, on the agency's clock with its zone (lib/domain/agency-time.ts). */
export function orderTileDate(iso: string, timeZone: string): { day: string; month: string; time: string } {
  return { day: formatInZone(iso, timeZone, "d"), month: formatInZone(iso, timeZone, "MMM"), time: timeWithZone(iso, timeZone) };
}

/** The view's "medium" date and time with the zone, e.g. 'Nov 21, 2026, 2:30:00 PM AST'. */
export function mediumDateTime(iso: string, timeZone: string): string {
  const medium = new Date(iso).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "medium", timeZone });
  return `${medium} ${zoneAbbreviation(iso, timeZone)}`;
}
