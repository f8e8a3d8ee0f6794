import { zoneAbbreviation, zoneName } from "@/lib/domain/agency-time";
import { formatDate } from "@/lib/i18n/formats";
import { intlLocale, type Language } from "@/lib/i18n/languages";

/**
 * Due dates as PRODUCT.md#limits shows them: 12-hour times, on the agency's clock with its zone (lib/domain/agency-time.ts),
 * in the screen's language (English: en-US exactly as before; lib/i18n/formats.ts).
 */
export function orderTileDate(iso: string, timeZone: string, language: Language): { day: string; month: string; time: string } {
  return {
    day: formatDate(iso, timeZone, language, "dayOfMonth"),
    month: formatDate(iso, timeZone, language, "monthShort"),
    time: `${formatDate(iso, timeZone, language, "time")} ${zoneAbbreviation(iso, timeZone)}`,
  };
}

/** The zone's name for people in the language: 'Atlantic Standard Time' / 'hora estándar del Atlántico'. */
function zoneNameIn(iso: string, timeZone: string, language: Language): string {
  if (language === "en") return zoneName(iso, timeZone);
  const parts = new Intl.DateTimeFormat(intlLocale(language), { timeZone, timeZoneName: "long" }).formatToParts(new Date(iso));
  return parts.find((part) => part.type === "timeZoneName")?.value ?? timeZone;
}

/** The view's due date and time (a "medium" date, minutes without seconds) and the zone's name: 'Nov 21, 2026, 2:30 PM', 'Atlantic Standard Time'. */
export function dueDateTime(iso: string, timeZone: string, language: Language): { dateTime: string; zone: string } {
  return { dateTime: formatDate(iso, timeZone, language, "dayYearTime"), zone: zoneNameIn(iso, timeZone, language) };
}
