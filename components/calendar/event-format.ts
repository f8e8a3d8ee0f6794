import { formatDate, formatDayAs } from "@/lib/i18n/formats";
import type { Language } from "@/lib/i18n/languages";
import type { CalendarEvent } from "@/lib/schemas/calendar";

/** '9:30 AM' / '9:30 a.m.', or the words for 'All day' (`allDay`) for a lease end or a document's expiry. */
export function eventTime(event: CalendarEvent, timeZone: string, language: Language, allDay: string): string {
  return event.allDay ? allDay : formatDate(event.start, timeZone, language, "time");
}

/** 'Mon, Nov 24' / 'lun, 24 nov' for a yyyy-MM-dd day (a calendar date: no zone). */
export function dayHeading(day: string, language: Language = "en"): string {
  if (language !== "en") return formatDayAs(day, language, "weekdayDay");
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date)).toLocaleDateString("en-US", {
    weekday: "short",
    day: "numeric",
    month: "short",
    timeZone: "UTC",
  });
}
