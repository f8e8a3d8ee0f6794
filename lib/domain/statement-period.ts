/** A statement's period in words, for the e-mail's subject and the statement page's confirmation. */

/** "February 1, 2026 to February 28, 2026", or "February 2026" for a whole calendar month. */
export function periodLabel(from: string, to: string): string {
  const day = (text: string, options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat("en-US", { ...options, timeZone: "UTC" }).format(new Date(`${text}T12:00:00Z`));
  const wholeMonth =
    from.endsWith("-01") && from.slice(0, 7) === to.slice(0, 7) && new Date(`${to}T12:00:00Z`).getUTCDate() === lastDayOf(from);
  if (wholeMonth) return day(from, { month: "long", year: "numeric" });
  const long = { month: "long", day: "numeric", year: "numeric" } as const;
  return `${day(from, long)} to ${day(to, long)}`;
}

function lastDayOf(day: string): number {
  const [year, month] = day.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}
