import { dbDate } from "@/lib/domain/db-date";
import { intlLocale, type Language } from "./languages";

/**
 * Agency days and months as each language writes them (the rest of the shapes: ./formats.ts, which re-exports these).
 * Apart from them because they need no time zone: a screen that writes only days (a lease's page) imports them
 * from here and loads none of the zone code.
 */
const dayFormat = (language: Language, options: Intl.DateTimeFormatOptions) =>
  // An agency day is stored as that date's midnight in UTC (dbDate): read back in UTC it is the same day.
  new Intl.DateTimeFormat(intlLocale(language), { ...options, timeZone: "UTC" });

/** An agency day ("2026-12-07"): "December 7, 2026" / "7 de diciembre de 2026"; "medium": "Dec 7, 2026" / "7 dic 2026". */
export function formatDay(day: string, language: Language, style: "long" | "medium" = "long"): string {
  return dayFormat(language, { dateStyle: style }).format(dbDate(day));
}

/** A month ("2026-12"): "December 2026" / "diciembre de 2026". */
export function formatMonth(period: string, language: Language): string {
  return dayFormat(language, { month: "long", year: "numeric" }).format(dbDate(`${period}-01`));
}
