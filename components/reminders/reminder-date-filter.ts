/**
 * The list's date filter (SPEC §5): year, month and day chosen together.
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
