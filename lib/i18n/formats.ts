import { formatInZone } from "@/lib/domain/agency-time";
import { intlLocale, type Language } from "./languages";

/**
 * Dates as each language writes them, on screens, papers and mail (Intl with the language's locale,
 * lib/i18n/languages.ts). A client component reads its language with `useLanguage()` (lib/i18n/use-language.ts), a
 * server component with `await pageLanguage()`.
 * Money needs nothing per language: Spanish (es-419) writes US dollars as English does, "$1,234.50" — the exact
 * text formatting of lib/domain/money.ts serves both (docs/DECISIONS.md "Spanish"). Bare days and months ("December
 * 7, 2026", "December 2026") are ./day-formats.ts's: they need no time zone.
 */

/** An instant on the agency's clock: "December 7, 2026 at 2:30 PM" / "7 de diciembre de 2026 a las 2:30 p.m.". */
export function formatInstant(instant: Date | string, timeZone: string, language: Language): string {
  return new Intl.DateTimeFormat(intlLocale(language), { dateStyle: "long", timeStyle: "short", timeZone }).format(new Date(instant));
}

/**
 * The shapes of dates and times the screens and the mail write. English keeps the console's own patterns
 * (formatInZone: the texts the spec gives and the tests assert, with a plain space before AM/PM); another language
 * writes the same facts as Intl writes them in its locale. A new shape is a new entry here, never a pattern inline.
 */
const DATE_SHAPES = {
  /** "Mon, Dec 7" / "lun, 7 dic" */
  weekdayDay: { pattern: "EEE, MMM d", intl: { weekday: "short", month: "short", day: "numeric" } },
  /** "Monday, December 7, 2026" / "lunes, 7 de diciembre de 2026" */
  fullDay: { pattern: "EEEE, MMMM d, yyyy", intl: { dateStyle: "full" } },
  /** "Dec 7, 2026" / "7 dic 2026" */
  day: { pattern: "MMM d, yyyy", intl: { dateStyle: "medium" } },
  /** "2:30 PM" / "2:30 p.m." */
  time: { pattern: "h:mm a", intl: { hour: "numeric", minute: "2-digit" } },
  /** "Dec 5, 2:30 PM" / "5 dic, 2:30 p.m." */
  dayTime: { pattern: "MMM d, h:mm a", intl: { month: "short", day: "numeric", hour: "numeric", minute: "2-digit" } },
  /** "Wednesday, Dec 9, 2026, 9:00 AM" / "miércoles, 9 de diciembre de 2026, 9:00 a.m." */
  weekdayDayTime: {
    pattern: "EEEE, MMM d, y, h:mm a",
    intl: { weekday: "long", month: "long", day: "numeric", year: "numeric", hour: "numeric", minute: "2-digit" },
  },
  /** "Dec 7, 2026, 2:30 PM" / "7 dic 2026, 2:30 p.m." */
  dayYearTime: { pattern: "MMM d, yyyy, h:mm a", intl: { dateStyle: "medium", timeStyle: "short" } },
  /** "Dec 7, 2026 2:30 PM" / "7 dic 2026, 2:30 p.m." */
  dayYearTimeSpaced: { pattern: "MMM d, y h:mm a", intl: { dateStyle: "medium", timeStyle: "short" } },
  /** "Dec 7, 2026 · 2:30 PM" / "7 dic 2026, 2:30 p.m." */
  dayYearDotTime: { pattern: "MMM d, yyyy · h:mm a", intl: { dateStyle: "medium", timeStyle: "short" } },
  /** "Dec 7, 2026 at 2:30 PM" / "7 dic 2026, 2:30 p.m." */
  dayYearAtTime: { pattern: "MMM d, yyyy 'at' h:mm a", intl: { dateStyle: "medium", timeStyle: "short" } },
  /** "Dec 7, 2026 - 2:30PM" / "7 dic 2026, 2:30 p.m." */
  dayYearDashTime: { pattern: "MMM d, y - h:mma", intl: { dateStyle: "medium", timeStyle: "short" } },
  /** "Mon, Dec 7, 2:30 PM" / "lun, 7 dic, 2:30 p.m." */
  weekdayShortDayTime: {
    pattern: "EEE, MMM d, h:mm a",
    intl: { weekday: "short", month: "short", day: "numeric", hour: "numeric", minute: "2-digit" },
  },
  /** "7" / "7": a calendar tile's day of the month */
  dayOfMonth: { pattern: "d", intl: { day: "numeric" } },
  /** "Dec" / "dic" */
  monthShort: { pattern: "MMM", intl: { month: "short" } },
  /** "Mon" / "lun" */
  weekdayShort: { pattern: "EEE", intl: { weekday: "short" } },
  /** "7 Dec 2026, 14:30" / "7 dic 2026, 14:30" */
  dayTime24: {
    pattern: "d MMM yyyy, HH:mm",
    intl: { day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit", hourCycle: "h23" },
  },
} as const satisfies Record<string, { pattern: string; intl: Intl.DateTimeFormatOptions }>;

export type DateShape = keyof typeof DATE_SHAPES;

/** An instant on the given zone's clock in one of the mail's shapes (a bare day: pass its noon UTC and "UTC"). */
export function formatDate(instant: Date | string, timeZone: string, language: Language, shape: DateShape): string {
  const { pattern, intl } = DATE_SHAPES[shape];
  if (language === "en") return formatInZone(instant, timeZone, pattern);
  // Intl puts a narrow no-break space before "p.m." in some locales: mail clients show a plain one the same.
  return new Intl.DateTimeFormat(intlLocale(language), { ...intl, timeZone }).format(new Date(instant)).replace(/[\u202f\u00a0]/g, " ");
}

/** A bare agency day ("2026-12-07") in one of the mail's day shapes. */
export function formatDayAs(day: string, language: Language, shape: "weekdayDay" | "fullDay" | "day"): string {
  return formatDate(`${day}T12:00:00Z`, "UTC", language, shape);
}

/** A wall-clock hour and minute with no day ("9:30 AM" / "9:30 a.m."): reminders' times, the digest's hour. */
export function formatClockTime(hours: number, minutes: number, language: Language): string {
  return formatDate(new Date(Date.UTC(2000, 0, 1, hours, minutes)), "UTC", language, "time");
}
