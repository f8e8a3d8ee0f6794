import { describe, expect, it } from "vitest";
import {
  clampTimeInput,
  dueFromLocalInput,
  localInputOf,
  mergeDueDateTime,
  splitDueDateTime,
} from "@/components/service-orders/due-date-time";

const AGENCY = "America/Puerto_Rico"; // UTC-4 all year

describe("the order form's time inputs", () => {
  it.each([
    ["7", 12, "7"],
    ["12", 12, "12"],
    ["13", 12, ""],
    ["99", 12, ""],
    ["59", 59, "59"],
    ["60", 59, ""],
    ["4a", 59, "4"],
    ["123", 59, "12"],
  ])("clampTimeInput(%j, %d) → %j", (input, max, output) => expect(clampTimeInput(input, max)).toBe(output));
});

describe("the due date-time, on the agency's clock", () => {
  it.each([
    // fields                                       instant (UTC)
    [{ dueDate: "2026-12-01", hours: "9", minutes: "00", amPM: "AM" }, "2026-12-01T13:00:00.000Z"],
    [{ dueDate: "2026-12-01", hours: "2", minutes: "05", amPM: "PM" }, "2026-12-01T18:05:00.000Z"],
    [{ dueDate: "2026-12-01", hours: "12", minutes: "00", amPM: "PM" }, "2026-12-01T16:00:00.000Z"], // noon
    [{ dueDate: "2026-12-01", hours: "12", minutes: "30", amPM: "AM" }, "2026-12-01T04:30:00.000Z"], // 12 AM is midnight
    [{ dueDate: "2026-12-31", hours: "11", minutes: "59", amPM: "PM" }, "2027-01-01T03:59:00.000Z"], // the agency's day, not UTC's
  ] as const)("%j → %s", (fields, instant) => {
    expect(mergeDueDateTime(fields, AGENCY).toISOString()).toBe(instant);
  });

  it("splits an instant back into the form's fields (midnight as 00 AM, noon as 12 PM)", () => {
    expect(splitDueDateTime("2026-12-01T13:00:00.000Z", AGENCY)).toEqual({ dueDate: "2026-12-01", hours: "09", minutes: "00", amPM: "AM" });
    expect(splitDueDateTime("2026-12-01T18:05:00.000Z", AGENCY)).toEqual({ dueDate: "2026-12-01", hours: "02", minutes: "05", amPM: "PM" });
    expect(splitDueDateTime("2026-12-01T04:30:00.000Z", AGENCY)).toEqual({ dueDate: "2026-12-01", hours: "00", minutes: "30", amPM: "AM" });
    expect(splitDueDateTime("2026-12-01T16:00:00.000Z", AGENCY)).toMatchObject({ hours: "12", amPM: "PM" });
    expect(splitDueDateTime("2027-01-01T03:59:00.000Z", AGENCY)).toMatchObject({ dueDate: "2026-12-31", hours: "11", amPM: "PM" });
  });

  it("round-trips every quarter hour of a day, in a zone with daylight saving too", () => {
    for (const zone of [AGENCY, "America/New_York", "UTC"]) {
      for (let minutes = 0; minutes < 24 * 60; minutes += 15) {
        const hours24 = Math.floor(minutes / 60);
        const fields = {
          dueDate: "2026-07-04",
          hours: String(hours24 % 12 === 0 ? (hours24 === 0 ? 0 : 12) : hours24 % 12).padStart(2, "0"),
          minutes: String(minutes % 60).padStart(2, "0"),
          amPM: hours24 >= 12 ? ("PM" as const) : ("AM" as const),
        };
        expect(splitDueDateTime(mergeDueDateTime(fields, zone), zone)).toEqual(fields);
      }
    }
  });

  it("does not depend on the machine's zone", () => {
    // The test process runs in whatever zone the machine has; the agency's instant is fixed.
    expect(mergeDueDateTime({ dueDate: "2026-03-08", hours: "09", minutes: "00", amPM: "AM" }, "America/New_York").toISOString()).toBe(
      "2026-03-08T13:00:00.000Z", // EDT began at 2 AM that day
    );
  });
});

describe("a past-due work order's new due time (issue 44): the dialog's datetime-local value, on the agency's clock", () => {
  it.each([
    ["2026-12-09T09:30", "2026-12-09T13:30:00.000Z"],
    ["2026-12-31T23:59", "2027-01-01T03:59:00.000Z"], // the agency's day, not UTC's
    ["2026-12-01T00:00", "2026-12-01T04:00:00.000Z"],
  ])("%s → %s, and back", (value, instant) => {
    expect(dueFromLocalInput(value, AGENCY)?.toISOString()).toBe(instant);
    expect(localInputOf(instant, AGENCY)).toBe(value);
  });
  it.each(["", "2026-12-09", "2026-12-09T24:00", "2026-12-09T09:60", "09:30", "2026-12-09 09:30"])("refuses %j", (value) => {
    expect(dueFromLocalInput(value, AGENCY)).toBeNull();
  });
});
