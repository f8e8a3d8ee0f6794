import { timeWithZone, zoneAbbreviation } from "@/lib/domain/agency-time";
import type { DayOfWeek, ReminderFrequency } from "@/lib/domain/enums";
import { formatDate } from "@/lib/i18n/formats";
import type { Language } from "@/lib/i18n/languages";

/** Dates of reminders on the agency's clock (lib/domain/agency-time.ts), in the screen's language, 12-hour times with the zone. */

/** PRODUCT.md#reminders: 'MMM d, y - h:mma', e.g. 'Nov 23, 2026 - 9:30AM AST' ('23 nov 2026, 9:30 a.m. AST'). */
export function formatReminderDateTime(iso: string, timeZone: string, language: Language): string {
  return `${formatDate(iso, timeZone, language, "dayYearDashTime")} ${zoneAbbreviation(iso, timeZone)}`;
}

/** '9:30 AM AST' / '9:30 a.m. AST' */
export function formatTimeOfDay(iso: string, timeZone: string, language: Language): string {
  if (language === "en") return timeWithZone(iso, timeZone);
  return `${formatDate(iso, timeZone, language, "time")} ${zoneAbbreviation(iso, timeZone)}`;
}

export function dayAndMonth(iso: string, timeZone: string, language: Language): { day: string; month: string; weekday: string } {
  return {
    day: formatDate(iso, timeZone, language, "dayOfMonth"),
    month: formatDate(iso, timeZone, language, "monthShort").replace(/\.$/, ""),
    weekday: formatDate(iso, timeZone, language, "weekdayShort").replace(/\.$/, ""),
  };
}

/** The values of the `reminders` namespace's `frequency` message (an ICU select: 'Weekly on Monday', 'Daily'). */
export function frequencyValues(
  frequency: ReminderFrequency,
  dayOfWeek?: DayOfWeek | null,
): { frequency: ReminderFrequency; day: DayOfWeek | "none" } {
  return { frequency, day: frequency === "weekly" && dayOfWeek ? dayOfWeek : "none" };
}
