import { describe, expect, it } from "vitest";
import { formatLedgerValue, formatUsd, formatUsdAbsolute, formatUsdSigned, isNegativeAmount, isZeroAmount } from "@/lib/domain/money";
import { resolveEntryDate } from "@/server/accounts/entry-date";
import { balanceAfter, compareLedgerOrder, runningBalances, signedValue, summarise } from "@/server/accounts/ledger-math";
import { AppError } from "@/server/errors";
import { httpStatusOf } from "@/server/api/error-response";

const at = (iso: string, sequence: number) => ({ date: new Date(iso), sequence: BigInt(sequence) });

describe("balance computation", () => {
  it("is exact: 0.10 + 0.20 = 0.30, and a million small entries do not drift", () => {
    expect(balanceAfter("0.10", "credit", "0.20").toFixed(2)).toBe("0.30");
    let balance = balanceAfter(0, "credit", "0.00");
    for (let index = 0; index < 1000; index++) balance = balanceAfter(balance, "credit", "0.01");
    expect(balance.toFixed(2)).toBe("10.00");
  });

  it("a credit adds, a debit subtracts, and the balance may go negative", () => {
    expect(signedValue("credit", "5.25").toFixed(2)).toBe("5.25");
    expect(signedValue("debit", "5.25").toFixed(2)).toBe("-5.25");
    expect(balanceAfter("10.00", "debit", "25.50").toFixed(2)).toBe("-15.50");
  });

  it("orders by date, then entry order", () => {
    expect(compareLedgerOrder(at("2026-01-02T00:00:00Z", 1), at("2026-01-01T00:00:00Z", 9))).toBeGreaterThan(0);
    expect(compareLedgerOrder(at("2026-01-01T00:00:00Z", 2), at("2026-01-01T00:00:00Z", 9))).toBeLessThan(0);
    expect(compareLedgerOrder(at("2026-01-01T00:00:00Z", 9), at("2026-01-01T00:00:00Z", 9))).toBe(0);
  });

  it("running balances follow ledger order, whatever order the entries come in", () => {
    const entries = [
      { ...at("2026-01-03T00:00:00Z", 1), column: "debit" as const, value: "0.35", name: "c" },
      { ...at("2026-01-01T00:00:00Z", 4), column: "credit" as const, value: "0.10", name: "a" },
      { ...at("2026-01-01T00:00:00Z", 5), column: "credit" as const, value: "0.20", name: "b" },
    ];
    expect(runningBalances(entries, "1.00").map((entry) => [entry.name, entry.closingBalance])).toEqual([
      ["a", "1.10"],
      ["b", "1.30"],
      ["c", "0.95"],
    ]);
  });

  it("a back-dated entry changes the later balances; deleting it restores them", () => {
    const base = [
      { ...at("2026-01-01T00:00:00Z", 1), column: "credit" as const, value: "100.00" },
      { ...at("2026-01-05T00:00:00Z", 2), column: "debit" as const, value: "40.00" },
    ];
    const late = { ...at("2026-01-03T00:00:00Z", 3), column: "debit" as const, value: "75.00" };
    expect(runningBalances([...base, late]).map((entry) => entry.closingBalance)).toEqual(["100.00", "25.00", "-15.00"]);
    expect(runningBalances(base).map((entry) => entry.closingBalance)).toEqual(["100.00", "60.00"]);
  });

  it("summarises a statement period from the balance brought forward", () => {
    const summary = summarise(
      [
        { column: "credit", value: "1500.00" },
        { column: "debit", value: "150.00" },
        { column: "debit", value: "0.01" },
      ],
      "-20.00",
    );
    expect(summary).toEqual({ openingBalance: "-20.00", totalCredits: "1500.00", totalDebits: "150.01", closingBalance: "1329.99" });
    expect(summarise([], "7.5")).toEqual({ openingBalance: "7.50", totalCredits: "0.00", totalDebits: "0.00", closingBalance: "7.50" });
  });
});

describe("USD formatting (from the decimal text, never a float)", () => {
  it.each([
    ["0.00", "$0.00", "$0.00", "$0.00"],
    ["1234.5", "$1,234.50", "$1,234.50", "+$1,234.50"],
    ["-1234567.89", "-$1,234,567.89", "$1,234,567.89", "-$1,234,567.89"],
    ["-0.00", "$0.00", "$0.00", "$0.00"],
    ["999999999999.99", "$999,999,999,999.99", "$999,999,999,999.99", "+$999,999,999,999.99"],
  ])("%s → %s / %s / %s", (amount, plain, absolute, signed) => {
    expect(formatUsd(amount)).toBe(plain);
    expect(formatUsdAbsolute(amount)).toBe(absolute);
    expect(formatUsdSigned(amount)).toBe(signed);
  });

  it("ledger values carry '+' for a credit and '-' for a debit", () => {
    expect(formatLedgerValue("credit", "100.00")).toBe("+$100.00");
    expect(formatLedgerValue("debit", "2500.5")).toBe("-$2,500.50");
    expect(isNegativeAmount("-0.01")).toBe(true);
    expect(isNegativeAmount("0.00")).toBe(false);
  });

  it("zero is nothing to the cent, whatever its sign or places", () => {
    expect(["0.00", "-0.00", "0", "000.0"].filter(isZeroAmount)).toHaveLength(4);
    expect(["0.01", "-0.01", "10.00", "100"].filter(isZeroAmount)).toHaveLength(0);
  });

  it("refuses text that is not a decimal", () => {
    expect(() => formatUsd("12,00")).toThrow();
  });
});

describe("the date of a posting", () => {
  const zone = "America/Puerto_Rico"; // UTC-4, no DST
  const now = new Date("2026-03-10T15:30:00Z"); // 11:30 on March 10 at the agency

  it("defaults to now, and today's date means now", () => {
    expect(resolveEntryDate(undefined, now, zone)).toEqual(now);
    expect(resolveEntryDate("2026-03-10", now, zone)).toEqual(now);
  });

  it("a past day is its last instant, so the entry follows that day's entries", () => {
    expect(resolveEntryDate("2026-03-09", now, zone).toISOString()).toBe("2026-03-10T03:59:59.999Z");
  });

  it("a date-time is taken as given", () => {
    expect(resolveEntryDate("2026-03-01T08:00:00-04:00", now, zone).toISOString()).toBe("2026-03-01T12:00:00.000Z");
  });

  it.each([
    ["2026-03-11", "The date cannot be in the future."],
    ["2026-03-10T15:31:00Z", "The date cannot be in the future."],
    ["1999-12-31", "The date cannot be before January 1, 2000."],
    ["0226-03-01", "The date cannot be before January 1, 2000."],
  ])("%s is refused: %s", (input, message) => {
    try {
      resolveEntryDate(input, now, zone);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(AppError);
      expect(httpStatusOf(error as AppError)).toBe(400);
      expect((error as AppError).message).toBe(message);
      expect((error as AppError).fieldErrors).toEqual({ date: [message] });
    }
  });
});
