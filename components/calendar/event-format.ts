import { formatInZone } from "@/lib/domain/agency-time";
import type { CalendarEvent } from "@/lib/schemas/calendar";

/** '9:30 AM', or 'All day' for a lease end or a document's expiry. */
export function eventTime(event: CalendarEvent, timeZone: string): string {
  return event.allDay ? "All day" : formatInZone(event.start, timeZone, "h:mm a");
}

/** What kind of record an event opens, as its row says it. */
export const EVENT_KIND_LABELS: Record<CalendarEvent["kind"], string> = {
  reminder: "Reminder",
  order: "Service order",
  lease: "Lease end",
  document: "Document expiry",
};

/** 'Mon 24 Nov' for a yyyy-MM-dd day (a calendar date: no zone). */
export function dayHeading(day: string): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date)).toLocaleDateString("en-US", {
    weekday: "short",
    day: "numeric",
    month: "short",
    timeZone: "UTC",
  });
}
