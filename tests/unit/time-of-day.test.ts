import { describe, expect, it } from "vitest";
import {
  maskTime,
  parseTwelveHourTime,
  TIME_HOURS_TOO_LARGE,
  TIME_MALFORMED,
  TIME_MINUTES_TOO_LARGE,
  TIME_TWELVE_AM,
  to24Hour,
  toTwelveHour,
  twelveHourOf,
} from "@/lib/domain/time-of-day";

describe("parseTwelveHourTime (PRODUCT.md#time-entry)", () => {
  it.each([
    // time     AM/PM  hours minutes text
    ["00:00", "AM", 0, 0, "00:00"],
    ["00:30", "AM", 0, 30, "00:30"],
    ["09:05", "AM", 9, 5, "09:05"],
    ["11:59", "AM", 11, 59, "11:59"],
    ["00:15", "PM", 12, 15, "00:15"], // PM adds 12
    ["12:00", "PM", 12, 0, "12:00"], // 12 PM is noon, not midnight of the next day
    ["12:45", "PM", 12, 45, "12:45"],
    ["01:00", "PM", 13, 0, "01:00"],
    ["11:59", "PM", 23, 59, "11:59"],
    ["0930", "AM", 9, 30, "09:30"], // the mask's raw value
    ["9:30", "PM", 21, 30, "09:30"],
    [" 07:10 ", "AM", 7, 10, "07:10"],
  ] as const)("%s %s → %i:%i", (time, amPM, hours, minutes, text) => {
    expect(parseTwelveHourTime(time, amPM)).toEqual({ ok: true, hours, minutes, text });
  });

  it.each(["13:00", "24:00", "99:99", "13:75"])("hours above 12 (%s) give the message of PRODUCT.md#time-entry, AM or PM", (time) => {
    expect(parseTwelveHourTime(time, "AM")).toEqual({ ok: false, message: TIME_HOURS_TOO_LARGE });
    expect(parseTwelveHourTime(time, "PM")).toEqual({ ok: false, message: TIME_HOURS_TOO_LARGE });
  });

  it("12 with AM gives the 12 AM rule's message (12 AM should be 00)", () => {
    expect(TIME_TWELVE_AM).toBe("Incorrect time format. Please use 12 hour time format, 12 AM should be 00.");
    expect(parseTwelveHourTime("12:00", "AM")).toEqual({ ok: false, message: TIME_TWELVE_AM });
    expect(parseTwelveHourTime("12:30", "AM")).toEqual({ ok: false, message: TIME_TWELVE_AM });
    expect(parseTwelveHourTime("00:30", "AM")).toMatchObject({ ok: true, hours: 0 });
  });

  it("minutes above 59 are refused", () => {
    expect(parseTwelveHourTime("10:60", "AM")).toEqual({ ok: false, message: TIME_MINUTES_TOO_LARGE });
  });

  it.each(["", "10", "1:5", "10:5", "10:000", "ab:cd", "10-30", "-1:30", "10:30 AM"])("%j is not hh:mm", (time) => {
    expect(parseTwelveHourTime(time, "AM")).toEqual({ ok: false, message: TIME_MALFORMED });
  });

  it("the exact texts of PRODUCT.md#time-entry", () => {
    expect(TIME_HOURS_TOO_LARGE).toBe("Time must be entered in 12 hour format. Hours cannot be greater than 12.");
  });
});

describe("toTwelveHour (update mode: hours of 12 or more mean PM)", () => {
  it.each([
    [0, 0, "00:00", "AM"],
    [0, 45, "00:45", "AM"],
    [9, 5, "09:05", "AM"],
    [11, 59, "11:59", "AM"],
    [12, 0, "12:00", "PM"],
    [12, 30, "12:30", "PM"],
    [13, 0, "01:00", "PM"],
    [23, 59, "11:59", "PM"],
  ] as const)("%i:%i → %s %s", (hours, minutes, time, amPM) => {
    expect(toTwelveHour(hours, minutes)).toEqual({ time, amPM });
  });

  it("round-trips with parseTwelveHourTime for every minute of the day", () => {
    for (let hours = 0; hours < 24; hours++) {
      for (let minutes = 0; minutes < 60; minutes++) {
        const { time, amPM } = toTwelveHour(hours, minutes);
        expect(parseTwelveHourTime(time, amPM)).toMatchObject({ ok: true, hours, minutes });
      }
    }
  });
});

describe("one model for orders and reminders", () => {
  it.each([
    [1, "AM", 1],
    [11, "AM", 11],
    [12, "AM", 0], // an order's 12 AM is midnight (reminders refuse it with the text of PRODUCT.md#time-entry)
    [0, "AM", 0],
    [0, "PM", 12],
    [1, "PM", 13],
    [11, "PM", 23],
    [12, "PM", 12],
  ] as const)("to24Hour(%d, %s) → %d", (hour, amPM, hours24) => expect(to24Hour(hour, amPM)).toBe(hours24));

  it("reads 24-hour hours back: midnight as 00 AM, noon as 12 PM", () => {
    expect(twelveHourOf(0)).toEqual({ hour: 0, amPM: "AM" });
    expect(twelveHourOf(11)).toEqual({ hour: 11, amPM: "AM" });
    expect(twelveHourOf(12)).toEqual({ hour: 12, amPM: "PM" });
    expect(twelveHourOf(23)).toEqual({ hour: 11, amPM: "PM" });
    for (let hours = 0; hours < 24; hours++) {
      const { hour, amPM } = twelveHourOf(hours);
      expect(to24Hour(hour, amPM)).toBe(hours);
    }
  });
});

describe("maskTime", () => {
  it.each([
    ["", ""],
    ["0", "0"],
    ["09", "09"],
    ["093", "09:3"],
    ["0930", "09:30"],
    ["09:30", "09:30"],
    ["09305", "09:30"],
    ["a9b3c0d", "93:0"],
  ])("%j → %j", (input, masked) => {
    expect(maskTime(input)).toBe(masked);
  });
});
