/** English month names, January first (index = month - 1). */
export const MONTH_NAMES = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/** The calendar month before the one of `today` (yyyy-MM-dd): its first and last days. */
export function lastCalendarMonth(today: string): { from: string; to: string } {
  const [year, month] = today.split("-").map(Number) as [number, number];
  const first = new Date(Date.UTC(year, month - 2, 1));
  const last = new Date(Date.UTC(year, month - 1, 0));
  return { from: first.toISOString().slice(0, 10), to: last.toISOString().slice(0, 10) };
}

/**
 * The statement period to show after an entry dated `day` (yyyy-MM-dd) was
 * posted: the period as it is when it already holds that day, else the
 * entry's calendar month, ending no later than `today`.
 */
export function periodIncluding(period: { from: string; to: string }, day: string, today: string): { from: string; to: string } {
  if (period.from <= day && day <= period.to) return period;
  const [year, month] = day.split("-").map(Number) as [number, number];
  const first = new Date(Date.UTC(year, month - 1, 1)).toISOString().slice(0, 10);
  const last = new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
  return { from: first, to: last < today ? last : today };
}
