import { formatLedgerValue, formatUsd, isNegativeAmount } from "@/lib/domain/money";
import type { LedgerColumn } from "@/lib/domain/enums";
import { intlLocale, type Language } from "@/lib/i18n/languages";

/** Formats shared by the ledger and the owner statement. Money only through lib/domain/money.ts. */

/** Entry dates as the agency's calendar days (APP_TIME_ZONE), whatever the browser's zone: "Nov 8, 2026" / "8 nov 2026". */
export function dayFormatter(timeZone: string, language: Language = "en"): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(intlLocale(language), { month: "short", day: "numeric", year: "numeric", timeZone });
}

/** A yyyy-MM-dd calendar day as text, whatever the server's zone: "February 1, 2026" or "Feb 1, 2026" ("1 de febrero de 2026", "1 feb 2026"). */
export function calendarDay(day: string, month: "long" | "short" = "short", language: Language = "en"): string {
  const [year, monthNumber, date] = day.split("-").map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(intlLocale(language), { month, day: "numeric", year: "numeric", timeZone: "UTC" }).format(
    Date.UTC(year, monthNumber - 1, date),
  );
}

/** Credits green, debits red; the sign says the same, so colour is never the only cue. */
export function entryTone(column: LedgerColumn): string {
  return column === "credit" ? "text-emerald-700" : "text-red-700";
}

/** A balance: red when negative (with its '-'), else the body colour. */
export function balanceTone(amount: string, positive = "text-slate-900"): string {
  return isNegativeAmount(amount) ? "text-red-700" : positive;
}

export { formatLedgerValue, formatUsd };
