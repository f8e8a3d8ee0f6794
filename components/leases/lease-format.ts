import type { useTranslations } from "next-intl";
import { formatUsd, formatUsdAbsolute, isNegativeAmount } from "@/lib/domain/money";
import { formatDay } from "@/lib/i18n/day-formats";
import type { Language } from "@/lib/i18n/languages";

/**
 * Lease words and formats shared by the lease page, the listing's Lease card and the form (PRODUCT.md#rent); the
 * words are in messages (namespace `leases`, `words.*`).
 */

/** The translator of the `leases` namespace (`useTranslations("leases")`). */
export type LeasesT = ReturnType<typeof useTranslations<"leases">>;

/** "Nov 8, 2026" / "8 nov 2026"; null stays null. */
export const leaseDay = (day: string | null, language: Language = "en"): string | null => (day ? formatDay(day, language, "medium") : null);

/** "Jan 1, 2026 – Dec 31, 2026", "Jan 1, 2026 – month to month". */
export function leaseTerm(lease: { startDate: string | null; endDate: string | null }, t: LeasesT, language: Language): string {
  return t("words.term", {
    from: leaseDay(lease.startDate, language) ?? t("words.unknownDay"),
    to: leaseDay(lease.endDate, language) ?? t("words.monthToMonth"),
  });
}

/** What the balance means for people: "Owes $250.00", "$40.00 credit", "Nothing owed". */
export function balanceWords(balance: string, t: LeasesT): { text: string; tone: string } {
  if (/^-?0+(\.0+)?$/.test(balance)) return { text: t("words.nothingOwed"), tone: "text-slate-700" };
  return isNegativeAmount(balance)
    ? { text: t("words.credit", { amount: formatUsdAbsolute(balance) }), tone: "text-emerald-700" }
    : { text: t("words.owes", { amount: formatUsd(balance) }), tone: "text-red-700" };
}
