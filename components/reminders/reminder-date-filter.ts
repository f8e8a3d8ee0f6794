/**
 * The list's date filter (PRODUCT.md#reminders): year, month and day chosen together.
 * Years 2021–2031; 30 days for April, June, September and November, 31 for
 * the other months, and 1–29 for February whatever the year.
 */
export const FILTER_YEARS = Array.from({ length: 11 }, (_, index) => 2021 + index);

/** Day choices for a month (1–12); none until a month is chosen. */
export function filterDaysOf(month: number | null): number[] {
  if (!month) return [];
  const count = month === 2 ? 29 : [4, 6, 9, 11].includes(month) ? 30 : 31;
  return Array.from({ length: count }, (_, index) => index + 1);
}

export interface DateFilter {
  year: number | null;
  month: number | null;
  day: number | null;
}

/** yyyy-MM-dd once all three are chosen, else null. */
export function filterDate({ year, month, day }: DateFilter): string | null {
  if (!year || !month || !day) return null;
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

export const NO_DATE: DateFilter = { year: null, month: null, day: null };

/** The parts of a yyyy-MM-dd the selects can show (a year of the list, a month, a day the month offers); null otherwise. */
export function dateFilterOf(date: string): DateFilter | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  if (!FILTER_YEARS.includes(year) || !filterDaysOf(month).includes(day)) return null;
  return { year, month, day };
}

/** A date the list's address may hold: one the selects can show (29 Feb 2027 included: the list says it does not exist). */
export const isFilterDate = (date: string): boolean => dateFilterOf(date) !== null;

/** The filter after choosing one part ('' = none): a day the new month does not have becomes its last. */
export function chooseDatePart(current: DateFilter, part: keyof DateFilter, value: string): DateFilter {
  const next = { ...current, [part]: value ? Number(value) : null };
  const days = filterDaysOf(next.month);
  if (next.day && days.length && next.day > days.length) next.day = days.length;
  return next;
}
