import { expect, test, type APIRequestContext } from "@playwright/test";
import ICAL from "ical.js";
import { API, apiLogin, createClientViaApi, expectApiError, tokenHeaders } from "@/tests/support/api";
import { calendarFixture, daysWhere, isLastDayOfMonth, isMonday, type CalendarFixture } from "@/tests/support/calendar";
import { agencyDate, AGENCY_TIME_ZONE } from "@/tests/support/reminders";
import { pdfBytes, uploadDocument } from "@/tests/support/documents";
import { createUserViaApi } from "@/tests/support/users";

interface Event {
  kind: string;
  _id: string;
  title: string;
  start: string;
  allDay: boolean;
  day: string;
  href: string;
  status?: string;
  pastDue?: boolean;
}

const FROM = agencyDate(-3);
const TO = agencyDate(40);

test.describe("GET /calendar", () => {
  let admin: string;
  let fixture: CalendarFixture;

  test.beforeAll(async ({ request }) => {
    admin = await apiLogin(request, "admin");
    fixture = await calendarFixture(request, admin);
  });

  test("refuses ranges that are missing, reversed, impossible or longer than 62 days", async ({ request }) => {
    const get = (query: string) => request.get(`${API}/calendar?${query}`, { headers: tokenHeaders(admin) });
    await expectApiError(await get(""), 400, { field: "from" });
    await expectApiError(await get("from=2026-01-10&to=2026-01-01"), 400, { field: "to", message: "from must not be after to." });
    await expectApiError(await get("from=2026-01-01&to=2026-03-04"), 400, {
      field: "to",
      message: "A calendar range can cover at most 62 days.",
    });
    await expectApiError(await get("from=2026-02-30&to=2026-03-04"), 400, { field: "from" });
    await expectApiError(await get("from=2026-01-01&to=2026-01-31&specialist=nobody"), 400, { field: "specialist" });
    expect((await get("from=2026-01-01&to=2026-03-03")).status()).toBe(200);
  });

  test("refuses days outside 1900–2200 at once, and answers the last days the product means (issue 27, finding 1)", async ({ request }) => {
    const get = (query: string) => request.get(`${API}/calendar?${query}`, { headers: tokenHeaders(admin), timeout: 10_000 });
    // 9999-12-31 once sent the occurrence loop round for ever: the day after formats as +010000-01-01, which sorts first.
    for (const day of ["9999-12-31", "9999-12-30", "2201-01-01", "1899-12-31", "0000-01-01"]) {
      await expectApiError(await get(`from=${day}&to=${day}`), 400, {
        field: "from",
        message: "from must be between 1900-01-01 and 2200-12-31.",
      });
    }
    const own = (query: string) => request.get(`${API}/calendar?${query}`, { headers: tokenHeaders(fixture.token), timeout: 10_000 });
    const edges = [await own("from=2200-11-01&to=2200-12-31"), await own("from=1900-01-01&to=1900-01-31")];
    for (const response of edges) expect(response.status()).toBe(200);
    // The month-end reminder still falls on the last day of the last month the product means.
    const monthEnds = ((await edges[0]!.json()) as Event[])
      .filter((event) => event.title.startsWith("Month-end rent check"))
      .map((event) => event.day);
    expect(monthEnds).toEqual(["2200-11-30", "2200-12-31"]);
  });

  test("a specialist sees their own calendar only; an admin anyone's", async ({ request }) => {
    const specialist = await apiLogin(request, "specialist");
    const range = `from=${FROM}&to=${TO}`;
    await expectApiError(await request.get(`${API}/calendar?${range}&specialist=all`, { headers: tokenHeaders(specialist) }), 403);
    await expectApiError(
      await request.get(`${API}/calendar?${range}&specialist=${fixture.specialistId}`, { headers: tokenHeaders(specialist) }),
      403,
    );
    const own = await request.get(`${API}/calendar?${range}&specialist=${fixture.specialistId}`, { headers: tokenHeaders(fixture.token) });
    expect(own.status()).toBe(200);
    const asAdmin = await request.get(`${API}/calendar?${range}&specialist=${fixture.specialistId}`, { headers: tokenHeaders(admin) });
    expect(await asAdmin.json()).toEqual(await own.json());
    const everyone = (await (await request.get(`${API}/calendar?${range}`, { headers: tokenHeaders(admin) })).json()) as Event[];
    expect(everyone.some((event) => event._id === fixture.weekly.id)).toBe(true);
  });

  test("answers every occurrence of recurring reminders, orders by due time with past due marked, and lease ends", async ({ request }) => {
    const response = await request.get(`${API}/calendar?from=${FROM}&to=${TO}`, { headers: tokenHeaders(fixture.token) });
    expect(response.status()).toBe(200);
    const events = (await response.json()) as Event[];
    const daysOf = (id: string) => events.filter((event) => event._id === id).map((event) => event.day);

    expect(daysOf(fixture.weekly.id)).toEqual(daysWhere(FROM, TO, isMonday));
    expect(daysOf(fixture.monthEnd.id)).toEqual(daysWhere(FROM, TO, isLastDayOfMonth));
    const monthEnd = events.find((event) => event._id === fixture.monthEnd.id)!;
    expect(monthEnd).toMatchObject({ kind: "reminder", allDay: false, href: `/reminders/view/${fixture.monthEnd.id}` });
    expect(new Date(monthEnd.start).toLocaleTimeString("en-US", { timeZone: AGENCY_TIME_ZONE, hour: "numeric", minute: "2-digit" })).toBe(
      "4:00 PM",
    );

    expect(events.find((event) => event._id === fixture.order._id)).toMatchObject({
      kind: "order",
      day: agencyDate(2),
      status: "PENDING",
      pastDue: false,
      href: `/service-orders/view/${fixture.order._id}`,
    });
    expect(events.find((event) => event._id === fixture.pastDueOrder._id)).toMatchObject({
      kind: "order",
      day: agencyDate(-1),
      pastDue: true,
    });
    expect(events.find((event) => event.kind === "lease")).toMatchObject({
      _id: fixture.listing._id,
      start: fixture.leaseEnd,
      allDay: true,
      href: `/listings/view/${fixture.listing._id}`,
    });
    expect(events.map((event) => event.day)).toEqual([...events.map((event) => event.day)].sort());
  });
});

