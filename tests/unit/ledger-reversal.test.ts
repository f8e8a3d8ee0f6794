import { describe, expect, it } from "vitest";
import { entryReasonSchema } from "@/lib/schemas/account";
import { balanceAfter, Decimal, reversalOf, runningBalances, summarise } from "@/server/accounts/ledger-math";
import { reversalDescription } from "@/server/accounts/reverse-transaction";

/** The arithmetic of reversing an entry: an opposite entry of the same amount, exactly, wherever it lands. */
const at = (day: number, sequence: number) => ({ date: new Date(Date.UTC(2026, 0, day, 12)), sequence: BigInt(sequence) });

/** A small deterministic generator, so the property runs are the same every time. */
function* amounts(seed: number, count: number): Generator<string> {
  let state = seed;
  for (let index = 0; index < count; index++) {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    const cents = (state % 1_000_000_000) + 1; // 0.01 … 10,000,000.00
    yield new Decimal(cents).div(100).toFixed(2);
  }
}

describe("reversalOf", () => {
  it.each([
    ["credit", "1250.00", "debit"],
    ["debit", "0.01", "credit"],
    ["credit", "10000000.00", "debit"],
  ] as const)("a %s of %s is cancelled by a %s of the same amount", (column, value, opposite) => {
    expect(reversalOf({ column, value })).toEqual({ column: opposite, value });
  });

  it("keeps two places whatever form the amount comes in", () => {
    expect(reversalOf({ column: "credit", value: new Decimal("7.5") })).toEqual({ column: "debit", value: "7.50" });
    expect(reversalOf({ column: "debit", value: 0.1 })).toEqual({ column: "credit", value: "0.10" });
  });

  it("appended after the entry, brings the balance back to what it was before it, exactly (2,000 amounts)", () => {
    let opening = new Decimal("-1234.56");
    for (const value of amounts(7, 2_000)) {
      for (const column of ["credit", "debit"] as const) {
        const after = balanceAfter(opening, column, value);
        const reversal = reversalOf({ column, value });
        expect(balanceAfter(after, reversal.column, reversal.value).equals(opening)).toBe(true);
      }
      opening = balanceAfter(opening, "credit", value);
    }
  });

  it("the pair sums to zero wherever the reversal lands in ledger order: later entries' balances are as if neither were there", () => {
    const others = [...amounts(11, 6)].map((value, index) => ({
      ...at(index + 2, index + 2),
      column: index % 3 === 0 ? ("debit" as const) : ("credit" as const),
      value,
    }));
    const original = { ...at(1, 1), column: "credit" as const, value: "333.33" };
    const reversal = { ...at(9, 100), ...reversalOf(original) };
    const withPair = runningBalances([original, ...others, reversal], "50.00");
    const without = runningBalances(others, "50.00");
    expect(withPair.at(-1)!.closingBalance).toBe(without.at(-1)!.closingBalance);
    expect(summarise([original, reversal], "0.00")).toMatchObject({
      totalCredits: "333.33",
      totalDebits: "333.33",
      closingBalance: "0.00",
    });
  });
});

describe("the reversal's description", () => {
  it("names the entry it reverses", () => {
    expect(reversalDescription("Rent - May 2026")).toBe("Reversal of: Rent - May 2026");
  });

  it("stays within the 500 characters a description may have", () => {
    const long = "d".repeat(500);
    const text = reversalDescription(long);
    expect(text).toHaveLength(500);
    expect(text.startsWith("Reversal of: ddd")).toBe(true);
    expect(text.endsWith("…")).toBe(true);
  });
});

describe("entryReasonSchema: why an entry is reversed or deleted", () => {
  it.each([
    [{ reason: "Posted twice" }, "Posted twice"],
    [{ reason: "  Cheque bounced \n" }, "Cheque bounced"],
    [{ reason: "r".repeat(500) }, "r".repeat(500)],
  ])("accepts %j", (body, reason) => {
    expect(entryReasonSchema.parse(body)).toEqual({ reason });
  });

  it.each([
    [{}, "Reason is required."],
    [{ reason: "" }, "Reason is required."],
    [{ reason: "   " }, "Reason is required."],
    [{ reason: null }, "Reason is required."],
    [{ reason: 12 }, "Reason is required."],
    [{ reason: "r".repeat(501) }, "Reason must be at most 500 characters."],
  ])("refuses %j: %s", (body, message) => {
    const result = entryReasonSchema.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});
