import { describe, expect, it } from "vitest";
import { DUE_DATE_IN_PAST_MESSAGE } from "@/lib/schemas/service-order";
import { AppError } from "@/server/errors";
import { isPastDue } from "@/server/service-orders/past-due";
import { assertDueDateNotPast } from "@/server/service-orders/service-order-rules";

/**
 * The due-date rule against the agency's day (APP_TIME_ZONE, America/Puerto_Rico
 * by default: UTC-4) and the past-due test, at pinned instants.
 */
process.env.APP_TIME_ZONE ??= "America/Puerto_Rico";

function refusal(dueAt: string, now: string): AppError | null {
  try {
    assertDueDateNotPast(new Date(dueAt), new Date(now));
    return null;
  } catch (error) {
    return error as AppError;
  }
}

describe("the due date cannot be earlier than the agency's today", () => {
  it.each([
    // due (UTC)                    now (UTC)                     allowed  why
    ["2026-11-21T04:00:00.000Z", "2026-11-21T15:00:00.000Z", true, "the agency's midnight"],
    ["2026-11-21T03:59:59.999Z", "2026-11-21T15:00:00.000Z", false, "a millisecond before it (still the 21st in UTC)"],
    ["2026-11-21T12:00:00.000Z", "2026-11-21T15:00:00.000Z", true, "earlier today"],
    ["2026-11-22T15:00:00.000Z", "2026-11-21T15:00:00.000Z", true, "tomorrow"],
    ["2026-11-21T05:00:00.000Z", "2026-11-22T03:30:00.000Z", true, "at 23:30 in the agency it is still the 21st, though UTC says the 22nd"],
    ["2026-11-22T03:00:00.000Z", "2026-11-22T04:30:00.000Z", false, "just after the agency's midnight, 23:00 the day before is past"],
    ["2025-01-01T12:00:00.000Z", "2026-11-21T15:00:00.000Z", false, "last year"],
  ])("due %s at %s → allowed %s (%s)", (dueAt, now, allowed) => {
    const error = refusal(dueAt, now);
    if (allowed) {
      expect(error).toBeNull();
    } else {
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({
        code: "UNPROCESSABLE",
        message: DUE_DATE_IN_PAST_MESSAGE,
        fieldErrors: { serviceDueDateTime: [DUE_DATE_IN_PAST_MESSAGE] },
      });
    }
  });
});

describe("past due", () => {
  const now = new Date("2026-11-21T15:00:00.000Z");
  it.each([
    ["PENDING", -1, true],
    ["APPROVED", -60_000, true],
    ["PENDING", 0, false],
    ["APPROVED", 60_000, false],
    ["COMPLETED", -86_400_000, false],
    ["DECLINED", -86_400_000, false],
  ] as const)("%s due %d ms from now → %s", (status, offset, expected) => {
    expect(isPastDue({ status, dueAt: new Date(now.getTime() + offset) }, now)).toBe(expected);
  });
});
