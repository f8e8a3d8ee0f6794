import { MONTH_NAMES } from "./calendar";

/**
 * Rent, exactly (PRODUCT.md#rent): which months a lease is charged for, on
 * which day, how much, and how payments settle charges. Pure functions of days
 * (yyyy-MM-dd) and amounts (decimal strings with two places), shared by the
 * server (the rent run, the ledger) and the browser (the lease form's preview).
 * Money is held in integer cents (BigInt) — never a float.
 */

export type Day = string;
/** yyyy-MM */
export type Month = string;

/** A month as an address and `<input type="month">` write it: YYYY-MM. */
export const isMonth = (value: string): value is Month => /^\d{4}-(0[1-9]|1[0-2])$/.test(value);

export const CHARGE_TYPES = ["rent", "deposit", "fee", "other"] as const;
export type ChargeType = (typeof CHARGE_TYPES)[number];

export const PAYMENT_METHODS = ["cash", "check", "transfer", "card", "other"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  cash: "Cash",
  check: "Check",
  transfer: "Bank transfer",
  card: "Card",
  other: "Other",
};

/** A ledger's payments: those staff post, and the deposit applied to what the tenant owes when it is settled. */
export type LedgerPaymentMethod = PaymentMethod | "deposit";

/**
 * A payment's description: plain, since the ledger row, the receipt and the CSV show its method and reference
 * from their own fields (writing them here too showed them twice).
 */
export const PAYMENT_DESCRIPTION = "Payment received";

/** A reversal's description: its row has no method or reference of its own, so it names them: "Reversal of payment — Check CHK 1041". */
export function paymentReversalDescription(method: PaymentMethod | null, reference: string | null | undefined): string {
  const how = [method ? PAYMENT_METHOD_LABELS[method] : null, reference || null].filter(Boolean).join(" ");
  return how ? `Reversal of payment — ${how}` : "Reversal of payment";
}

export const LEASE_STATUSES = ["upcoming", "active", "ended"] as const;
export type LeaseStatus = (typeof LEASE_STATUSES)[number];
export const LEASE_STATUS_LABELS: Record<LeaseStatus, string> = { upcoming: "Upcoming", active: "Active", ended: "Ended" };

/** The most months one rent run posts for one lease (a lease back-dated further is charged over several runs). */
export const MAX_MONTHS_PER_RUN = 120;

// ---------------------------------------------------------------- money in cents

const MONEY = /^(-)?(\d+)(?:\.(\d{1,2}))?$/;

export function toCents(amount: string): bigint {
  const match = MONEY.exec(amount.trim());
  if (!match) throw new Error(`Not an amount: ${amount}`);
  const cents = BigInt(match[2]!) * 100n + BigInt((match[3] ?? "").padEnd(2, "0"));
  return match[1] ? -cents : cents;
}

export function fromCents(cents: bigint): string {
  const negative = cents < 0n;
  const absolute = negative ? -cents : cents;
  const text = `${absolute / 100n}.${String(absolute % 100n).padStart(2, "0")}`;
  return negative ? `-${text}` : text;
}

/** rent × part ÷ whole, rounded half up to the cent (amounts are never negative here). */
export function prorate(rentCents: bigint, part: number, whole: number): bigint {
  if (part >= whole) return rentCents;
  return (2n * rentCents * BigInt(part) + BigInt(whole)) / (2n * BigInt(whole));
}

// ---------------------------------------------------------------- days

function utc(day: Day): number {
  return Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));
}

function dayOf(time: number): Day {
  return new Date(time).toISOString().slice(0, 10);
}

export function addDays(day: Day, days: number): Day {
  return dayOf(utc(day) + days * 86_400_000);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: Day, to: Day): number {
  return Math.round((utc(to) - utc(from)) / 86_400_000);
}

export function daysInMonth(month: Month): number {
  const year = Number(month.slice(0, 4));
  const index = Number(month.slice(5, 7));
  return new Date(Date.UTC(year, index, 0)).getUTCDate();
}

export function monthOf(day: Day): Month {
  return day.slice(0, 7);
}

export function firstDayOf(month: Month): Day {
  return `${month}-01`;
}

export function lastDayOf(month: Month): Day {
  return `${month}-${String(daysInMonth(month)).padStart(2, "0")}`;
}

export function nextMonth(month: Month): Month {
  const year = Number(month.slice(0, 4));
  const index = Number(month.slice(5, 7));
  return index === 12 ? `${year + 1}-01` : `${year}-${String(index + 1).padStart(2, "0")}`;
}

export function previousMonth(month: Month): Month {
  const year = Number(month.slice(0, 4));
  const index = Number(month.slice(5, 7));
  return index === 1 ? `${year - 1}-12` : `${year}-${String(index - 1).padStart(2, "0")}`;
}

const minDay = (a: Day, b: Day) => (a < b ? a : b);
const maxDay = (a: Day, b: Day) => (a > b ? a : b);

// ---------------------------------------------------------------- the lease's terms

/** What the rent rules read of a lease. */
export interface LeaseTerms {
  /** Null only on a lease from a listing's lease fields without a start date: it starts when it was made. */
  startDate: Day | null;
  endDate: Day | null;
  endedOn: Day | null;
  chargesFrom: Day;
  /** "1250.00" */
  rent: string;
  dueDay: number;
}

/** Its first day: the start date, else the day it was made. */
export function firstDay(lease: Pick<LeaseTerms, "startDate" | "chargesFrom">): Day {
  return lease.startDate ?? lease.chargesFrom;
}

/** Its last day: the end date or the day it ended early, whichever is first; null while it runs month to month. */
export function lastDay(lease: Pick<LeaseTerms, "endDate" | "endedOn">): Day | null {
  if (lease.endDate && lease.endedOn) return minDay(lease.endDate, lease.endedOn);
  return lease.endedOn ?? lease.endDate;
}

