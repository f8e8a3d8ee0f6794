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

export function splitDueDateTime(instant: Date | string, timeZone: string): DueFields {
  const { date, hours, minutes } = wallClockOf(instant, timeZone);
  const { hour, amPM } = twelveHourOf(hours);
  return { dueDate: date, hours: pad2(hour), minutes: pad2(minutes), amPM };
}
