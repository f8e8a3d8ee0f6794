import { dbDate } from "@/lib/domain/agency-time";
import { intlLocale, type Language } from "./languages";

/**
 * Dates as each language writes them, for papers and mail (Intl with the language's locale, lib/i18n/languages.ts).
 * Money needs nothing per language: Spanish (es-419) writes US dollars as English does, "$1,234.50" — the exact
 * text formatting of lib/domain/money.ts serves both (docs/DECISIONS.md "Spanish").
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

/** An instant on the agency's clock: "December 7, 2026 at 2:30 PM" / "7 de diciembre de 2026 a las 2:30 p.m.". */
export function formatInstant(instant: Date | string, timeZone: string, language: Language): string {
  return new Intl.DateTimeFormat(intlLocale(language), { dateStyle: "long", timeStyle: "short", timeZone }).format(new Date(instant));
}
