import { randomUUID } from "node:crypto";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { dayOfWeekOf, nextOccurrenceOnOrAfter } from "@/lib/domain/recurrence";
import { REMINDER_DATE_IN_PAST, REMINDER_FREQUENCY_NEEDED, type Reminder } from "@/lib/schemas/reminder";
import { TIME_HOURS_TOO_LARGE, TIME_MINUTES_TOO_LARGE, TIME_TWELVE_AM } from "@/lib/domain/time-of-day";
import { API, apiLogin, expectApiError, tokenHeaders, signInEachTest } from "@/tests/support/api";
import {
  agencyDate,
  agencyInstant,
  agencyToday,
  auditEntries,
  createListingFor,
  createReminderViaApi,
  createSpecialist,
  insertReminder,
  reminderBody,
} from "@/tests/support/reminders";

/**
 * The Reminders endpoints of PRODUCT.md#api with the rules of PRODUCT.md#reminders: shape errors
 * are 400, the business rules (12-hour time, no past date, unknown property)
 * 422 with the message the form shows. "Today" is the agency's day; tests
 * compute dates relative to it and write past reminders straight into the
 * database, so no clock control is needed.
 */
const admin = signInEachTest();

interface Groups {
  today: Reminder[];
  upcoming: Reminder[];
  totals: { today: number; upcoming: number };
}

async function groupsFor(request: APIRequestContext, params: Record<string, string | number>) {
  const response = await request.get(`${API}/reminders`, { ...admin.auth(), params: { sortItems: "true", limit: 500, ...params } });
  expect(response.status(), await response.text()).toBe(200);
  const body = (await response.json()) as Groups;
  expect(Number(response.headers()["x-total-count"])).toBe(body.totals.today + body.totals.upcoming);
  return body;
}

async function flatList(request: APIRequestContext, params: Record<string, string | number>) {
  const response = await request.get(`${API}/reminders`, { ...admin.auth(), params: { limit: 500, ...params } });
  expect(response.status(), await response.text()).toBe(200);
  return { items: (await response.json()) as Reminder[], total: Number(response.headers()["x-total-count"]) };
}

