import { TZDate } from "@date-fns/tz";
import { addDays, format, startOfDay } from "date-fns";
import { env } from "@/server/env";

/**
 * "Today" is the agency's calendar day in APP_TIME_ZONE, whatever the server's
 * own zone. Due-date rules ("not before today") and the today/upcoming groups
 * all go through here.
 */
export interface AgencyDay {
  /** yyyy-MM-dd in the agency's zone. */
  date: string;
  /** The first instant of that day. */
  start: Date;
  /** The first instant of the next day (exclusive end). */
  end: Date;
}

export function agencyDay(now: Date = new Date(), timeZone: string = env().APP_TIME_ZONE): AgencyDay {
  const start = startOfDay(new TZDate(now.getTime(), timeZone));
  return {
    date: format(start, "yyyy-MM-dd"),
    start: new Date(start.getTime()),
    end: new Date(addDays(start, 1).getTime()),
  };
}

/** The agency day a yyyy-MM-dd date names (for "on this date" filters). */
export function agencyDayOf(date: string, timeZone: string = env().APP_TIME_ZONE): AgencyDay {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const start = new TZDate(year, month - 1, day, 0, 0, 0, 0, timeZone);
  return { date, start: new Date(start.getTime()), end: new Date(addDays(start, 1).getTime()) };
}

/** True when `instant` falls before the start of the agency's current day. */
export function isBeforeAgencyToday(instant: Date, now: Date = new Date(), timeZone?: string): boolean {
  return instant.getTime() < agencyDay(now, timeZone).start.getTime();
}