test.describe("documents' expiry dates on the calendar (issue 30 §1)", () => {
  let admin: string;
  let fixture: CalendarFixture;
  const ids: Record<"listing" | "order" | "otherClient" | "user" | "later", string> = {
    listing: "",
    order: "",
    otherClient: "",
    user: "",
    later: "",
  };

  test.beforeAll(async ({ request }) => {
    admin = await apiLogin(request, "admin");
    fixture = await calendarFixture(request, admin);
    const otherClient = await createClientViaApi(request, admin);
    const { user } = await createUserViaApi(request, admin);
    const upload = async (entity: string, recordId: string, title: string, category: string, expiresOn: string) => {
      const response = await uploadDocument(
        request,
        admin,
        { entity, recordId, title, category, expiresOn },
        {
          name: `${title}.pdf`,
          buffer: pdfBytes(title),
        },
      );
      expect(response.status(), await response.text()).toBe(201);
      return ((await response.json()) as { _id: string })._id;
    };
    ids.listing = await upload("listings", fixture.listing._id, "Management contract", "contract", agencyDate(5));
    ids.order = await upload("service-orders", fixture.order._id, "Plumber's insurance", "other", agencyDate(6));
    ids.otherClient = await upload("clients", otherClient._id, "Passport", "identity", agencyDate(7));
    ids.user = await upload("users", user._id, "Work permit", "identity", agencyDate(8));
    ids.later = await upload("listings", fixture.listing._id, "Insurance policy", "contract", agencyDate(50));
  });

  const calendar = async (request: APIRequestContext, token: string, query = "") => {
    const response = await request.get(`${API}/calendar?from=${FROM}&to=${TO}${query}`, { headers: tokenHeaders(token) });
    expect(response.status()).toBe(200);
    return ((await response.json()) as Event[]).filter((event) => event.kind === "document");
  };

  test("are all-day events on their date that open the record; a specialist's calendar has their listings' papers", async ({ request }) => {
    const own = await calendar(request, fixture.token);
    expect(own.map((event) => event._id)).toEqual([ids.listing, ids.order]);
    expect(own[0]).toMatchObject({
      title: "Contract expires: Management contract",
      listing: fixture.listing.propertyName,
      start: agencyDate(5),
      day: agencyDate(5),
      allDay: true,
      href: `/listings/view/${fixture.listing._id}`,
    });
    expect(own[1]).toMatchObject({ day: agencyDate(6), href: `/service-orders/view/${fixture.order._id}` });
  });

  test("everyone's calendar has every record's papers; users' only for admins, never past the range", async ({ request }) => {
    const everyone = (await calendar(request, admin)).map((event) => event._id);
    for (const id of [ids.listing, ids.order, ids.otherClient, ids.user]) expect(everyone).toContain(id);
    expect(everyone).not.toContain(ids.later);
    const ofOne = (await calendar(request, admin, `&specialist=${fixture.specialistId}`)).map((event) => event._id);
    expect(ofOne).toEqual([ids.listing, ids.order]);
  });

  test("the feed carries them as all-day events, without users' documents", async ({ request }) => {
    const made = await request.post(`${API}/calendar/token`, { headers: tokenHeaders(admin) });
    const { url } = (await made.json()) as { url: string };
    const feed = new ICAL.Component(ICAL.parse(await (await request.get(new URL(url).pathname)).text()));
    const uids = feed.getAllSubcomponents("vevent").map((event) => String(event.getFirstPropertyValue("uid")));
    expect(uids).toContain(`document-${ids.otherClient}-${agencyDate(7)}@agency-console`);
    expect(uids).toContain(`document-${ids.later}-${agencyDate(50)}@agency-console`);
    expect(uids.some((uid) => uid.startsWith(`document-${ids.user}`))).toBe(false);
    await request.delete(`${API}/calendar/token`, { headers: tokenHeaders(admin) });
  });
});