test.describe("POST /reminders/register", () => {
  test("201 with the reminder; the specialist comes from the listing; details read it back", async ({ request }) => {
    const specialist = await createSpecialist();
    const listing = await createListingFor(request, admin.token, specialist.id);
    const body = reminderBody(listing._id, { dateTime: agencyDate(2), time: "0245", amPM: "PM", propertySpecialistRef: randomUUID() });
    const response = await request.post(`${API}/reminders/register`, { ...admin.auth(), data: body });
    expect(response.status(), await response.text()).toBe(201);
    const created = (await response.json()) as Reminder;
    expect(created).toMatchObject({
      name: body.name,
      propertyRef: listing._id,
      property: { _id: listing._id, propertyName: listing.propertyName },
      propertySpecialistRef: specialist.id,
      propertySpecialist: { _id: specialist.id, firstName: specialist.firstName, lastName: specialist.lastName },
      time: "02:45",
      amPM: "PM",
      isReoccuring: false,
      frequency: "none",
      dayOfWeek: null,
      notes: body.notes,
    });
    // 2:45 PM on that day in the agency's zone.
    expect(created.dateTime).toBe(agencyInstant(agencyDate(2), 14, 45).toISOString());
    expect(created.nextOccurrence).toBe(created.dateTime);

    const read = await request.get(`${API}/reminders/details/${created._id}`, admin.auth());
    expect(read.status()).toBe(200);
    expect(await read.json()).toEqual(created);
    expect(await auditEntries(created._id)).toEqual([{ action: "create" }]);
  });

  test("12 PM is noon, 00 AM is midnight; today is allowed", async ({ request }) => {
    const listing = await createListingFor(request, admin.token);
    const noon = await createReminderViaApi(request, admin.token, listing._id, { dateTime: agencyToday(), time: "12:00", amPM: "PM" });
    expect(noon.dateTime).toBe(agencyInstant(agencyToday(), 12, 0).toISOString());
    const midnight = await createReminderViaApi(request, admin.token, listing._id, { dateTime: agencyDate(1), time: "00:00", amPM: "AM" });
    expect(midnight.dateTime).toBe(agencyInstant(agencyDate(1), 0, 0).toISOString());
  });

  test("a weekly reminder without a day of week keeps its first day's weekday; other frequencies drop it", async ({ request }) => {
    const listing = await createListingFor(request, admin.token);
    const weekly = await createReminderViaApi(request, admin.token, listing._id, {
      isReoccuring: true,
      frequency: "weekly",
      dayOfWeek: null,
      dateTime: agencyDate(1),
    });
    expect(weekly.dayOfWeek).toBe(dayOfWeekOf(agencyDate(1)));
    const daily = await createReminderViaApi(request, admin.token, listing._id, {
      isReoccuring: true,
      frequency: "daily",
      dayOfWeek: "friday",
    });
    expect(daily.dayOfWeek).toBeNull();
    const upper = await createReminderViaApi(request, admin.token, listing._id, {
      isReoccuring: true,
      frequency: "weekly",
      dayOfWeek: "Monday",
    });
    expect(upper.dayOfWeek).toBe("monday");
  });

  for (const field of ["name", "propertyRef", "dateTime", "notes", "time", "amPM", "isReoccuring"] as const) {
    test(`400 when ${field} is missing or blank`, async ({ request }) => {
      const listing = await createListingFor(request, admin.token);
      const missing: Record<string, unknown> = reminderBody(listing._id);
      delete missing[field];
      await expectApiError(await request.post(`${API}/reminders/register`, { ...admin.auth(), data: missing }), 400, { field });
      if (field !== "isReoccuring") {
        const blank = reminderBody(listing._id, { [field]: "  " });
        await expectApiError(await request.post(`${API}/reminders/register`, { ...admin.auth(), data: blank }), 400, { field });
      }
    });
  }

  const shapeCases: [string, Record<string, unknown>, string, string | RegExp][] = [
    [
      "frequency outside the list",
      { isReoccuring: true, frequency: "yearly" },
      "frequency",
      /Frequency must be one of: none, daily, weekly, monthly/,
    ],
    [
      "dayOfWeek outside the list",
      { isReoccuring: true, frequency: "weekly", dayOfWeek: "someday" },
      "dayOfWeek",
      /Day of week must be one of/,
    ],
    ["recurring without a frequency", { isReoccuring: true, frequency: "none" }, "frequency", REMINDER_FREQUENCY_NEEDED],
    ["a frequency on a reminder that does not repeat", { isReoccuring: false, frequency: "daily" }, "frequency", /does not repeat/],
    ["isReoccuring as text", { isReoccuring: "yes" }, "isReoccuring", /isReoccuring/],
    ["amPM outside AM/PM", { amPM: "XM" }, "amPM", "AM/PM is required."],
    ["a date that does not exist", { dateTime: "2031-02-30" }, "dateTime", /valid date/],
    ["a date that is not a date", { dateTime: "next tuesday" }, "dateTime", /valid date/],
    ["a property that is not an id", { propertyRef: "listing-1" }, "propertyRef", "Property is required."],
    ["a name too long", { name: "x".repeat(201) }, "name", /at most 200/],
  ];
  for (const [label, overrides, field, message] of shapeCases) {
    test(`400 for ${label}`, async ({ request }) => {
      const listing = await createListingFor(request, admin.token);
      const response = await request.post(`${API}/reminders/register`, { ...admin.auth(), data: reminderBody(listing._id, overrides) });
      await expectApiError(response, 400, { field, message });
    });
  }

  const ruleCases: [string, Record<string, unknown>, string, string][] = [
    ["hours above 12", { time: "13:00", amPM: "PM" }, "time", TIME_HOURS_TOO_LARGE],
    ["12 AM", { time: "12:15", amPM: "AM" }, "time", TIME_TWELVE_AM],
    ["minutes above 59", { time: "10:75", amPM: "AM" }, "time", TIME_MINUTES_TOO_LARGE],
    ["a time that is not hh:mm", { time: "9.30" }, "time", "Incorrect time format. Please enter the time as hh:mm, e.g. 09:30."],
    ["yesterday", { dateTime: "__yesterday__" }, "dateTime", REMINDER_DATE_IN_PAST],
  ];
  for (const [label, overrides, field, message] of ruleCases) {
    test(`422 with the server's message for ${label}`, async ({ request }) => {
      const listing = await createListingFor(request, admin.token);
      const data = reminderBody(listing._id, overrides);
      if (data.dateTime === "__yesterday__") data.dateTime = agencyDate(-1);
      const response = await request.post(`${API}/reminders/register`, { ...admin.auth(), data });
      await expectApiError(response, 422, { field, message });
    });
  }

  test("the messages of PRODUCT.md#reminders are the exact texts", () => {
    expect(TIME_HOURS_TOO_LARGE).toBe("Time must be entered in 12 hour format. Hours cannot be greater than 12.");
    expect(TIME_TWELVE_AM).toBe("Incorrect time format. Please use 12 hour time format, 12 AM should be 00.");
  });

  test("422 for a property that does not exist; nothing is written", async ({ request }) => {
    const name = `Orphan ${randomUUID()}`;
    const response = await request.post(`${API}/reminders/register`, { ...admin.auth(), data: reminderBody(randomUUID(), { name }) });
    await expectApiError(response, 422, { field: "propertyRef", message: "The chosen property does not exist." });
    expect((await flatList(request, { listingName: name })).total).toBe(0);
  });

  test("401 without a session", async ({ request }) => {
    await expectApiError(await request.post(`${API}/reminders/register`, { data: reminderBody(randomUUID()) }), 401);
  });
});

