import { formatUsd, formatUsdAbsolute, isNegativeAmount } from "@/lib/domain/money";
import { calendarDay } from "@/components/accounts/ledger-format";

/** Lease words and formats shared by the lease page, the listing's Lease card and the form (PRODUCT.md#rent). */

/** "Nov 8, 2026"; null stays null. */
export const leaseDay = (day: string | null): string | null => (day ? calendarDay(day) : null);

/** "Jan 1, 2026 – Dec 31, 2026", "Jan 1, 2026 – month to month". */
export function leaseTerm(lease: { startDate: string | null; endDate: string | null }): string {
  return `${leaseDay(lease.startDate) ?? "…"} – ${leaseDay(lease.endDate) ?? "month to month"}`;
}

/** What the balance means for people: "Owes $250.00", "$40.00 credit", "Nothing owed". */
export function balanceWords(balance: string): { text: string; tone: string } {
  if (/^-?0+(\.0+)?$/.test(balance)) return { text: "Nothing owed", tone: "text-slate-700" };
  return isNegativeAmount(balance)
    ? { text: `${formatUsdAbsolute(balance)} credit`, tone: "text-emerald-700" }
    : { text: `Owes ${formatUsd(balance)}`, tone: "text-red-700" };
}

/** "Due on the 1st", "Due on the 22nd". */
export function dueDayWords(dueDay: number): string {
  const suffix =
    dueDay % 10 === 1 && dueDay !== 11
      ? "st"
      : dueDay % 10 === 2 && dueDay !== 12
        ? "nd"
        : dueDay % 10 === 3 && dueDay !== 13
          ? "rd"
          : "th";
  return `the ${dueDay}${suffix}`;
}
