import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { calendarRange } from "@/lib/domain/calendar-range";
import { occurrencesBetween, type RecurrenceRule } from "@/lib/domain/recurrence";
import { CALENDAR_RANGE_MESSAGES, calendarQuerySchema } from "@/lib/schemas/calendar";
import { documentEvent, reminderEvents } from "@/server/calendar/calendar-events";
import { buildFeed } from "@/server/calendar/calendar-feed";
import type { ReminderRow } from "@/server/calendar/calendar-rows";
import { firstOccurrence, reminderRecurrence } from "@/server/calendar/rrule";

const ZONE = "America/Puerto_Rico";

/** Every day from DTSTART to `until` that ical.js (an independent iCalendar implementation) expands from RRULE + RDATEs. */
function expandWithIcalJs(recurrence: { rrule: string; rdates: string[] }, start: string, until: string): string[] {
  const lines = [
    "BEGIN:VCALENDAR",
    "BEGIN:VEVENT",
    "UID:x",
    `DTSTART;VALUE=DATE:${start.replaceAll("-", "")}`,
    `RRULE:${recurrence.rrule}`,
    ...recurrence.rdates.map((day) => `RDATE;VALUE=DATE:${day.replaceAll("-", "")}`),
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  const vevent = new ICAL.Component(ICAL.parse(lines.join("\r\n"))).getFirstSubcomponent("vevent")!;
  const iterator = new ICAL.Event(vevent).iterator();
  const days: string[] = [];
  for (let next = iterator.next(); next && next.toString().slice(0, 10) <= until; next = iterator.next())
    days.push(next.toString().slice(0, 10));
  return days;
}

const UNTIL = "2031-12-31";

describe("reminderRecurrence", () => {
  it.each<[RecurrenceRule, string | null]>([
    [{ startDate: "2026-03-10", frequency: "none" }, null],
    [{ startDate: "2026-03-10", frequency: "daily" }, "FREQ=DAILY"],
    [{ startDate: "2026-03-10", frequency: "weekly" }, "FREQ=WEEKLY;BYDAY=TU"],
    [{ startDate: "2026-03-10", frequency: "weekly", dayOfWeek: "friday" }, "FREQ=WEEKLY;BYDAY=FR"],
    [{ startDate: "2026-03-08", frequency: "weekly", dayOfWeek: "sunday" }, "FREQ=WEEKLY;BYDAY=SU"],
    [{ startDate: "2026-03-15", frequency: "monthly" }, "FREQ=MONTHLY;BYMONTHDAY=15"],
    [{ startDate: "2026-02-28", frequency: "monthly" }, "FREQ=MONTHLY;BYMONTHDAY=28"],
    [{ startDate: "2026-01-29", frequency: "monthly" }, "FREQ=MONTHLY;BYMONTHDAY=29"],
    [{ startDate: "2026-01-30", frequency: "monthly" }, "FREQ=MONTHLY;BYMONTHDAY=30"],
    [{ startDate: "2026-01-31", frequency: "monthly" }, "FREQ=MONTHLY;BYMONTHDAY=-1"],
  ])("%j → %s", (rule, expected) => {
    expect(reminderRecurrence(rule, UNTIL)?.rrule ?? null).toBe(expected);
  });

  it("adds the short Februaries a 29th or 30th falls back to as RDATEs, up to the horizon", () => {
    expect(reminderRecurrence({ startDate: "2026-01-30", frequency: "monthly" }, "2029-01-01")?.rdates).toEqual([
      "2026-02-28",
      "2027-02-28",
      "2028-02-29",
    ]);
    expect(reminderRecurrence({ startDate: "2026-01-29", frequency: "monthly" }, "2029-01-01")?.rdates).toEqual([
      "2026-02-28",
      "2027-02-28",
    ]);
    expect(reminderRecurrence({ startDate: "2026-03-31", frequency: "monthly" }, "2029-01-01")?.rdates).toEqual([]);
  });

  it("starts a weekly reminder on its first real occurrence (DTSTART counts as one)", () => {
    expect(firstOccurrence({ startDate: "2026-03-12", frequency: "weekly", dayOfWeek: "monday" })).toBe("2026-03-16");
    expect(firstOccurrence({ startDate: "2026-01-31", frequency: "monthly" })).toBe("2026-01-31");
  });

  // Expanded by ical.js, the feed's recurrence gives exactly the days the lists' rule
  // gives — month ends, leap years and weekdays included.
  const rules: RecurrenceRule[] = [
    { startDate: "2026-01-31", frequency: "monthly" },
    { startDate: "2026-03-30", frequency: "monthly" },
    { startDate: "2027-12-29", frequency: "monthly" },
    { startDate: "2026-05-05", frequency: "monthly" },
    { startDate: "2026-03-12", frequency: "weekly", dayOfWeek: "monday" },
    { startDate: "2026-03-12", frequency: "weekly" },
    { startDate: "2026-12-30", frequency: "daily" },
  ];
  it.each(rules)("ical.js expands %j as lib/domain/recurrence.ts does, to the horizon", (rule) => {
    const expected = occurrencesBetween(rule, rule.startDate, UNTIL, 10_000);
    expect(expandWithIcalJs(reminderRecurrence(rule, UNTIL)!, firstOccurrence(rule), UNTIL)).toEqual(expected);
  });
});

describe("calendar range", () => {
  const parse = (query: Record<string, string>) => calendarQuerySchema.safeParse(query);

  it("accepts up to 62 days, both ends included", () => {
    expect(parse({ from: "2026-01-01", to: "2026-03-03" }).success).toBe(true); // 62 days
    expect(parse({ from: "2026-01-01", to: "2026-01-01" }).success).toBe(true);
    const tooLong = parse({ from: "2026-01-01", to: "2026-03-04" });
    expect(tooLong.success).toBe(false);
    expect(tooLong.error?.issues[0]?.message).toBe(CALENDAR_RANGE_MESSAGES.tooLong);
  });

  it("refuses reversed, missing and impossible dates and bad specialists", () => {
    expect(parse({ from: "2026-02-01", to: "2026-01-01" }).error?.issues[0]?.message).toBe(CALENDAR_RANGE_MESSAGES.order);
    expect(parse({ from: "2026-02-30", to: "2026-03-01" }).success).toBe(false);
    expect(parse({ to: "2026-03-01" }).success).toBe(false);
    expect(parse({ from: "2026-01-01", to: "2026-01-02", specialist: "someone" }).success).toBe(false);
    expect(parse({ from: "2026-01-01", to: "2026-01-02", specialist: "all" }).success).toBe(true);
  });

  it("month views show whole weeks from Sunday (at most 42 days); week views Sunday to Saturday", () => {
    const march = calendarRange("month", "2026-03-17");
    expect([march.from, march.to, march.days.length]).toEqual(["2026-03-01", "2026-04-04", 35]);
    expect([march.previous, march.next]).toEqual(["2026-02-01", "2026-04-01"]);
    const may = calendarRange("month", "2026-05-31");
    expect([may.from, may.to, may.days.length]).toEqual(["2026-04-26", "2026-06-06", 42]);
    const december = calendarRange("month", "2026-12-05");
    expect(december.next).toBe("2027-01-01");
    const week = calendarRange("week", "2026-03-18");
    expect([week.from, week.to, week.previous, week.next]).toEqual(["2026-03-15", "2026-03-21", "2026-03-11", "2026-03-25"]);
  });
});

const reminder = (overrides: Partial<ReminderRow>): ReminderRow => ({
  id: "00000000-0000-4000-8000-000000000001",
  name: "Check pool",
  dueAt: new Date("2026-01-31T13:30:00Z"), // 9:30 AM AST
  isRecurring: true,
  frequency: "monthly",
  dayOfWeek: null,
  notes: "Chlorine",
  listing: { propertyName: "Villa Azul" },
  ...overrides,
});

describe("calendar events", () => {
  it("projects every occurrence of a month-end reminder in the range at its time of day", () => {
    const events = reminderEvents(reminder({}), "2026-02-01", "2026-04-30", ZONE);
    expect(events.map((event) => event.day)).toEqual(["2026-02-28", "2026-03-31", "2026-04-30"]);
    expect(events.map((event) => event.start)).toEqual([
      "2026-02-28T13:30:00.000Z",
      "2026-03-31T13:30:00.000Z",
      "2026-04-30T13:30:00.000Z",
    ]);
    expect(events[0]).toMatchObject({ kind: "reminder", href: `/reminders/view/${reminder({}).id}`, recurring: true, allDay: false });
  });

  it("a one-off appears once, in range only", () => {
    const once = reminder({ isRecurring: false, frequency: "none" });
    expect(reminderEvents(once, "2026-01-01", "2026-01-31", ZONE)).toHaveLength(1);
    expect(reminderEvents(once, "2026-02-01", "2026-02-28", ZONE)).toHaveLength(0);
  });
});

describe("buildFeed", () => {
  it("writes one VEVENT per reminder with its RRULE, TZID, VTIMEZONE and VALARM", () => {
    const weekly = reminder({ id: "00000000-0000-4000-8000-000000000002", frequency: "weekly", dayOfWeek: "monday", name: "Walk-through" });
    const text = buildFeed(
      { reminders: [reminder({}), weekly], orders: [], leases: [], documents: [] },
      { name: "Ana Lopez", host: "https://console.example", now: new Date("2026-01-15T12:00:00Z"), timeZone: ZONE },
    );
    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.getFirstSubcomponent("vtimezone")?.getFirstPropertyValue("tzid")).toBe(ZONE);
    const events = calendar.getAllSubcomponents("vevent");
    expect(events).toHaveLength(2);
    const [monthly, weeklyEvent] = events as [ICAL.Component, ICAL.Component];
    expect(String(monthly.getFirstPropertyValue("rrule"))).toBe("FREQ=MONTHLY;BYMONTHDAY=-1");
    expect(monthly.getFirstProperty("dtstart")?.getParameter("tzid")).toBe(ZONE);
    expect(String(monthly.getFirstPropertyValue("dtstart"))).toBe("2026-01-31T09:30:00");
    expect(String(weeklyEvent.getFirstPropertyValue("rrule"))).toBe("FREQ=WEEKLY;BYDAY=MO");
    expect(String(weeklyEvent.getFirstPropertyValue("dtstart"))).toBe("2026-02-02T09:30:00");
    const thirtieth = buildFeed(
      { reminders: [reminder({ dueAt: new Date("2026-01-30T13:30:00Z") })], orders: [], leases: [], documents: [] },
      { name: "Ana Lopez", host: "https://console.example", now: new Date("2026-01-15T12:00:00Z"), timeZone: ZONE },
    );
    const rdates = new ICAL.Component(ICAL.parse(thirtieth)).getFirstSubcomponent("vevent")!.getAllProperties("rdate");
    expect(rdates.map((rdate) => String(rdate.getFirstValue()))).toContain("2028-02-29T09:30:00");
    expect(rdates[0]?.getParameter("tzid")).toBe(ZONE);
    for (const event of events) expect(event.getFirstSubcomponent("valarm")?.getFirstPropertyValue("action")).toBe("DISPLAY");
  });
});