test.describe("PUT /reminders/update", () => {
  test("200 with the changes; moving it to another listing takes that listing's specialist", async ({ request }) => {
    const first = await createSpecialist();
    const second = await createSpecialist();
    const listingA = await createListingFor(request, admin.token, first.id);
    const listingB = await createListingFor(request, admin.token, second.id);
    const created = await createReminderViaApi(request, admin.token, listingA._id);
    const body = {
      ...reminderBody(listingB._id, {
        name: "Renamed",
        time: "07:05",
        amPM: "PM",
        isReoccuring: true,
        frequency: "weekly",
        dayOfWeek: "friday",
      }),
      _id: created._id,
    };
    const response = await request.put(`${API}/reminders/update`, { ...admin.auth(), data: body });
    expect(response.status(), await response.text()).toBe(200);
    const updated = (await response.json()) as Reminder;
    expect(updated).toMatchObject({
      _id: created._id,
      name: "Renamed",
      propertyRef: listingB._id,
      propertySpecialistRef: second.id,
      time: "07:05",
      amPM: "PM",
      frequency: "weekly",
      dayOfWeek: "friday",
    });
    expect(new Date(updated.dateTime).toISOString()).toBe(agencyInstant(body.dateTime as string, 19, 5).toISOString());
    expect(await auditEntries(created._id)).toEqual([{ action: "create" }, { action: "update" }]);
  });

  test("a reminder that began in the past keeps its date; another past date is refused", async ({ request }) => {
    const specialist = await createSpecialist();
    const listing = await createListingFor(request, admin.token, specialist.id);
    const started = agencyDate(-21);
    const stored = await insertReminder({
      listingId: listing._id,
      specialistId: specialist.id,
      dueAt: agencyInstant(started, 8, 0),
      frequency: "weekly",
      dayOfWeek: dayOfWeekOf(started),
    });
    const keep = reminderBody(listing._id, {
      dateTime: started,
      time: "08:30",
      isReoccuring: true,
      frequency: "weekly",
      dayOfWeek: dayOfWeekOf(started),
    });
    const ok = await request.put(`${API}/reminders/update`, { ...admin.auth(), data: { ...keep, _id: stored.id } });
    expect(ok.status(), await ok.text()).toBe(200);
    expect(((await ok.json()) as Reminder).time).toBe("08:30");

    const moved = await request.put(`${API}/reminders/update`, {
      ...admin.auth(),
      data: { ...keep, dateTime: agencyDate(-20), _id: stored.id },
    });
    await expectApiError(moved, 422, { field: "dateTime", message: REMINDER_DATE_IN_PAST });
  });

  test("404 for an unknown id; 400 without one; the rules apply as on create", async ({ request }) => {
    const listing = await createListingFor(request, admin.token);
    await expectApiError(
      await request.put(`${API}/reminders/update`, { ...admin.auth(), data: { ...reminderBody(listing._id), _id: randomUUID() } }),
      404,
    );
    await expectApiError(await request.put(`${API}/reminders/update`, { ...admin.auth(), data: reminderBody(listing._id) }), 400, {
      field: "_id",
    });
    const created = await createReminderViaApi(request, admin.token, listing._id);
    const bad = await request.put(`${API}/reminders/update`, {
      ...admin.auth(),
      data: { ...reminderBody(listing._id, { time: "14:00" }), _id: created._id },
    });
    await expectApiError(bad, 422, { field: "time", message: TIME_HOURS_TOO_LARGE });
  });
});

