/**
 * The one time-of-day model of the console: 12-hour times with AM/PM as
 * people type them (PRODUCT.md#time-entry), turned into 24-hour hours and back. Service
 * orders (hours, minutes and AM/PM fields) and reminders (a masked 'hh:mm'
 * and AM/PM) both go through here; the server uses it for its 422s.
 *
 * - PM adds 12 to the hour; 12 PM (and 00 PM) is noon; 12 AM and 00 AM are midnight.
 * - Midnight is shown as 00 AM (PRODUCT.md#time-entry: '12 AM should be 00'); noon as 12 PM.
 * - Reminders refuse 12 AM with the message (PRODUCT.md#time-entry); hours above 12 are refused everywhere.
 */
export const AM_PM = ["AM", "PM"] as const;
export type AmPm = (typeof AM_PM)[number];

export const TIME_HOURS_TOO_LARGE = "Time must be entered in 12 hour format. Hours cannot be greater than 12.";
export const TIME_TWELVE_AM = "Incorrect time format. Please use 12 hour time format, 12 AM should be 00.";
export const TIME_MINUTES_TOO_LARGE = "Incorrect time format. Minutes cannot be greater than 59.";
export const TIME_MALFORMED = "Incorrect time format. Please enter the time as hh:mm, e.g. 09:30.";

export type ParsedTime = { ok: true; hours: number; minutes: number; text: string } | { ok: false; message: string };

const TIME_PATTERN = /^(\d{1,2}):?(\d{2})$/;

export const pad2 = (value: number) => String(value).padStart(2, "0");

/** A 12-hour hour (0–12) with AM/PM as 24-hour hours (0–23). */
export function to24Hour(hour: number, amPM: AmPm): number {
  return (hour % 12) + (amPM === "PM" ? 12 : 0);
}

/** 24-hour hours as the 12-hour hour people read (PRODUCT.md#time-entry: 12 or more means PM). */
export function twelveHourOf(hours24: number): { hour: number; amPM: AmPm } {
  if (hours24 >= 12) return { hour: hours24 === 12 ? 12 : hours24 - 12, amPM: "PM" };
  return { hour: hours24, amPM: "AM" };
}

/** Reads a reminder's 'hh:mm' + AM/PM into a 24-hour time, or the message (PRODUCT.md#time-entry) explaining what is wrong. */
export function parseTwelveHourTime(time: string, amPM: AmPm): ParsedTime {
  const match = TIME_PATTERN.exec(time.trim());
  if (!match) return { ok: false, message: TIME_MALFORMED };
  const hour = Number(match[1]);
  const minutes = Number(match[2]);
  if (hour > 12) return { ok: false, message: TIME_HOURS_TOO_LARGE };
  if (hour === 12 && amPM === "AM") return { ok: false, message: TIME_TWELVE_AM };
  if (minutes > 59) return { ok: false, message: TIME_MINUTES_TOO_LARGE };
  return { ok: true, hours: to24Hour(hour, amPM), minutes, text: `${pad2(hour)}:${pad2(minutes)}` };
}

/** A reminder's 'hh:mm' and AM/PM for a stored time of day: midnight reads '00:mm AM', noon '12:mm PM'. */
export function toTwelveHour(hours: number, minutes: number): { time: string; amPM: AmPm } {
  const { hour, amPM } = twelveHourOf(hours);
  return { time: `${pad2(hour)}:${pad2(minutes)}`, amPM };
}

/**
 * The mask of the reminder's time input: keeps digits only and inserts the
 * colon after the hour, so typing '0930' shows '09:30'. At most four digits.
 */
export function maskTime(input: string): string {
  const digits = input.replace(/\D/g, "").slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}:${digits.slice(2)}` : digits;
}