export function leaseStatus(lease: Pick<LeaseTerms, "startDate" | "endDate" | "endedOn" | "chargesFrom">, today: Day): LeaseStatus {
  if (firstDay(lease) > today) return "upcoming";
  const last = lastDay(lease);
  return last !== null && last < today ? "ended" : "active";
}

/** The day it ended early, when it did (before its end date, or while month to month). */
export function endedEarlyOn(lease: Pick<LeaseTerms, "endDate" | "endedOn">): Day | null {
  if (!lease.endedOn) return null;
  return lease.endDate === null || lease.endedOn < lease.endDate ? lease.endedOn : null;
}

/** Whether two leases share a day. */
export function leasesOverlap(
  a: Pick<LeaseTerms, "startDate" | "endDate" | "endedOn" | "chargesFrom">,
  b: Pick<LeaseTerms, "startDate" | "endDate" | "endedOn" | "chargesFrom">,
): boolean {
  const aLast = lastDay(a);
  const bLast = lastDay(b);
  return (aLast === null || firstDay(b) <= aLast) && (bLast === null || firstDay(a) <= bLast);
}

// ---------------------------------------------------------------- rent per month

export interface RentCharge {
  month: Month;
  /** The day it is due: the due day; the lease's first day when it starts later that month; its last day when it ends before the due day. */
  dueDate: Day;
  /** "1250.00", or the part for the days covered. */
  amount: string;
  daysCovered: number;
  daysInMonth: number;
  /** "Rent December 2026" or "Rent December 2026 (12 of 31 days)". */
  description: string;
}

export function monthLabel(month: Month): string {
  return `${MONTH_NAMES[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;
}

/** The rent of one month of the lease, or null when it covers no day of it. */
export function rentChargeFor(lease: LeaseTerms, month: Month): RentCharge | null {
  const monthStart = firstDayOf(month);
  const monthEnd = lastDayOf(month);
  const first = maxDay(firstDay(lease), monthStart);
  const leaseLast = lastDay(lease);
  const last = leaseLast === null ? monthEnd : minDay(leaseLast, monthEnd);
  if (first > last) return null;
  const total = daysInMonth(month);
  const covered = daysBetween(first, last) + 1;
  let dueDate = `${month}-${String(lease.dueDay).padStart(2, "0")}`;
  if (first > dueDate) dueDate = first;
  if (last < dueDate) dueDate = last;
  const amount = fromCents(prorate(toCents(lease.rent), covered, total));
  const part = covered < total ? ` (${covered} of ${total} days)` : "";
  return { month, dueDate, amount, daysCovered: covered, daysInMonth: total, description: `Rent ${monthLabel(month)}${part}` };
}

/**
 * The rent charges due by `today` that are not posted yet (`posted`: the months
 * that have one), oldest first, at most MAX_MONTHS_PER_RUN: each month the lease
 * covers whose due day is on or before today and not before `chargesFrom`, and
 * whose amount is more than zero.
 */
export function rentChargesDue(lease: LeaseTerms, today: Day, posted: ReadonlySet<Month> = new Set()): RentCharge[] {
  const charges: RentCharge[] = [];
  const start = maxDay(firstDay(lease), lease.chargesFrom);
  const leaseLast = lastDay(lease);
  const until = leaseLast === null ? today : minDay(today, leaseLast);
  // A month's due day falls inside it, so no month before chargesFrom's can be due on or after it.
  for (let month = monthOf(start); month <= monthOf(until); month = nextMonth(month)) {
    const charge = rentChargeFor(lease, month);
    if (!charge || charge.dueDate > today || charge.dueDate < lease.chargesFrom || posted.has(month)) continue;
    if (toCents(charge.amount) <= 0n) continue;
    charges.push(charge);
    if (charges.length === MAX_MONTHS_PER_RUN) break;
  }
  return charges;
}

// ---------------------------------------------------------------- settling

/** On the same due day: the deposit, then rent, then fees, then other (PRODUCT.md#rent "Payments"). */
export const CHARGE_ORDER: Record<ChargeType, number> = { deposit: 0, rent: 1, fee: 2, other: 3 };

export interface OpenCharge {
  id: string;
  dueDate: Day;
  type: ChargeType;
  /** Ledger order of entries on the same day and type. */
  sequence: bigint;
  open: bigint;
}

/** Oldest first: due day, then the type order, then ledger order. */
export function compareCharges(a: OpenCharge, b: OpenCharge): number {
  if (a.dueDate !== b.dueDate) return a.dueDate < b.dueDate ? -1 : 1;
  if (a.type !== b.type) return CHARGE_ORDER[a.type] - CHARGE_ORDER[b.type];
  return a.sequence < b.sequence ? -1 : a.sequence > b.sequence ? 1 : 0;
}

/** How `amount` pays the open charges, oldest first; what is left over is a credit. */
export function allocate(
  amount: bigint,
  charges: readonly OpenCharge[],
): { applied: { chargeId: string; value: bigint }[]; credit: bigint } {
  const applied: { chargeId: string; value: bigint }[] = [];
  let left = amount;
  for (const charge of [...charges].sort(compareCharges)) {
    if (left <= 0n) break;
    if (charge.open <= 0n) continue;
    const value = charge.open < left ? charge.open : left;
    applied.push({ chargeId: charge.id, value });
    left -= value;
  }
  return { applied, credit: left };
}

/** The month a rent charge is for: from its auto key ('rent:yyyy-MM'), else its due day's month. */
export function rentMonthOf(charge: { autoKey: string | null; date: Day }): Month {
  return charge.autoKey?.startsWith("rent:") ? charge.autoKey.slice(5) : monthOf(charge.date);
}
