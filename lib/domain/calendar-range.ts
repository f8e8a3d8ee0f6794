import { addDays, dayOfWeekOf, daysInMonth, isProductDay } from "./recurrence";
import { DAYS_OF_WEEK, type DayOfWeek } from "./enums";
import type { Language } from "@/lib/i18n/languages";

/**
 * The days a calendar view shows (pure, on yyyy-MM-dd agency days). Weeks
 * start on the language's first day of the week (FIRST_DAY_OF_WEEK: Sunday in
 * en-US, Monday in es-419). A month view shows whole weeks: from the first day
 * of the week on or before the 1st to the last one on or after the month's last day (at most 42 days).
 */
export const CALENDAR_VIEWS = ["month", "week"] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];

export interface CalendarRangeView {
  view: CalendarView;
  /** The day the view is built around (kept when switching views). */
  anchor: string;
  from: string;
  to: string;
  /** Every day shown, in order. */
  days: string[];
  /** Anchors of the previous and next month or week. */
  previous: string;
  next: string;
}

export function parseView(value: unknown): CalendarView {
  return value === "week" ? "week" : "month";
}

export function parseAnchor(value: unknown, today: string): string {
  // A month's whole weeks around the anchor stay inside the days the API accepts.
  return typeof value === "string" && isProductDay(value) && value >= "1900-02-01" && value <= "2200-11-30" ? value : today;
}

/** The day a week starts on, as each language's calendars show it (a new language chooses its own here). */
export const FIRST_DAY_OF_WEEK: Record<Language, DayOfWeek> = { en: "sunday", es: "monday" };

function startOfWeek(day: string, firstDay: DayOfWeek): string {
  const offset = (DAYS_OF_WEEK.indexOf(dayOfWeekOf(day)) - DAYS_OF_WEEK.indexOf(firstDay) + 7) % 7;
  return addDays(day, -offset);
}

function shiftMonth(day: string, months: number): string {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7)) - 1 + months;
  const y = year + Math.floor(month / 12);
  const m = (((month % 12) + 12) % 12) + 1;
  return `${String(y).padStart(4, "0")}-${String(m).padStart(2, "0")}-01`;
}

/** The range of a view around `anchor`; weeks start on `firstDay` (Sunday unless the language says otherwise). */
export function calendarRange(view: CalendarView, anchor: string, firstDay: DayOfWeek = "sunday"): CalendarRangeView {
  let from: string;
  let to: string;
  if (view === "week") {
    from = startOfWeek(anchor, firstDay);
    to = addDays(from, 6);
  } else {
    const first = `${anchor.slice(0, 7)}-01`;
    const last = `${anchor.slice(0, 7)}-${String(daysInMonth(Number(anchor.slice(0, 4)), Number(anchor.slice(5, 7)))).padStart(2, "0")}`;
    from = startOfWeek(first, firstDay);
    to = addDays(startOfWeek(last, firstDay), 6);
  }
  const days: string[] = [];
  // A month view is at most six weeks; the bound holds whatever the anchor.
  for (let day = from; day <= to && days.length < 42; day = addDays(day, 1)) days.push(day);
  return {
    view,
    anchor,
    from,
    to,
    days,
    previous: view === "week" ? addDays(anchor, -7) : shiftMonth(anchor, -1),
    next: view === "week" ? addDays(anchor, 7) : shiftMonth(anchor, 1),
  };
}
