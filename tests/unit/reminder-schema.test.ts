import { describe, expect, it } from "vitest";
import { reminderBodyOf } from "@/components/reminders/reminder-values";
import { TIME_HOURS_TOO_LARGE, TIME_TWELVE_AM } from "@/lib/domain/time-of-day";
import {
  REMINDER_DATE_IN_PAST,
  REMINDER_FREQUENCY_NEEDED,
  REMINDER_FREQUENCY_WITHOUT_RECURRENCE,
  reminderFieldsSchema,
  reminderFormSchema,
  reminderListQuerySchema,
  reminderRuleIssues,
} from "@/lib/schemas/reminder";

const LISTING = "7d1f6a5e-2f43-4c1e-9a57-1f2b3c4d5e6f";
const body = (overrides: Record<string, unknown> = {}) => ({
  name: "Check the pool",
  propertyRef: LISTING,
  dateTime: "2026-11-23",
  time: "09:30",
  amPM: "AM",
  isReoccuring: false,
  notes: "Chlorine.",
  ...overrides,
});

function issues(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return (result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]);
}

describe("reminderFieldsSchema (the API body's shape)", () => {
  it("accepts a one-off reminder; frequency defaults to none; dayOfWeek dropped unless weekly", () => {
    const parsed = reminderFieldsSchema.parse(body({ dayOfWeek: "monday" }));
    expect(parsed).toMatchObject({ frequency: "none", dayOfWeek: null, status: null });
    const weekly = reminderFieldsSchema.parse(body({ isReoccuring: true, frequency: "weekly", dayOfWeek: " Friday " }));
    expect(weekly.dayOfWeek).toBe("friday");
  });

  it.each([
    ["name", "Name is required."],
    ["propertyRef", "Property is required."],
    ["dateTime", "Date is required."],
    ["time", "Time is required."],
    ["amPM", "AM/PM is required."],
    ["notes", "Notes is required."],
    ["isReoccuring", "isReoccuring is required (true or false)."],
  ])("%s is required", (field, message) => {
    const value: Record<string, unknown> = body();
    delete value[field];
    expect(issues(reminderFieldsSchema.safeParse(value))).toContainEqual([field, message]);
  });

  it("frequency and recurrence must agree; enums are checked", () => {
    expect(issues(reminderFieldsSchema.safeParse(body({ isReoccuring: true })))).toContainEqual(["frequency", REMINDER_FREQUENCY_NEEDED]);
    expect(issues(reminderFieldsSchema.safeParse(body({ frequency: "daily" })))).toContainEqual([
      "frequency",
      REMINDER_FREQUENCY_WITHOUT_RECURRENCE,
    ]);
    expect(reminderFieldsSchema.safeParse(body({ isReoccuring: true, frequency: "yearly" })).success).toBe(false);
    expect(reminderFieldsSchema.safeParse(body({ isReoccuring: true, frequency: "weekly", dayOfWeek: "funday" })).success).toBe(false);
  });

  it("dates: yyyy-MM-dd or an ISO date-time, real calendar days only", () => {
    expect(reminderFieldsSchema.safeParse(body({ dateTime: "2026-11-23T13:00:00.000Z" })).success).toBe(true);
    expect(reminderFieldsSchema.safeParse(body({ dateTime: "2027-02-29" })).success).toBe(false);
    expect(reminderFieldsSchema.safeParse(body({ dateTime: "2026-11-23Tnonsense" })).success).toBe(false);
  });
});

describe("reminderRuleIssues (422 on the server, the same messages in the form)", () => {
  it("the 12-hour time and the agency's today", () => {
    expect(reminderRuleIssues({ date: "2026-11-21", time: "09:30", amPM: "AM" }, { today: "2026-11-21" })).toEqual([]);
    expect(reminderRuleIssues({ date: "2026-11-21", time: "13:30", amPM: "PM" }, { today: "2026-11-21" })).toEqual([
      { field: "time", message: TIME_HOURS_TOO_LARGE },
    ]);
    expect(reminderRuleIssues({ date: "2026-11-20", time: "12:00", amPM: "AM" }, { today: "2026-11-21" })).toEqual([
      { field: "time", message: TIME_TWELVE_AM },
      { field: "dateTime", message: REMINDER_DATE_IN_PAST },
    ]);
  });

  it("an update may keep its own past date, not choose another", () => {
    expect(reminderRuleIssues({ date: "2026-10-01", time: "09:30", amPM: "AM" }, { today: "2026-11-21", keepDate: "2026-10-01" })).toEqual(
      [],
    );
    expect(reminderRuleIssues({ date: "2026-10-02", time: "09:30", amPM: "AM" }, { today: "2026-11-21", keepDate: "2026-10-01" })).toEqual([
      { field: "dateTime", message: REMINDER_DATE_IN_PAST },
    ]);
  });
});

describe("reminderFormSchema and the body it sends", () => {
  const form = {
    name: "Pool",
    propertyRef: LISTING,
    date: "2026-11-23",
    time: "09:30",
    amPM: "PM",
    frequency: "weekly",
    dayOfWeek: "",
    notes: "n",
  };
  it("marks the time and date fields with the rule messages", () => {
    const schema = reminderFormSchema({ today: "2026-11-22" });
    expect(issues(schema.safeParse({ ...form, time: "14:00" }))).toContainEqual(["time", TIME_HOURS_TOO_LARGE]);
    expect(issues(schema.safeParse({ ...form, date: "2026-11-21" }))).toContainEqual(["date", REMINDER_DATE_IN_PAST]);
    expect(issues(schema.safeParse({ ...form, amPM: "" }))).toContainEqual(["amPM", "AM/PM is required."]);
  });

  it("isReoccuring follows the frequency; dayOfWeek only for weekly", () => {
    const parsed = reminderFormSchema({ today: "2026-11-22" }).parse(form);
    expect(reminderBodyOf(parsed)).toEqual({
      name: "Pool",
      propertyRef: LISTING,
      dateTime: "2026-11-23",
      time: "09:30",
      amPM: "PM",
      isReoccuring: true,
      frequency: "weekly",
      dayOfWeek: null,
      notes: "n",
    });
    const once = reminderFormSchema({ today: "2026-11-22" }).parse({ ...form, frequency: "none", dayOfWeek: "monday" });
    expect(reminderBodyOf(once)).toMatchObject({ isReoccuring: false, frequency: "none", dayOfWeek: null });
  });
});

describe("reminderListQuerySchema", () => {
  it("reads flags and filters", () => {
    expect(reminderListQuerySchema.parse({ sortItems: "true", upcoming: "false", date: "2028-02-29", limit: "100" })).toMatchObject({
      sortItems: true,
      upcoming: false,
      date: "2028-02-29",
      limit: 100,
      skip: 0,
    });
    expect(reminderListQuerySchema.safeParse({ date: "2027-02-29" }).success).toBe(false);
    expect(reminderListQuerySchema.safeParse({ sortItems: "1" }).success).toBe(false);
  });
});