test.describe("GET /reminders/details/{id} and DELETE /reminders/remove/{id}", () => {
  test("delete removes it (audited); then 404 everywhere", async ({ request }) => {
    const listing = await createListingFor(request, admin.token);
    const created = await createReminderViaApi(request, admin.token, listing._id);
    const removed = await request.delete(`${API}/reminders/remove/${created._id}`, admin.auth());
    expect(removed.status()).toBe(200);
    expect(await removed.json()).toEqual({ message: "Reminder removed." });
    await expectApiError(await request.get(`${API}/reminders/details/${created._id}`, admin.auth()), 404);
    await expectApiError(await request.delete(`${API}/reminders/remove/${created._id}`, admin.auth()), 404);
    expect(await auditEntries(created._id)).toEqual([{ action: "create" }, { action: "delete" }]);
  });

  test("ids that are not UUIDs are 404; other verbs 405", async ({ request }) => {
    await expectApiError(await request.get(`${API}/reminders/details/not-an-id`, admin.auth()), 404);
    await expectApiError(await request.delete(`${API}/reminders/remove/1`, admin.auth()), 404);
    await expectApiError(await request.post(`${API}/reminders`, { ...admin.auth(), data: {} }), 405);
    await expectApiError(await request.get(`${API}/reminders/register`, admin.auth()), 405);
  });
});

