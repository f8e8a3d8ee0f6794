import { formatUsd } from "@/lib/domain/money";
import { rentChargesDue, toCents, type RentCharge } from "@/lib/domain/rent";
import { formatDay, formatMonth } from "@/lib/i18n/day-formats";
import type { Language } from "@/lib/i18n/languages";
import type { LeasesT } from "./lease-format";

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Text typed into a money field as a canonical amount ("1,250" → "1250.00"), or null when it is not one yet. */
function amountOf(text: string): string | null {
  const match = /^(\d{1,8})(?:\.(\d{0,2}))?$/.exec(text.trim().replace(/,/g, ""));
  return match ? `${BigInt(match[1]!)}.${(match[2] ?? "").padEnd(2, "0")}` : null;
}

const chargeText = (charge: RentCharge, t: LeasesT, language: Language) =>
  t("preview.charge", {
    month: formatMonth(charge.month, language),
    partial: String(charge.daysCovered < charge.daysInMonth),
    covered: charge.daysCovered,
    total: charge.daysInMonth,
    amount: formatUsd(charge.amount),
  });

/**
 * What a new lease charges as soon as it is saved (PRODUCT.md#rent "The
 * tenant's ledger"), computed as the server does it: each month whose due day
 * has come (rentChargesDue, charging from the start date), and the deposit
 * when the start day has come. "3 months of rent will be charged: October
 * 2026 $1,250.00, …; and the deposit of $500.00." Null when nothing will be
 * (or the terms are not complete yet).
 */
export function chargesPreview(
  terms: { startDate: string; endDate: string; rent: string; dueDay: string; deposit: string },
  today: string,
  t: LeasesT,
  language: Language,
): string | null {
  const rent = amountOf(terms.rent);
  const dueDay = Number(terms.dueDay);
  if (!DAY.test(terms.startDate) || terms.startDate > today || !rent || !Number.isInteger(dueDay) || dueDay < 1 || dueDay > 28) return null;
  const endDate = DAY.test(terms.endDate) && terms.endDate >= terms.startDate ? terms.endDate : null;
  const charges = rentChargesDue({ startDate: terms.startDate, endDate, endedOn: null, chargesFrom: terms.startDate, rent, dueDay }, today);
  const deposit = amountOf(terms.deposit || "0");
  const depositDue = deposit !== null && toCents(deposit) > 0n;
  if (charges.length === 0 && !depositDue) return null;
  const list = charges.map((charge) => chargeText(charge, t, language)).join(", ");
  const due = { deposit: formatUsd(deposit ?? "0.00"), day: formatDay(terms.startDate, language, "medium") };
  if (charges.length === 0) return t("preview.depositOnly", due);
  return depositDue
    ? t("preview.rentAndDeposit", { count: charges.length, charges: list, ...due })
    : t("preview.rentOnly", { count: charges.length, charges: list });
}
