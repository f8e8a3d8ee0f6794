import { describe, expect, it } from "vitest";
import { periodLabel } from "@/lib/domain/statement-period";
import { monthPeriod, statementEmailSchema, statementSendSchema } from "@/lib/schemas/statement";
import { parseServerEnv } from "@/server/env";
import { describeEvent } from "@/server/history/describe-event";

/** The owner statement's mail rules that need no database (issue 29 §3.1). */
describe("STATEMENT_DAY", () => {
  const day = (value: string | undefined) => parseServerEnv({ STATEMENT_DAY: value }).STATEMENT_DAY;
  it("defaults to the 1st, takes 1–28, and is off when set empty", () => {
    expect(day(undefined)).toBe(1);
    expect(day("28")).toBe(28);
    expect(day("")).toBeNull();
    expect(day("  ")).toBeNull();
  });
  it.each(["0", "29", "31", "1.5", "first"])("refuses %s", (value) => {
    expect(() => day(value)).toThrow(/STATEMENT_DAY/);
  });
});

describe("statement periods", () => {
  it("a month's first and last day, leap Februaries included", () => {
    expect(monthPeriod("2026-02")).toEqual({ from: "2026-02-01", to: "2026-02-28" });
    expect(monthPeriod("2028-02")).toEqual({ from: "2028-02-01", to: "2028-02-29" });
    expect(monthPeriod("2026-12")).toEqual({ from: "2026-12-01", to: "2026-12-31" });
  });
  it("a whole month reads as the month, anything else as two days", () => {
    expect(periodLabel("2026-02-01", "2026-02-28")).toBe("February 2026");
    expect(periodLabel("2026-02-01", "2026-02-27")).toBe("February 1, 2026 to February 27, 2026");
    expect(periodLabel("2026-01-15", "2026-03-31")).toBe("January 15, 2026 to March 31, 2026");
  });
  it("the e-mail body takes both dates or neither; the send takes a yyyy-MM month and a boolean resend", () => {
    expect(statementEmailSchema.safeParse({}).success).toBe(true);
    expect(statementEmailSchema.safeParse({ from: "2026-02-01" }).success).toBe(false);
    expect(statementSendSchema.parse({ month: "2026-02" })).toEqual({ month: "2026-02", resend: false });
    for (const month of ["2026-2", "2026-13", "1999-12", "202602"]) expect(statementSendSchema.safeParse({ month }).success).toBe(false);
    expect(statementSendSchema.safeParse({ month: "2026-02", resend: "true" }).success).toBe(false);
  });
});

describe("History", () => {
  it("an e-mailed statement is a line on the account", () => {
    const event = describeEvent(
      {
        action: "email-statement",
        entityType: "account",
        changes: { address: "ann@example.lc", from: "2026-02-01", to: "2026-02-28", month: "2026-02" },
      },
      { timeZone: "America/St_Lucia", names: new Map() },
    );
    expect(event).toEqual({
      action: "update",
      changes: [{ field: "statement", label: "Statement", from: null, to: "e-mailed to ann@example.lc for 2026-02-01 to 2026-02-28" }],
    });
  });

  it("a statement written with no mail server set up says it was not e-mailed but kept in the Outbox (issue 44)", () => {
    const event = describeEvent(
      {
        action: "email-statement",
        entityType: "account",
        changes: { address: "ann@example.lc", from: "2026-02-01", to: "2026-02-28", captured: true },
      },
      { timeZone: "America/St_Lucia", names: new Map() },
    );
    expect(event.changes).toEqual([
      {
        field: "statement",
        label: "Statement",
        from: null,
        to: "not e-mailed to ann@example.lc for 2026-02-01 to 2026-02-28: saved in the Outbox — no mail server is set up",
      },
    ]);
  });
});
