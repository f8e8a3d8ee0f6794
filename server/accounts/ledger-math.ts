import { Prisma } from "@/lib/generated/prisma/client";
import type { LedgerColumn } from "@/lib/domain/enums";

/**
 * The arithmetic of the ledger, in exact decimals (never floats). A credit
 * raises the balance, a debit lowers it; an entry's closing balance is the
 * balance after it in ledger order (date, then entry order). The database
 * does the same sums in SQL (server/accounts/ledger.ts); these are used for
 * the O(1) append, the statement totals, and to test the rules.
 */
export type Decimal = Prisma.Decimal;
export const Decimal = Prisma.Decimal;

export type Money = Decimal | string | number;

export function signedValue(column: LedgerColumn, value: Money): Decimal {
  const amount = new Decimal(value);
  return column === "credit" ? amount : amount.negated();
}

/** The balance after appending one entry to a ledger whose balance is `balance`. */
export function balanceAfter(balance: Money, column: LedgerColumn, value: Money): Decimal {
  return new Decimal(balance).plus(signedValue(column, value));
}

/**
 * The entry that cancels one: the other column, the same amount. Appended to
 * any ledger it moves the balance back by exactly what the entry moved it, so
 * the pair sums to zero wherever the two sit in ledger order.
 */
export function reversalOf(entry: { column: LedgerColumn; value: Money }): { column: LedgerColumn; value: string } {
  return { column: entry.column === "credit" ? "debit" : "credit", value: new Decimal(entry.value).toFixed(2) };
}

export interface LedgerLine {
  date: Date;
  sequence: bigint;
  column: LedgerColumn;
  value: Money;
}

/** Ledger order: by date, then by entry order (sequence). */
export function compareLedgerOrder(a: { date: Date; sequence: bigint }, b: { date: Date; sequence: bigint }): number {
  const byDate = a.date.getTime() - b.date.getTime();
  if (byDate !== 0) return byDate;
  return a.sequence < b.sequence ? -1 : a.sequence > b.sequence ? 1 : 0;
}

/** Every entry with its closing balance, in ledger order, starting from `opening`. */
export function runningBalances<T extends LedgerLine>(entries: readonly T[], opening: Money = 0): (T & { closingBalance: string })[] {
  let balance = new Decimal(opening);
  return [...entries].sort(compareLedgerOrder).map((entry) => {
    balance = balanceAfter(balance, entry.column, entry.value);
    return { ...entry, closingBalance: balance.toFixed(2) };
  });
}

/** Credits and debits of a set of entries, and the closing balance from `opening`. */
export function summarise(entries: readonly { column: LedgerColumn; value: Money }[], opening: Money) {
  let credits = new Decimal(0);
  let debits = new Decimal(0);
  for (const entry of entries) {
    if (entry.column === "credit") credits = credits.plus(entry.value);
    else debits = debits.plus(entry.value);
  }
  return {
    openingBalance: new Decimal(opening).toFixed(2),
    totalCredits: credits.toFixed(2),
    totalDebits: debits.toFixed(2),
    closingBalance: new Decimal(opening).plus(credits).minus(debits).toFixed(2),
  };
}

/** The largest magnitude numeric(14,2) can hold. */
export const MAX_LEDGER_BALANCE = new Decimal("999999999999.99");