test.describe("GET /reminders?sortItems=true — today and upcoming on the agency's day", () => {
  test("one-off reminders at the boundaries of the day", async ({ request }) => {
    const specialist = await createSpecialist();
    const listing = await createListingFor(request, admin.token, specialist.id);
    const at = (offset: number, hours: number, minutes: number, name: string) =>
      insertReminder({
        listingId: listing._id,
        specialistId: specialist.id,
        dueAt: agencyInstant(agencyDate(offset), hours, minutes),
        name,
      });
    await at(-1, 23, 59, "yesterday 11:59 PM");
    await at(0, 0, 0, "today 00:00 AM");
    await at(0, 23, 59, "today 11:59 PM");
    await at(1, 0, 0, "tomorrow 00:00 AM");
    await at(40, 9, 0, "in forty days");

    const groups = await groupsFor(request, { specialist: specialist.id });
    expect(groups.today.map((r) => r.name)).toEqual(["today 00:00 AM", "today 11:59 PM"]);
    expect(groups.upcoming.map((r) => r.name)).toEqual(["tomorrow 00:00 AM", "in forty days"]);
    expect(groups.totals).toEqual({ today: 2, upcoming: 2 });
  });

  test("recurring reminders appear at their next occurrence, not their first date", async ({ request }) => {
    const specialist = await createSpecialist();
    const listing = await createListingFor(request, admin.token, specialist.id);
    const today = agencyToday();
    const tomorrow = agencyDate(1);
    const longAgo = agencyDate(-35);
    // A monthly reminder first due on today's day of the month a year ago (four for a leap day).
    const [year, month, day] = today.split("-");
    const monthlyStart = `${month}-${day}` === "02-29" ? `${Number(year) - 4}-02-29` : `${Number(year) - 1}-${month}-${day}`;
    const add = (name: string, start: string, hours: number, frequency: "daily" | "weekly" | "monthly", dayOfWeek: string | null = null) =>
      insertReminder({
        listingId: listing._id,
        specialistId: specialist.id,
        dueAt: agencyInstant(start, hours, 15),
        frequency,
        dayOfWeek,
        name,
      });
    await add("weekly on today's weekday", longAgo, 10, "weekly", dayOfWeekOf(today));
    await add("weekly on tomorrow's weekday", longAgo, 8, "weekly", dayOfWeekOf(tomorrow));
    await add("daily since last month", longAgo, 7, "daily");
    await add("monthly on this day", monthlyStart, 9, "monthly");
    await add("daily starting tomorrow", tomorrow, 6, "daily");

    const groups = await groupsFor(request, { specialist: specialist.id });
    expect(groups.today.map((r) => r.name)).toEqual(["daily since last month", "monthly on this day", "weekly on today's weekday"]);
    expect(groups.upcoming.map((r) => r.name)).toEqual(["daily starting tomorrow", "weekly on tomorrow's weekday"]);
    const weekly = groups.today.find((r) => r.name === "weekly on today's weekday")!;
    expect(weekly.nextOccurrence).toBe(agencyInstant(today, 10, 15).toISOString());
    expect(weekly.dateTime).toBe(agencyInstant(longAgo, 10, 15).toISOString());
    const nextWeekly = groups.upcoming.find((r) => r.name === "weekly on tomorrow's weekday")!;
    expect(nextWeekly.nextOccurrence).toBe(agencyInstant(tomorrow, 8, 15).toISOString());
  });

  test("filtered to the specialist; paging runs over today then upcoming", async ({ request }) => {
    const mine = await createSpecialist();
    const theirs = await createSpecialist();
    const myListing = await createListingFor(request, admin.token, mine.id);
    const theirListing = await createListingFor(request, admin.token, theirs.id);
    for (let i = 0; i < 3; i++)
      await createReminderViaApi(request, admin.token, myListing._id, {
        dateTime: agencyToday(),
        time: `0${i + 1}:00`,
        amPM: "PM",
        name: `mine today ${i}`,
      });
    for (let i = 0; i < 3; i++)
      await createReminderViaApi(request, admin.token, myListing._id, { dateTime: agencyDate(i + 1), name: `mine upcoming ${i}` });
    await createReminderViaApi(request, admin.token, theirListing._id, {
      dateTime: agencyToday(),
      time: "11:59",
      amPM: "PM",
      name: "theirs",
    });

    const page1 = await groupsFor(request, { specialist: mine.id, limit: 4 });
    expect(page1.today.map((r) => r.name)).toEqual(["mine today 0", "mine today 1", "mine today 2"]);
    expect(page1.upcoming.map((r) => r.name)).toEqual(["mine upcoming 0"]);
    expect(page1.totals).toEqual({ today: 3, upcoming: 3 });
    const page2 = await groupsFor(request, { specialist: mine.id, limit: 4, skip: 4 });
    expect(page2.today).toEqual([]);
    expect(page2.upcoming.map((r) => r.name)).toEqual(["mine upcoming 1", "mine upcoming 2"]);
    const theirGroups = await groupsFor(request, { specialist: theirs.id });
    expect(theirGroups.today.map((r) => r.name)).toEqual(["theirs"]);
  });
});