describe("documents' expiry dates", () => {
  const row = {
    id: "00000000-0000-4000-8000-0000000000d1",
    title: "Lease — Ana Lopez",
    category: "lease" as const,
    entity: "clients" as const,
    recordId: "00000000-0000-4000-8000-0000000000c1",
    recordName: "Ana Lopez",
    expiresOn: "2026-02-10",
  };

  it("are all-day events that open the document's record", () => {
    expect(documentEvent(row)).toEqual({
      kind: "document",
      _id: row.id,
      title: "Lease expires: Lease — Ana Lopez",
      listing: "Ana Lopez",
      start: "2026-02-10",
      allDay: true,
      day: "2026-02-10",
      href: `/clients/view/${row.recordId}`,
    });
  });

  it("are all-day VEVENTs in the feed with the record's address", () => {
    const text = buildFeed(
      { reminders: [], orders: [], leases: [], documents: [row] },
      { name: "Ana Lopez", host: "https://console.example", now: new Date("2026-01-15T12:00:00Z"), timeZone: ZONE },
    );
    const event = new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent("vevent")!;
    expect(event.getFirstPropertyValue("summary")).toBe("Document expires — Lease — Ana Lopez (Ana Lopez)");
    expect(String(event.getFirstPropertyValue("dtstart"))).toBe("2026-02-10");
    expect(event.getFirstPropertyValue("url")).toBe(`https://console.example/clients/view/${row.recordId}`);
    expect(event.getFirstSubcomponent("valarm")).toBeNull();
  });
});
