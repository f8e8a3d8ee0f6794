import type { CalendarView } from "@/lib/domain/calendar-range";
import { dbDate } from "@/lib/domain/agency-time";
import { formatMonth } from "@/lib/i18n/day-formats";
import { intlLocale, type Language } from "@/lib/i18n/languages";

/** The calendar page's address for a view, a day and (admins) a specialist filter. */
export function calendarHref({ view, date, specialist }: { view: CalendarView; date: string; specialist?: string | null }): string {
  const params = new URLSearchParams({ view, date });
  if (specialist) params.set("specialist", specialist);
  return `/calendar?${params.toString()}`;
}

export function addReminderHref(day: string): string {
  return `/reminders/reminder-details?date=${day}`;
}

/** 'November 2026' or 'Nov 22 – 28, 2026' for the range a view shows ('noviembre de 2026', '22–28 nov 2026'). */
export function rangeTitle(view: CalendarView, anchor: string, from: string, to: string, language: Language = "en"): string {
  if (language !== "en") {
    if (view === "month") return formatMonth(anchor.slice(0, 7), language);
    return new Intl.DateTimeFormat(intlLocale(language), { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" }).formatRange(
      dbDate(from),
      dbDate(to),
    );
  }
  const fmt = (day: string, options: Intl.DateTimeFormatOptions) =>
    dbDate(day).toLocaleDateString("en-US", { ...options, timeZone: "UTC" });
  if (view === "month") return fmt(anchor, { month: "long", year: "numeric" });
  const sameMonth = from.slice(0, 7) === to.slice(0, 7);
  const end = sameMonth ? fmt(to, { day: "numeric" }) : fmt(to, { month: "short", day: "numeric" });
  return `${fmt(from, { month: "short", day: "numeric" })} – ${end}, ${to.slice(0, 4)}`;
}

/** 'Monday, November 24' / 'lunes, 24 de noviembre' (the day cell's full name, for links and headings). */
export function longDay(day: string, language: Language = "en"): string {
  return dbDate(day).toLocaleDateString(intlLocale(language), { weekday: "long", month: "long", day: "numeric", timeZone: "UTC" });
}

/** The short names of the days a week of `days` shows, in order: 'Sun'…'Sat' / 'lun'…'dom'. */
export function weekdayHeadings(days: readonly string[], language: Language = "en"): string[] {
  return days.slice(0, 7).map((day) => dbDate(day).toLocaleDateString(intlLocale(language), { weekday: "short", timeZone: "UTC" }));
}
