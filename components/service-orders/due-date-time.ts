import { instantOf, wallClockOf } from "@/lib/domain/agency-time";
import { pad2, to24Hour, twelveHourOf, type AmPm } from "@/lib/domain/time-of-day";

/**
 * The order form's due date and time (PRODUCT.md#service-orders: "hours, minutes and AM/PM are
 * merged into serviceDueDateTime before sending"), on the agency's clock:
 * 9:00 AM entered anywhere is 9:00 AM at the agency.
 */
export interface DueFields {
  /** yyyy-MM-dd */
  dueDate: string;
  hours: string;
  minutes: string;
  amPM: AmPm;
}

/** Hours above 12 and minutes above 59 are cleared as they are typed (PRODUCT.md#service-orders). */
export function clampTimeInput(value: string, max: number): string {
  const digits = value.replace(/\D/g, "").slice(0, 2);
  return digits !== "" && Number(digits) > max ? "" : digits;
}

export function mergeDueDateTime({ dueDate, hours, minutes, amPM }: DueFields, timeZone: string): Date {
  return instantOf({ date: dueDate, hours: to24Hour(Number(hours), amPM), minutes: Number(minutes) }, timeZone);
}

/** A `datetime-local` input's value (yyyy-MM-ddTHH:mm) as the agency's wall clock; null when it is not one. */
export function dueFromLocalInput(value: string, timeZone: string): Date | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const [hours, minutes] = [Number(match[2]), Number(match[3])];
  if (hours > 23 || minutes > 59) return null;
  const instant = instantOf({ date: match[1]!, hours, minutes }, timeZone);
  return Number.isNaN(instant.getTime()) ? null : instant;
}

/** An instant as a `datetime-local` input's value on the agency's clock. */
export function localInputOf(instant: Date | string, timeZone: string): string {
  const { date, hours, minutes } = wallClockOf(instant, timeZone);
  return `${date}T${pad2(hours)}:${pad2(minutes)}`;
}

export function splitDueDateTime(instant: Date | string, timeZone: string): DueFields {
  const { date, hours, minutes } = wallClockOf(instant, timeZone);
  const { hour, amPM } = twelveHourOf(hours);
  return { dueDate: date, hours: pad2(hour), minutes: pad2(minutes), amPM };
}
