/**
 * The reminder's time of day as people type it: 12-hour 'hh:mm' with AM/PM
 * (SPEC §5). Shared by the form (immediate messages) and the server (422).
 *
 * - Hours above 12: 'Time must be entered in 12 hour format. Hours cannot be greater than 12.'
 * - 12 with AM: 'Incorrect time format. Please use 12 hour time format, 12 AM should be 00.'
 * - PM adds 12 to the hour; 12 PM is noon (so 00 PM and 12 PM both mean 12:mm).
 * - The mask is hh:mm; 'hhmm' (the mask's raw value) and 'h:mm' are read the same way.
 */
export const AM_PM = ["AM", "PM"] as const;
export type AmPm = (typeof AM_PM)[number];

export const TIME_HOURS_TOO_LARGE = "Time must be entered in 12 hour format. Hours cannot be greater than 12.";
export const TIME_TWELVE_AM = "Incorrect time format. Please use 12 hour time format, 12 AM should be 00.";
export const TIME_MINUTES_TOO_LARGE = "Incorrect time format. Minutes cannot be greater than 59.";
export const TIME_MALFORMED = "Incorrect time format. Please enter the time as hh:mm, e.g. 09:30.";

export type ParsedTime = { ok: true; hours: number; minutes: number; text: string } | { ok: false; message: string };

const TIME_PATTERN = /^(\d{1,2}):?(\d{2})$/;

const pad = (value: number) => String(value).padStart(2, "0");

/** Reads 'hh:mm' + AM/PM into a 24-hour time, or the §5 message explaining what is wrong. */
export function parseTwelveHourTime(time: string, amPM: AmPm): ParsedTime {
  const match = TIME_PATTERN.exec(time.trim());
  if (!match) return { ok: false, message: TIME_MALFORMED };
  const hour = Number(match[1]);
  const minutes = Number(match[2]);
  if (hour > 12) return { ok: false, message: TIME_HOURS_TOO_LARGE };
  if (hour === 12 && amPM === "AM") return { ok: false, message: TIME_TWELVE_AM };
  if (minutes > 59) return { ok: false, message: TIME_MINUTES_TOO_LARGE };
  const hours = amPM === "PM" ? (hour === 12 ? 12 : hour + 12) : hour;
  return { ok: true, hours, minutes, text: `${pad(hour)}:${pad(minutes)}` };
}

/**
 * The form's time and AM/PM for a stored time of day (SPEC §4: hours of 12
 * or more mean PM). Midnight reads '00:mm AM' (the 12 AM rule); noon '12:mm PM'.
 */
export function toTwelveHour(hours: number, minutes: number): { time: string; amPM: AmPm } {
  if (hours >= 12) return { time: `${pad(hours === 12 ? 12 : hours - 12)}:${pad(minutes)}`, amPM: "PM" };
  return { time: `${pad(hours)}:${pad(minutes)}`, amPM: "AM" };
}

/**
 * The mask of the time input: keeps digits only and inserts the colon after
 * the hour, so typing '0930' shows '09:30'. At most four digits.
 */
export function maskTime(input: string): string {
  const digits = input.replace(/\D/g, "").slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}:${digits.slice(2)}` : digits;
}