test.describe("calendar feed", () => {
  let fixture: CalendarFixture;

  test.beforeAll(async ({ request }) => {
    fixture = await calendarFixture(request, await apiLogin(request, "admin"));
  });

  const feedPath = (url: string) => new URL(url).pathname;

  test("the .ics parses back with one VEVENT per recurring reminder: RRULE, TZID/VTIMEZONE and VALARM", async ({ request }) => {
    const made = await request.post(`${API}/calendar/token`, { headers: tokenHeaders(fixture.token) });
    expect(made.status()).toBe(201);
    const { url } = (await made.json()) as { url: string };
    expect(url).toMatch(/\/api\/v1\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);

    const feed = await request.get(feedPath(url));
    // The URL is the credential: no referrer carries it on (the global header once overrode this; issue 27, finding 10).
    expect(feed.headers()["referrer-policy"]).toBe("no-referrer");
    expect(feed.status()).toBe(200);
    expect(feed.headers()["content-type"]).toContain("text/calendar");
    const calendar = new ICAL.Component(ICAL.parse(await feed.text()));
    expect(calendar.getFirstSubcomponent("vtimezone")?.getFirstPropertyValue("tzid")).toBe(AGENCY_TIME_ZONE);

    const vevent = (prefix: string, id: string) => {
      const matches = calendar
        .getAllSubcomponents("vevent")
        .filter((event) => event.getFirstPropertyValue("uid") === `${prefix}-${id}@agency-console`);
      expect(matches, `${prefix} ${id}`).toHaveLength(1);
      return matches[0]!;
    };
    const weekly = vevent("reminder", fixture.weekly.id);
    expect(String(weekly.getFirstPropertyValue("rrule"))).toBe("FREQ=WEEKLY;BYDAY=MO");
    expect(weekly.getFirstProperty("dtstart")?.getParameter("tzid")).toBe(AGENCY_TIME_ZONE);
    expect(String(weekly.getFirstPropertyValue("dtstart"))).toMatch(/T09:30:00$/);
    expect(weekly.getFirstSubcomponent("valarm")?.getFirstPropertyValue("action")).toBe("DISPLAY");

    const monthEnd = vevent("reminder", fixture.monthEnd.id);
    expect(String(monthEnd.getFirstPropertyValue("rrule"))).toBe("FREQ=MONTHLY;BYMONTHDAY=-1");
    expect(String(monthEnd.getFirstPropertyValue("dtstart"))).toBe("2026-01-31T16:00:00");
    expect(monthEnd.getFirstProperty("dtstart")?.getParameter("tzid")).toBe(AGENCY_TIME_ZONE);
    expect(monthEnd.getFirstSubcomponent("valarm")).not.toBeNull();
    // Expanded by ical.js in the agency's zone: the month's last day at 4:00 PM.
    const iterator = new ICAL.Event(monthEnd).iterator();
    const firstFour = [1, 2, 3, 4].map(() => iterator.next()!.toString());
    expect(firstFour).toEqual(["2026-01-31T16:00:00", "2026-02-28T16:00:00", "2026-03-31T16:00:00", "2026-04-30T16:00:00"]);

    expect(vevent("order", fixture.order._id).getFirstSubcomponent("valarm")).not.toBeNull();
    const lease = vevent("lease", `${fixture.listing._id}-${fixture.leaseEnd}`);
    expect(String(lease.getFirstPropertyValue("dtstart"))).toBe(fixture.leaseEnd);
  });

  test("a new URL replaces the old one; revoking makes it 404", async ({ request }) => {
    const make = async () =>
      ((await (await request.post(`${API}/calendar/token`, { headers: tokenHeaders(fixture.token) })).json()) as { url: string }).url;
    const first = await make();
    expect((await request.get(feedPath(first))).status()).toBe(200);
    const second = await make();
    expect(second).not.toBe(first);
    await expectApiError(await request.get(feedPath(first)), 404);
    expect((await request.get(feedPath(second))).status()).toBe(200);

    expect((await request.delete(`${API}/calendar/token`, { headers: tokenHeaders(fixture.token) })).status()).toBe(204);
    await expectApiError(await request.get(feedPath(second)), 404);
    expect((await request.delete(`${API}/calendar/token`, { headers: tokenHeaders(fixture.token) })).status()).toBe(204);
  });

  test("malformed, unknown and suffix-less tokens are a 404, never a 5xx", async ({ request }) => {
    const samples = [
      "x.ics",
      "abc",
      ".ics",
      "a".repeat(43),
      `${"a".repeat(43)}.ics`,
      `${"a".repeat(43)}.ICS`,
      `${"a".repeat(43)}.ics.ics`,
      "%00.ics",
      "%E0%A4%A.ics",
      "..%2F..%2Fetc%2Fpasswd.ics",
      `${"z".repeat(5000)}.ics`,
      "token",
    ];
    for (const sample of samples) {
      const response = await request.get(`${API}/calendar/${sample}`);
      expect(response.status(), sample).toBeLessThan(500);
      if (sample === "token") expect(response.status()).toBe(405);
      // A %-escape that does not decode is refused before Next.js (server/api/node-request-guard.ts).
      else if (sample.startsWith("%E0")) await expectApiError(response, 400);
      else await expectApiError(response, 404);
    }
  });

  test("token management needs a session", async ({ request }) => {
    await expectApiError(await request.post(`${API}/calendar/token`), 401);
    await expectApiError(await request.delete(`${API}/calendar/token`), 401);
  });
});
