import { TZDate } from "@date-fns/tz";
import { addDays, startOfDay } from "date-fns";
import { pad2 } from "./time-of-day";

/**
 * Dates and times as the agency reads them: every date-time is entered and
 * shown in the agency's zone (APP_TIME_ZONE, default America/St_Lucia),
 * whatever the browser's zone, and shown with the zone's abbreviation
 * ("7:30 PM AST") — a team in one office expects its own clock. Pure
 * functions of an instant and a zone, used by the server and the browser.
 * The one place that turns an agency day or time into an instant and back:
 * no other file builds a TZDate or writes a day's midnight by hand.
 */
export interface WallClock {
  /** yyyy-MM-dd */
  date: string;
  hours: number;
  minutes: number;
}

function inZone(instant: Date | string | number, timeZone: string): TZDate {
  return new TZDate(new Date(instant).getTime(), timeZone);
}

/**
 * The instant as a Date whose own fields (getHours, getDate…) read the agency's
 * clock — for a library that writes a Date's fields as local time with the
 * zone's TZID (ical-generator).
 */
export function zonedDate(instant: Date | string | number, timeZone: string): Date {
  return inZone(instant, timeZone);
}

// A bare day's Date lives apart (./db-date.ts) so that screens formatting days alone load no zone code.
export { dbDate } from "./db-date";

/** "Today" is the agency's calendar day in its zone, whatever the server's own zone. */
export interface AgencyDay {
  /** yyyy-MM-dd in the agency's zone. */
  date: string;
  /** The first instant of that day. */
  start: Date;
  /** The first instant of the next day (exclusive end). */
  end: Date;
}

/** The agency day an instant falls in (due-date rules, the today/upcoming groups). */
export function agencyDay(now: Date, timeZone: string): AgencyDay {
  const start = startOfDay(inZone(now, timeZone));
  return {
    date: formatInZone(start, timeZone, "yyyy-MM-dd"),
    start: new Date(start.getTime()),
    end: new Date(addDays(start, 1).getTime()),
  };
}

/** The agency day a yyyy-MM-dd date names (for "on this date" filters). */
export function agencyDayOf(date: string, timeZone: string): AgencyDay {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const start = new TZDate(year, month - 1, day, 0, 0, 0, 0, timeZone);
  return { date, start: new Date(start.getTime()), end: new Date(addDays(start, 1).getTime()) };
}

/** True when `instant` falls before the start of the agency's current day. */
export function isBeforeAgencyToday(instant: Date, now: Date, timeZone: string): boolean {
  return instant.getTime() < agencyDay(now, timeZone).start.getTime();
}

/** The calendar day (yyyy-MM-dd) an instant has on the agency's clock. */
export function agencyDateOf(instant: Date | string, timeZone: string): string {
  return formatInZone(instant, timeZone, "yyyy-MM-dd");
}

/** The calendar day and time of day an instant has on the agency's clock. */
export function wallClockOf(instant: Date | string, timeZone: string): WallClock {
  const local = inZone(instant, timeZone);
  return {
    date: `${local.getFullYear()}-${pad2(local.getMonth() + 1)}-${pad2(local.getDate())}`,
    hours: local.getHours(),
    minutes: local.getMinutes(),
  };
}

/** The instant a day and time of day on the agency's clock name. */
export function instantOf({ date, hours, minutes }: WallClock, timeZone: string): Date {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return new Date(new TZDate(year, month - 1, day, hours, minutes, 0, 0, timeZone).getTime());
}

/** The agency's today, yyyy-MM-dd. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  return wallClockOf(now, timeZone).date;
}

/** The zone's short name at that instant: 'AST', 'EST'/'EDT', 'UTC' (or 'GMT-4' where it has none). */
export function zoneAbbreviation(instant: Date | string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "short" }).formatToParts(new Date(instant));
  return parts.find((part) => part.type === "timeZoneName")?.value ?? timeZone;
}

/** The zone's name for people at that instant: 'Atlantic Standard Time', 'Eastern Daylight Time' (the IANA id where it has none). */
export function zoneName(instant: Date | string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "long" }).formatToParts(new Date(instant));
  return parts.find((part) => part.type === "timeZoneName")?.value ?? timeZone;
}

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const PATTERN_TOKENS = /'[^']*'|EEEE|EEE|MMMM|MMM|MM|dd|d|yyyy|y|HH|H|h|mm|a|[A-Za-z]/g;

/**
 * A date-fns pattern on the agency's clock, e.g. formatInZone(iso, zone, "h:mm a") → '7:30 PM'.
 * The tokens the console uses, in English (the spec's texts), with date-fns's meaning
 * (tests/unit/agency-time.test.ts checks each against date-fns): not date-fns's `format` itself,
 * whose locale machinery was ≈ 8 KB gzip on every record page. Any other letter throws.
 */
export function formatInZone(instant: Date | string, timeZone: string, pattern: string): string {
  const local = inZone(instant, timeZone);
  const hours = local.getHours();
  const tokens: Record<string, () => string> = {
    EEEE: () => WEEKDAYS[local.getDay()]!,
    EEE: () => WEEKDAYS[local.getDay()]!.slice(0, 3),
    MMMM: () => MONTHS[local.getMonth()]!,
    MMM: () => MONTHS[local.getMonth()]!.slice(0, 3),
    MM: () => pad2(local.getMonth() + 1),
    dd: () => pad2(local.getDate()),
    d: () => String(local.getDate()),
    yyyy: () => String(local.getFullYear()).padStart(4, "0"),
    y: () => String(local.getFullYear()),
    HH: () => pad2(hours),
    H: () => String(hours),
    h: () => String(hours % 12 || 12),
    mm: () => pad2(local.getMinutes()),
    a: () => (hours < 12 ? "AM" : "PM"),
  };
  return pattern.replace(PATTERN_TOKENS, (token) => {
    if (token.startsWith("'")) return token.slice(1, -1);
    const part = tokens[token];
    if (!part) throw new Error(`formatInZone: the pattern token "${token}" is not supported`);
    return part();
  });
}

/** '7:30 PM AST' */
export function timeWithZone(instant: Date | string, timeZone: string): string {
  return `${formatInZone(instant, timeZone, "h:mm a")} ${zoneAbbreviation(instant, timeZone)}`;
}
