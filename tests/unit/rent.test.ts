import { describe, expect, it } from "vitest";
import {
  allocate,
  endedEarlyOn,
  fromCents,
  leaseStatus,
  leasesOverlap,
  PAYMENT_DESCRIPTION,
  paymentReversalDescription,
  prorate,
  rentChargeFor,
  rentChargesDue,
  toCents,
  type LeaseTerms,
} from "@/lib/domain/rent";

const lease = (terms: Partial<LeaseTerms>): LeaseTerms => ({
  startDate: "2026-01-01",
  endDate: null,
  endedOn: null,
  chargesFrom: "2026-01-01",
  rent: "1250.00",
  dueDay: 1,
  ...terms,
});

describe("rent per month", () => {
  it("charges a whole month in full on its due day", () => {
    expect(rentChargeFor(lease({ dueDay: 5 }), "2026-03")).toMatchObject({
      dueDate: "2026-03-05",
      amount: "1250.00",
      description: "Rent March 2026",
    });
  });

  it("charges a month begun mid-month for its days, due on the lease's first day when that is after the due day", () => {
    // 17 of 31 days of 1,000.00 = 548.387… → 548.39
    expect(rentChargeFor(lease({ startDate: "2026-01-15", chargesFrom: "2026-01-15", rent: "1000.00" }), "2026-01")).toMatchObject({
      dueDate: "2026-01-15",
      amount: "548.39",
      daysCovered: 17,
      description: "Rent January 2026 (17 of 31 days)",
    });
  });

  it("charges a last part-month on its last day when the lease ends before the due day", () => {
    expect(rentChargeFor(lease({ endDate: "2026-04-03", dueDay: 10, rent: "900.00" }), "2026-04")).toMatchObject({
      dueDate: "2026-04-03",
      amount: "90.00",
    });
  });

  it("counts February's days, leap years included, and rounds half up to the cent", () => {
    expect(rentChargeFor(lease({ startDate: "2024-02-15", chargesFrom: "2024-02-15", rent: "1.45" }), "2024-02")?.amount).toBe("0.75"); // 15/29 × 1.45 = 0.75
    expect(rentChargeFor(lease({ startDate: "2026-02-15", chargesFrom: "2026-02-15", rent: "1.00" }), "2026-02")?.amount).toBe("0.50"); // 14/28 exactly
    expect(prorate(1n, 1, 2)).toBe(1n); // 0.5 cent → 1 cent
    expect(prorate(3n, 1, 2)).toBe(2n); // 1.5 cents → 2 cents
  });

  it("answers null for a month the lease does not cover", () => {
    expect(rentChargeFor(lease({ startDate: "2026-05-01" }), "2026-04")).toBeNull();
    expect(rentChargeFor(lease({ endDate: "2026-03-31" }), "2026-04")).toBeNull();
  });
});

describe("what is due", () => {
  it("a lease started in the past is due every month up to today's due day, not the months after", () => {
    const due = rentChargesDue(lease({ startDate: "2026-09-20", chargesFrom: "2026-09-20", dueDay: 5 }), "2026-12-04");
    expect(due.map((charge) => [charge.month, charge.dueDate])).toEqual([
      ["2026-09", "2026-09-20"],
      ["2026-10", "2026-10-05"],
      ["2026-11", "2026-11-05"],
    ]);
  });

  it("a lease from a listing's fields charges no month due before the day it was made", () => {
    expect(rentChargesDue(lease({ startDate: "2025-01-01", chargesFrom: "2026-12-06" }), "2026-12-06")).toEqual([]);
    expect(
      rentChargesDue(lease({ startDate: "2025-01-01", chargesFrom: "2026-12-06", dueDay: 10 }), "2026-12-10").map((charge) => charge.month),
    ).toEqual(["2026-12"]);
  });

  it("skips months already posted and stops at the lease's end", () => {
    const due = rentChargesDue(lease({ endDate: "2026-03-15" }), "2026-12-06", new Set(["2026-01"]));
    expect(due.map((charge) => [charge.month, charge.amount])).toEqual([
      ["2026-02", "1250.00"],
      ["2026-03", "604.84"], // 15/31 × 1250
    ]);
  });
});

describe("status and overlap", () => {
  it("is upcoming, active or ended on a day; ended early when it stopped before its end", () => {
    const terms = lease({ startDate: "2026-02-01", endDate: "2026-12-31" });
    expect(leaseStatus(terms, "2026-01-31")).toBe("upcoming");
    expect(leaseStatus(terms, "2026-12-31")).toBe("active");
    expect(leaseStatus(terms, "2027-01-01")).toBe("ended");
    expect(leaseStatus({ ...terms, endedOn: "2026-06-30" }, "2026-07-01")).toBe("ended");
    expect(endedEarlyOn({ ...terms, endedOn: "2026-06-30" })).toBe("2026-06-30");
    expect(endedEarlyOn(terms)).toBeNull();
  });

  it("two leases overlap when they share a day; month-to-month runs on forever", () => {
    expect(leasesOverlap(lease({ endDate: "2026-06-30" }), lease({ startDate: "2026-07-01" }))).toBe(false);
    expect(leasesOverlap(lease({ endDate: "2026-07-01" }), lease({ startDate: "2026-07-01" }))).toBe(true);
    expect(leasesOverlap(lease({}), lease({ startDate: "2030-01-01" }))).toBe(true);
    expect(leasesOverlap(lease({ endedOn: "2026-03-31" }), lease({ startDate: "2026-04-01" }))).toBe(false);
  });
});

describe("settling", () => {
  it("pays the oldest charge first; on one day the deposit, then rent, then fees; the rest is credit", () => {
    const charges = [
      { id: "fee", dueDate: "2026-01-01", type: "fee" as const, sequence: 1n, open: 5000n },
      { id: "rent-feb", dueDate: "2026-02-01", type: "rent" as const, sequence: 2n, open: 100000n },
      { id: "rent-jan", dueDate: "2026-01-01", type: "rent" as const, sequence: 3n, open: 100000n },
      { id: "deposit", dueDate: "2026-01-01", type: "deposit" as const, sequence: 4n, open: 50000n },
    ];
    expect(allocate(160000n, charges)).toEqual({
      applied: [
        { chargeId: "deposit", value: 50000n },
        { chargeId: "rent-jan", value: 100000n },
        { chargeId: "fee", value: 5000n },
        { chargeId: "rent-feb", value: 5000n },
      ],
      credit: 0n,
    });
    expect(allocate(300000n, charges).credit).toBe(45000n);
  });

  it("keeps money exact in cents", () => {
    expect(fromCents(toCents("0.10") + toCents("0.20"))).toBe("0.30");
    expect(fromCents(toCents("-12.5"))).toBe("-12.50");
  });
});

describe("descriptions", () => {
  it("keeps a payment's description plain: the row shows its method and reference once, from their own fields", () => {
    expect(PAYMENT_DESCRIPTION).toBe("Payment received");
    expect(PAYMENT_DESCRIPTION).not.toMatch(/Check|Cash|transfer/i);
  });

  it("names the payment's method and reference on its reversal, whose row has neither", () => {
    expect(paymentReversalDescription("check", "CHK 1041")).toBe("Reversal of payment — Check CHK 1041");
    expect(paymentReversalDescription("cash", null)).toBe("Reversal of payment — Cash");
    expect(paymentReversalDescription(null, "")).toBe("Reversal of payment");
  });
});
