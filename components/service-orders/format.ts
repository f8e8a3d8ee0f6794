import { formatInZone, timeWithZone, zoneAbbreviation } from "@/lib/domain/agency-time";
import type { ServiceOrderStatus } from "@/lib/domain/enums";

/** Due dates as SPEC §9 shows them: en-US, 12-hour times, on the agency's clock with its zone (lib/domain/agency-time.ts). */
export function orderTileDate(iso: string, timeZone: string): { day: string; month: string; time: string } {
  return { day: formatInZone(iso, timeZone, "d"), month: formatInZone(iso, timeZone, "MMM"), time: timeWithZone(iso, timeZone) };
}

/** The view's "medium" date and time with the zone, e.g. 'Nov 21, 2026, 2:30:00 PM AST'. */
export function mediumDateTime(iso: string, timeZone: string): string {
  const medium = new Date(iso).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "medium", timeZone });
  return `${medium} ${zoneAbbreviation(iso, timeZone)}`;
}

export const STATUS_BADGE: Record<ServiceOrderStatus, string> = {
  PENDING: "bg-amber-50 text-amber-800 ring-amber-200",
  APPROVED: "bg-sky-50 text-sky-800 ring-sky-200",
  DECLINED: "bg-slate-100 text-slate-700 ring-slate-200",
  COMPLETED: "bg-emerald-50 text-emerald-800 ring-emerald-200",
};
