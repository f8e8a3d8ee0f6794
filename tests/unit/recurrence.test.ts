import { describe, expect, it } from "vitest";
import { frequencyLabel } from "@/lib/domain/enums";
import {
  addDays,
  dayOfWeekOf,
  daysInMonth,
  FIRST_DAY,
  isCalendarDate,
  isProductDay,
  LAST_DAY,
  MAX_OCCURRENCES,
  nextOccurrenceOnOrAfter,
  occurrencesBetween,
  occursOn,
  type RecurrenceRule,
} from "@/lib/domain/recurrence";

const next = (rule: RecurrenceRule, day: string) => nextOccurrenceOnOrAfter(rule, day);

describe("calendar helpers", () => {
  it("days in month, leap years included", () => {
    expect(daysInMonth(2026, 1)).toBe(31);
    expect(daysInMonth(2026, 2)).toBe(28);
    expect(daysInMonth(2028, 2)).toBe(29);
    expect(daysInMonth(2100, 2)).toBe(28); // not a leap year
    expect(daysInMonth(2000, 2)).toBe(29);
    expect(daysInMonth(2026, 4)).toBe(30);
    expect(daysInMonth(2026, 12)).toBe(31);
  });

  it("real calendar dates only", () => {
    expect(isCalendarDate("2028-02-29")).toBe(true);
    expect(isCalendarDate("2027-02-29")).toBe(false);
    expect(isCalendarDate("2026-04-31")).toBe(false);
    expect(isCalendarDate("2026-13-01")).toBe(false);
    expect(isCalendarDate("2026-1-01")).toBe(false);
    expect(isCalendarDate("2026-11-21T10:00")).toBe(false);
  });

  it("weekdays and day arithmetic across month and year ends", () => {
    expect(dayOfWeekOf("2026-11-23")).toBe("monday");
    expect(dayOfWeekOf("2028-02-29")).toBe("tuesday");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
  });
});

describe("one-off reminders (frequency none)", () => {
  const rule: RecurrenceRule = { startDate: "2026-11-25", frequency: "none" };
  it("happen on their day only", () => {
    expect(next(rule, "2026-11-20")).toBe("2026-11-25");
    expect(next(rule, "2026-11-25")).toBe("2026-11-25");
    expect(next(rule, "2026-11-26")).toBeNull();
    expect(occursOn(rule, "2026-11-25")).toBe(true);
    expect(occursOn(rule, "2026-11-24")).toBe(false);
  });
});

describe("daily reminders", () => {
  const rule: RecurrenceRule = { startDate: "2026-11-25", frequency: "daily" };
  it("start on their first day and then happen every day", () => {
    expect(next(rule, "2026-11-01")).toBe("2026-11-25");
    expect(next(rule, "2026-11-25")).toBe("2026-11-25");
    expect(next(rule, "2027-03-01")).toBe("2027-03-01");
    expect(occursOn(rule, "2026-11-24")).toBe(false);
    expect(occursOn(rule, "2030-02-28")).toBe(true);
  });
});

describe("weekly reminders", () => {
  it("a Monday reminder appears every Monday (and only then)", () => {
    const rule: RecurrenceRule = { startDate: "2026-11-23", frequency: "weekly", dayOfWeek: "monday" };
    for (let offset = 0; offset < 400; offset++) {
      const day = addDays("2026-11-23", offset);
      expect(occursOn(rule, day), day).toBe(dayOfWeekOf(day) === "monday");
    }
    expect(next(rule, "2026-11-24")).toBe("2026-11-30");
    expect(next(rule, "2026-12-29")).toBe("2027-01-04"); // across the year end
  });

  it("without a day of week it keeps its first day's weekday", () => {
    const rule: RecurrenceRule = { startDate: "2026-11-25", frequency: "weekly", dayOfWeek: null };
    expect(next(rule, "2026-11-26")).toBe("2026-12-02");
  });

  it("with another day of week it begins on the first such day on or after its first day", () => {
    const rule: RecurrenceRule = { startDate: "2026-11-25", frequency: "weekly", dayOfWeek: "monday" }; // a Wednesday
    expect(next(rule, "2026-11-01")).toBe("2026-11-30");
    expect(occursOn(rule, "2026-11-25")).toBe(false);
  });
});

