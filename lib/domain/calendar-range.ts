import { addDays, dayOfWeekOf, daysInMonth, isProductDay } from "./recurrence";
import { DAYS_OF_WEEK } from "./enums";

/**
 * The days a calendar view shows (pure, on yyyy-MM-dd agency days). Weeks
 * start on Sunday (en-US). A month view shows whole weeks: from the Sunday on
 * or before the 1st to the Saturday on or after the last day (at most 42 days).
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

function startOfWeek(day: string): string {
  return addDays(day, -DAYS_OF_WEEK.indexOf(dayOfWeekOf(day)));
}

function shiftMonth(day: string, months: number): string {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7)) - 1 + months;
  const y = year + Math.floor(month / 12);
  const m = (((month % 12) + 12) % 12) + 1;
  return `${String(y).padStart(4, "0")}-${String(m).padStart(2, "0")}-01`;
}

export function calendarRange(view: CalendarView, anchor: string): CalendarRangeView {
  let from: string;
  let to: string;
  if (view === "week") {
    from = startOfWeek(anchor);
    to = addDays(from, 6);
  } else {
    const first = `${anchor.slice(0, 7)}-01`;
    const last = `${anchor.slice(0, 7)}-${String(daysInMonth(Number(anchor.slice(0, 4)), Number(anchor.slice(5, 7)))).padStart(2, "0")}`;
    from = startOfWeek(first);
    to = addDays(startOfWeek(last), 6);
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
