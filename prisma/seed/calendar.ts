import { TZDate } from "@date-fns/tz";
import { Decimal } from "@/server/accounts/ledger-math";
import type { Random } from "./random";

/**
 * Dates of the demo data relative to "now", on the agency's wall clock
 * (APP_TIME_ZONE), and the small number helpers the generators share.
 */
export interface LocalCalendar {
  /** The instant at local wall-clock time `hour:minute`, `dayOffset` days from today. */
  at(dayOffset: number, hour: number, minute: number): Date;
  /** A calendar date (for @db.Date columns), `dayOffset` days from today. */
  dateOnly(dayOffset: number): Date;
  /** Local day of the week of `at(dayOffset, …)`, 0 = Sunday. */
  weekday(dayOffset: number): number;
  /** Local year and month (0-based) `monthOffset` months from this month. */
  month(monthOffset: number): { year: number; month: number };
  /** The instant at local `year-month-day hour:minute`. */
  atDate(year: number, month: number, day: number, hour: number, minute: number): Date;
}

export function localCalendar(now: Date, timeZone: string): LocalCalendar {
  const today = new TZDate(now.getTime(), timeZone);
  const [year, month, day] = [today.getFullYear(), today.getMonth(), today.getDate()];
  const atDate = (y: number, m: number, d: number, hour: number, minute: number) =>
    new Date(new TZDate(y, m, d, hour, minute, 0, 0, timeZone).getTime());
  return {
    at: (dayOffset, hour, minute) => atDate(year, month, day + dayOffset, hour, minute),
    dateOnly: (dayOffset) => new Date(Date.UTC(year, month, day + dayOffset)),
    weekday: (dayOffset) => new TZDate(year, month, day + dayOffset, 12, 0, 0, 0, timeZone).getDay(),
    month: (monthOffset) => {
      const first = new Date(Date.UTC(year, month + monthOffset, 1));
      return { year: first.getUTCFullYear(), month: first.getUTCMonth() };
    },
    atDate,
  };
}

/** Hours that never need the 12 o'clock special cases of the reminder time format. */
export const WORKING_HOURS = [7, 8, 9, 10, 11, 13, 14, 15, 16, 17, 18] as const;
export const QUARTER_HOURS = [0, 15, 30, 45] as const;

/** A whole-dollar amount as an exact decimal string, e.g. 425000 -> '425000.00'. */
export function dollars(amount: number): string {
  return new Decimal(amount).toFixed(2);
}

/** A random multiple of `step` in [min, max]; integers only, so no rounding drift. */
export function stepped(random: Random, min: number, max: number, step: number): number {
  return random.int(Math.ceil(min / step), Math.floor(max / step)) * step;
}

/** Dollars and cents between `min` and `max` whole dollars, as an exact decimal. */
export function centsBetween(random: Random, min: number, max: number): Decimal {
  return new Decimal(random.int(min * 100, max * 100)).div(100);
}

/**
 * Deals items like cards: each at most once, in random order; then null. A
 * remark or a tenant appears on one record only, as in a real agency's books.
 */
export function deck<T>(random: Random, items: readonly T[]): () => T | null {
  const pile = random.shuffle(items);
  return () => pile.pop() ?? null;
}
