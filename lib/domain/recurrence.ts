import { DAYS_OF_WEEK, type DayOfWeek, type ReminderFrequency } from "./enums";

/**
 * When a reminder happens (pure calendar arithmetic on 'yyyy-MM-dd' days in
 * the agency's zone; the time of day is the reminder's own and never moves).
 *
 * - none: once, on its start day.
 * - daily: every day from its start day.
 * - weekly: every `dayOfWeek` (default: the start day's weekday) on or after the start day.
 * - monthly: the start day's day of the month, every month; in a month without
 *   that day it falls on the month's last day (the 31st → 30 April, 28/29
 *   February) and returns to the 31st in the next long month — it never drifts.
 *
 * The server computes the same thing in SQL (server/reminders/occurrence-sql.ts);
 * tests/unit/recurrence-sql.test.ts checks the two agree day by day.
 */
export interface RecurrenceRule {
  /** The first day, yyyy-MM-dd. */
  startDate: string;
  frequency: ReminderFrequency;
  dayOfWeek?: DayOfWeek | null;
}

const DAY_MS = 86_400_000;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A yyyy-MM-dd day as a UTC midnight timestamp (calendar arithmetic only). */
function toUtc(date: string): number {
  const match = DATE_PATTERN.exec(date);
  if (!match) throw new RangeError(`Not a yyyy-MM-dd date: ${date}`);
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

function fromUtc(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

/** True for a real calendar day written yyyy-MM-dd (no 31 April, no 29 February 2027). */
export function isCalendarDate(date: string): boolean {
  const match = DATE_PATTERN.exec(date);
  if (!match) return false;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/**
 * The days the product means: 1900-01-01 to 2200-12-31. Every date the API
 * accepts lies inside (lib/schemas/common.ts `agencyDay`), so date arithmetic
 * never reaches year 10000, where yyyy-MM-dd stops sorting as a date.
 */
export const FIRST_DAY = "1900-01-01";
export const LAST_DAY = "2200-12-31";

/** A real calendar day (isCalendarDate) within FIRST_DAY..LAST_DAY. */
export function isProductDay(date: string): boolean {
  return isCalendarDate(date) && date >= FIRST_DAY && date <= LAST_DAY;
}

/** Days in a month (month 1–12). */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export function addDays(date: string, days: number): string {
  return fromUtc(toUtc(date) + days * DAY_MS);
}

export function dayOfWeekOf(date: string): DayOfWeek {
  return DAYS_OF_WEEK[new Date(toUtc(date)).getUTCDay()]!;
}

/** The weekday a weekly rule falls on. */
export function weeklyDay(rule: RecurrenceRule): DayOfWeek {
  return rule.dayOfWeek ?? dayOfWeekOf(rule.startDate);
}

/** The monthly rule's day in a given month: the start's day of month, or the month's last day. */
function monthlyDayIn(year: number, month: number, dayOfMonth: number): string {
  const day = Math.min(dayOfMonth, daysInMonth(year, month));
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** The first day on or after `day` on which the reminder happens; null when it is over (a past one-off). */
export function nextOccurrenceOnOrAfter(rule: RecurrenceRule, day: string): string | null {
  const from = day > rule.startDate ? day : rule.startDate;
  switch (rule.frequency) {
    case "none":
      return rule.startDate >= day ? rule.startDate : null;
    case "daily":
      return from;
    case "weekly": {
      const target = DAYS_OF_WEEK.indexOf(weeklyDay(rule));
      const current = new Date(toUtc(from)).getUTCDay();
      return addDays(from, (target - current + 7) % 7);
    }
    case "monthly": {
      const dayOfMonth = Number(rule.startDate.slice(8, 10));
      const year = Number(from.slice(0, 4));
      const month = Number(from.slice(5, 7));
      const inThisMonth = monthlyDayIn(year, month, dayOfMonth);
      if (inThisMonth >= from) return inThisMonth;
      return month === 12 ? monthlyDayIn(year + 1, 1, dayOfMonth) : monthlyDayIn(year, month + 1, dayOfMonth);
    }
  }
}

export function occursOn(rule: RecurrenceRule, day: string): boolean {
  return nextOccurrenceOnOrAfter(rule, day) === day;
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toUtc(to) - toUtc(from)) / DAY_MS);
}

/** The most occurrences one projection lists by default: more than a daily reminder has in any range the API accepts. */
export const MAX_OCCURRENCES = 400;

/**
 * Every day from `from` to `to` (both included) on which the reminder happens, in order: the calendar's projection.
 * Stops after `limit` days, and where a step fails to move forward, whatever the input.
 */
export function occurrencesBetween(rule: RecurrenceRule, from: string, to: string, limit = MAX_OCCURRENCES): string[] {
  const days: string[] = [];
  let day = nextOccurrenceOnOrAfter(rule, from);
  while (day !== null && day <= to && days.length < limit) {
    days.push(day);
    if (rule.frequency === "none") break;
    const next = nextOccurrenceOnOrAfter(rule, addDays(day, 1));
    if (next !== null && next <= day) break;
    day = next;
  }
  return days;
}