describe("monthly reminders", () => {
  it("the 31st falls on the last day of shorter months and comes back to the 31st", () => {
    const rule: RecurrenceRule = { startDate: "2026-01-31", frequency: "monthly" };
    const occurrences: string[] = [];
    let day = "2026-01-31";
    for (let i = 0; i < 13; i++) {
      const occurrence = next(rule, day)!;
      occurrences.push(occurrence);
      day = addDays(occurrence, 1);
    }
    expect(occurrences).toEqual([
      "2026-01-31",
      "2026-02-28",
      "2026-03-31",
      "2026-04-30",
      "2026-05-31",
      "2026-06-30",
      "2026-07-31",
      "2026-08-31",
      "2026-09-30",
      "2026-10-31",
      "2026-11-30",
      "2026-12-31",
      "2027-01-31",
    ]);
  });

  it("the 30th and 29th fall on 28 February, on 29 February in a leap year", () => {
    expect(next({ startDate: "2027-01-30", frequency: "monthly" }, "2027-02-01")).toBe("2027-02-28");
    expect(next({ startDate: "2027-01-29", frequency: "monthly" }, "2027-02-01")).toBe("2027-02-28");
    expect(next({ startDate: "2028-01-30", frequency: "monthly" }, "2028-02-01")).toBe("2028-02-29");
    expect(next({ startDate: "2028-01-29", frequency: "monthly" }, "2028-02-01")).toBe("2028-02-29");
    expect(next({ startDate: "2027-12-31", frequency: "monthly" }, "2028-02-01")).toBe("2028-02-29");
  });

  it("a reminder first due on a leap day comes back on the last day of February, and on the 29th of other months", () => {
    const rule: RecurrenceRule = { startDate: "2028-02-29", frequency: "monthly" };
    expect(next(rule, "2028-03-01")).toBe("2028-03-29");
    expect(next(rule, "2029-02-01")).toBe("2029-02-28");
    expect(next(rule, "2032-02-01")).toBe("2032-02-29");
    expect(occursOn(rule, "2029-02-28")).toBe(true);
    expect(occursOn(rule, "2029-03-28")).toBe(false);
  });

  it("mid-month days happen on that day every month, across the year end", () => {
    const rule: RecurrenceRule = { startDate: "2026-11-15", frequency: "monthly" };
    expect(next(rule, "2026-11-16")).toBe("2026-12-15");
    expect(next(rule, "2026-12-16")).toBe("2027-01-15");
    expect(next(rule, "2026-10-01")).toBe("2026-11-15");
    expect(occursOn(rule, "2027-06-15")).toBe(true);
    expect(occursOn(rule, "2027-06-14")).toBe(false);
  });
});

describe("frequencyLabel", () => {
  it("labels", () => {
    expect(frequencyLabel("none")).toBe("Does not repeat");
    expect(frequencyLabel("daily")).toBe("Daily");
    expect(frequencyLabel("weekly", "monday")).toBe("Weekly on Monday");
    expect(frequencyLabel("monthly")).toBe("Monthly");
  });
});

describe("bounds (issue 27, finding 1)", () => {
  it("accepts exactly the days 1900-01-01 to 2200-12-31 as the product's", () => {
    expect([FIRST_DAY, LAST_DAY, "2026-02-28"].every(isProductDay)).toBe(true);
    expect(["1899-12-31", "2201-01-01", "9999-12-31", "2026-02-30"].some(isProductDay)).toBe(false);
  });

  it("stops at the limit and never loops when the days stop sorting (the day after 9999-12-31 is +010000-01-01)", () => {
    const daily = { startDate: "9999-12-30", frequency: "daily" } as const;
    expect(occurrencesBetween(daily, "9999-12-30", "9999-12-31")).toEqual(["9999-12-30", "9999-12-31"]);
    const longDaily = { startDate: "2000-01-01", frequency: "daily" } as const;
    expect(occurrencesBetween(longDaily, "2000-01-01", "2100-01-01")).toHaveLength(MAX_OCCURRENCES);
    expect(occurrencesBetween(longDaily, "2000-01-01", "2100-01-01", 3)).toEqual(["2000-01-01", "2000-01-02", "2000-01-03"]);
  });
});