test.describe("GET /reminders — filters", () => {
  test("date returns the reminders happening on that day, recurring ones included", async ({ request }) => {
    const specialist = await createSpecialist();
    const listing = await createListingFor(request, admin.token, specialist.id);
    const start = agencyDate(1);
    const weekly = await createReminderViaApi(request, admin.token, listing._id, {
      dateTime: start,
      isReoccuring: true,
      frequency: "weekly",
      dayOfWeek: null,
      name: "weekly",
    });
    await createReminderViaApi(request, admin.token, listing._id, {
      dateTime: agencyDate(8),
      name: "one-off in eight days",
      time: "01:00",
      amPM: "AM",
    });
    await createReminderViaApi(request, admin.token, listing._id, {
      dateTime: agencyDate(2),
      isReoccuring: true,
      frequency: "daily",
      name: "daily from the day after",
      time: "11:00",
      amPM: "PM",
    });

    const onDay = async (date: string) => (await flatList(request, { specialist: specialist.id, date })).items.map((r) => r.name);
    expect(await onDay(start)).toEqual(["weekly"]);
    expect(await onDay(agencyDate(8))).toEqual(["one-off in eight days", "weekly", "daily from the day after"]);
    expect(await onDay(agencyDate(15))).toEqual(["weekly", "daily from the day after"]);
    expect(await onDay(agencyDate(9))).toEqual(["daily from the day after"]);
    expect(await onDay(agencyToday())).toEqual([]);
    const occurrence = (await flatList(request, { specialist: specialist.id, date: agencyDate(15) })).items[0]!;
    expect(occurrence._id).toBe(weekly._id);
    expect(occurrence.nextOccurrence).toBe(agencyInstant(agencyDate(15), 9, 30).toISOString());
    expect(nextOccurrenceOnOrAfter({ startDate: start, frequency: "weekly" }, agencyDate(15))).toBe(agencyDate(15));
  });

  test("listingName (literal, case-insensitive) and property; flat list with past one-offs last, upcoming=true drops them", async ({
    request,
  }) => {
    const specialist = await createSpecialist();
    const tag = randomUUID().slice(0, 8);
    const listing = await createListingFor(request, admin.token, specialist.id, { propertyName: `Villa 100%_${tag}` });
    const other = await createListingFor(request, admin.token, specialist.id, { propertyName: `Villa 1000_${tag}` });
    const past = await insertReminder({
      listingId: listing._id,
      specialistId: specialist.id,
      dueAt: agencyInstant(agencyDate(-3), 9, 0),
      name: "past",
    });
    const soon = await createReminderViaApi(request, admin.token, listing._id, { dateTime: agencyDate(1), name: "soon" });
    await createReminderViaApi(request, admin.token, other._id, { dateTime: agencyDate(1), name: "other listing" });

    const byName = await flatList(request, { listingName: `VILLA 100%_${tag.toUpperCase()}` });
    expect(byName.items.map((r) => r._id)).toEqual([soon._id, past.id]);
    expect(byName.total).toBe(2);
    expect(byName.items[1]!.nextOccurrence).toBeNull();
    expect(byName.items[0]!.property.propertyName).toBe(`Villa 100%_${tag}`);

    const upcomingOnly = await flatList(request, { property: listing._id, upcoming: "true" });
    expect(upcomingOnly.items.map((r) => r._id)).toEqual([soon._id]);
    const all = await flatList(request, { property: listing._id });
    expect(all.items.map((r) => r._id)).toEqual([soon._id, past.id]);
  });

  const badQueries: [string, Record<string, string>][] = [
    ["a date that does not exist", { date: "2027-02-29" }],
    ["a date in another form", { date: "21/11/2026" }],
    ["sortItems that is not a boolean", { sortItems: "yes" }],
    ["upcoming that is not a boolean", { upcoming: "1" }],
    ["a specialist that is not an id", { specialist: "maria" }],
    ["a limit above 500", { limit: "501" }],
  ];
  for (const [label, params] of badQueries) {
    test(`400 for ${label}`, async ({ request }) => {
      await expectApiError(await request.get(`${API}/reminders`, { ...admin.auth(), params }), 400);
    });
  }

  test("a specialist may read the list too; 401 without a session", async ({ request }) => {
    const specialistToken = await apiLogin(request, "specialist");
    const response = await request.get(`${API}/reminders`, {
      headers: tokenHeaders(specialistToken),
      params: { sortItems: "true", limit: 50 },
    });
    expect(response.status()).toBe(200);
    await expectApiError(await request.get(`${API}/reminders`), 401);
  });
});
