import { randomUUID } from "node:crypto";
import { TZDate } from "@date-fns/tz";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { startOfDay } from "date-fns";
import { SERVICE_ORDER_GROUPS } from "@/lib/domain/enums";
import { UNKNOWN_STATUS_MESSAGE, DUE_DATE_IN_PAST_MESSAGE } from "@/lib/schemas/service-order";
import { API, apiLogin, browserLogin, expectApiError, tokenHeaders, signInEachTest } from "@/tests/support/api";
import { AGENCY_TIME_ZONE } from "@/tests/support/reminders";
import { TEST_USERS } from "@/tests/support/test-users";
import {
  auditTrail,
  createOrderViaApi,
  createProviderViaApi,
  dueInDays,
  orderBody,
  orderRefs,
  setOrderDueAt,
  setOrderStatusViaApi,
  type Order,
} from "@/tests/support/orders";

/**
 * The Service orders endpoints of PRODUCT.md#api with the rules of PRODUCT.md#service-orders and
 * the issue: PENDING on creation, creator from the session, the due date not
 * before the agency's today, free status moves, and the five groups.
 */
const ADMIN_NAME = `${TEST_USERS.admin.firstName} ${TEST_USERS.admin.lastName}`;
const MINUTE = 60_000;

/** The first instant of the agency's day (APP_TIME_ZONE, as the test server uses). */
function agencyTodayStart(): Date {
  return new Date(startOfDay(new TZDate(Date.now(), AGENCY_TIME_ZONE)).getTime());
}

const admin = signInEachTest();

const register = (request: APIRequestContext, data: unknown) =>
  request.post(`${API}/services/orders/register`, { ...admin.auth(), data: data as Record<string, unknown> });
const update = (request: APIRequestContext, data: unknown) =>
  request.put(`${API}/services/orders/update`, { ...admin.auth(), data: data as Record<string, unknown> });
const details = async (request: APIRequestContext, id: string) => {
  const response = await request.get(`${API}/services/orders/details/${id}`, admin.auth());
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as Order;
};

async function groupsOf(request: APIRequestContext, params: Record<string, string | number>) {
  const response = await request.get(`${API}/services/orders`, { ...admin.auth(), params: { sortItems: "true", ...params } });
  expect(response.status(), await response.text()).toBe(200);
  const body = (await response.json()) as Record<string, Order[]>;
  const counts = JSON.parse(response.headers()["x-group-counts"] ?? "{}") as Record<string, number>;
  return { body, counts, total: response.headers()["x-total-count"] };
}

async function flat(request: APIRequestContext, params: Record<string, string | number>) {
  const response = await request.get(`${API}/services/orders`, { ...admin.auth(), params });
  expect(response.status(), await response.text()).toBe(200);
  return { items: (await response.json()) as Order[], total: response.headers()["x-total-count"] };
}

test.describe("POST /services/orders/register", () => {
  test("201: PENDING, created_by is the signed-in user, listing and provider expanded", async ({ request }) => {
    const refs = await orderRefs(request, admin.token);
    const body = orderBody(refs, {
      status: "COMPLETED",
      created_by: { name: "Mallory Forger" },
      createdByName: "Mallory",
      orderNumber: 999_999,
    });
    const response = await register(request, body);
    expect(response.status(), await response.text()).toBe(201);
    const created = (await response.json()) as Order;
    expect(created).toMatchObject({
      name: body.name,
      listingRef: refs.listingRef,
      serviceProviderRef: refs.serviceProviderRef,
      serviceDueDateTime: body.serviceDueDateTime,
      details: body.details,
      notes: body.notes,
      status: "PENDING",
      pastDue: false,
      listing: {
        _id: refs.listingRef,
        propertyName: refs.listing.propertyName,
        image: "property1.jpg",
        listingType: refs.listing.listingType,
        propertyType: refs.listing.propertyType,
      },
      serviceProvider: { _id: refs.serviceProviderRef, name: refs.provider.name },
    });
    expect(created.created_by.name).toBe(ADMIN_NAME);
    expect(created.created_by._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(typeof created.orderNumber).toBe("number");
    expect(created.orderNumber).not.toBe(999_999);
    expect(await details(request, created._id)).toEqual(created);
  });

  test("the specialist's orders name the specialist as creator", async ({ request }) => {
    const refs = await orderRefs(request, admin.token);
    const own = await apiLogin(request, "specialist");
    const response = await request.post(`${API}/services/orders/register`, { headers: tokenHeaders(own), data: orderBody(refs) });
    expect(response.status()).toBe(201);
    expect((await response.json()).created_by.name).toBe(`${TEST_USERS.specialist.firstName} ${TEST_USERS.specialist.lastName}`);
  });

  test("notes are optional (blank or absent → null); an offset time is stored as the same instant", async ({ request }) => {
    const refs = await orderRefs(request, admin.token);
    const blank = await createOrderViaApi(request, admin.token, refs, { notes: "   " });
    expect(blank.notes).toBeNull();
    const body: Record<string, unknown> = orderBody(refs);
    delete body.notes;
    const due = new Date(dueInDays(3));
    const offsetText = new Date(due.getTime() - 4 * 60 * MINUTE).toISOString().replace("Z", "-04:00");
    const response = await register(request, { ...body, serviceDueDateTime: offsetText });
    expect(response.status(), await response.text()).toBe(201);
    const created = await response.json();
    expect(created.notes).toBeNull();
    expect(created.serviceDueDateTime).toBe(due.toISOString());
  });

  for (const field of ["name", "listingRef", "serviceProviderRef", "serviceDueDateTime", "details"]) {
    for (const [label, value] of [
      ["missing", undefined],
      ["blank", "  "],
      ["null", null],
    ] as const) {
      test(`${field} ${label} → 400 naming the field`, async ({ request }) => {
        const body: Record<string, unknown> = orderBody({ listingRef: randomUUID(), serviceProviderRef: randomUUID() }, { [field]: value });
        if (value === undefined) delete body[field];
        await expectApiError(await register(request, body), 400, { field });
      });
    }
  }

  const invalid: { name: string; overrides: Record<string, unknown>; field: string }[] = [
    { name: "listingRef not an id", overrides: { listingRef: "villa-1" }, field: "listingRef" },
    { name: "serviceProviderRef a number", overrides: { serviceProviderRef: 12 }, field: "serviceProviderRef" },
    { name: "due date without a time", overrides: { serviceDueDateTime: "2031-05-01" }, field: "serviceDueDateTime" },
    { name: "due date without a time zone", overrides: { serviceDueDateTime: "2031-05-01T10:00:00" }, field: "serviceDueDateTime" },
    { name: "due date as words", overrides: { serviceDueDateTime: "tomorrow" }, field: "serviceDueDateTime" },
    { name: "due date as a number", overrides: { serviceDueDateTime: Date.now() + 86_400_000 }, field: "serviceDueDateTime" },
    { name: "impossible date", overrides: { serviceDueDateTime: "2031-02-30T10:00:00Z" }, field: "serviceDueDateTime" },
    { name: "over-long name", overrides: { name: "N".repeat(201) }, field: "name" },
    { name: "over-long details", overrides: { details: "D".repeat(5001) }, field: "details" },
    { name: "notes an object", overrides: { notes: { a: 1 } }, field: "notes" },
  ];
  for (const { name, overrides, field } of invalid) {
    test(`${name} → 400`, async ({ request }) => {
      const body = orderBody({ listingRef: randomUUID(), serviceProviderRef: randomUUID() }, overrides);
      await expectApiError(await register(request, body), 400, { field });
    });
  }

  test("a listing or provider that does not exist → 422 naming it, nothing created", async ({ request }) => {
    const refs = await orderRefs(request, admin.token);
    const name = `Ghost ${randomUUID()}`;
    await expectApiError(await register(request, orderBody({ ...refs, listingRef: randomUUID() }, { name })), 422, { field: "listingRef" });
    await expectApiError(await register(request, orderBody({ ...refs, serviceProviderRef: randomUUID() }, { name })), 422, {
      field: "serviceProviderRef",
    });
    expect((await flat(request, { listing: name })).items).toEqual([]);
  });

  test("malformed bodies → 400", async ({ request }) => {
    for (const body of ['{"name":', "[]", "null", ""]) {
      const response = await request.post(`${API}/services/orders/register`, {
        headers: { ...tokenHeaders(admin.token), "content-type": "application/json" },
        data: body,
      });
      await expectApiError(response, 400);
    }
  });
});

test.describe("the due date cannot be earlier than today (the agency's day)", () => {
  test("the agency's midnight is accepted; one minute before it is refused — even though that is 'today' in UTC", async ({ request }) => {
    const refs = await orderRefs(request, admin.token);
    const start = agencyTodayStart();
    const atMidnight = await register(request, orderBody(refs, { serviceDueDateTime: start.toISOString() }));
    expect(atMidnight.status(), await atMidnight.text()).toBe(201);
    expect((await atMidnight.json()).pastDue, "due at the start of today, already passed").toBe(true);

    const justBefore = new Date(start.getTime() - MINUTE);
    // The agency's zone is UTC-4 (AST): 23:59 yesterday there is 03:59 today in UTC.
    await expectApiError(await register(request, orderBody(refs, { serviceDueDateTime: justBefore.toISOString() })), 422, {
      field: "serviceDueDateTime",
      message: DUE_DATE_IN_PAST_MESSAGE,
    });
    await expectApiError(await register(request, orderBody(refs, { serviceDueDateTime: dueInDays(-30) })), 422, {
      message: DUE_DATE_IN_PAST_MESSAGE,
    });
  });

  test("earlier today is accepted (and is past due at once); later today is pending", async ({ request }) => {
    const refs = await orderRefs(request, admin.token);
    const earlier = await createOrderViaApi(request, admin.token, refs, {
      serviceDueDateTime: new Date(Date.now() - MINUTE).toISOString(),
    });
    expect(earlier.pastDue).toBe(true);
    const later = await createOrderViaApi(request, admin.token, refs, {
      serviceDueDateTime: new Date(Date.now() + 10 * MINUTE).toISOString(),
    });
    expect(later.pastDue).toBe(false);
  });
});

test.describe("PUT /services/orders/update", () => {
  test("changes the fields but never the status, creator or number", async ({ request }) => {
    const refs = await orderRefs(request, admin.token);
    const created = await createOrderViaApi(request, admin.token, refs);
    const other = await createProviderViaApi(request, admin.token);
    const body = orderBody(
      { ...refs, serviceProviderRef: other._id },
      { name: `${created.name} (revised)`, notes: null, serviceDueDateTime: dueInDays(5) },
    );
    const response = await update(request, {
      ...body,
      _id: created._id,
      status: "COMPLETED",
      created_by: { name: "Forged" },
      orderNumber: 1,
    });
    expect(response.status(), await response.text()).toBe(200);
    const updated = (await response.json()) as Order;
    expect(updated).toMatchObject({
      _id: created._id,
      name: body.name,
      serviceProviderRef: other._id,
      serviceProvider: { _id: other._id, name: other.name },
      notes: null,
      serviceDueDateTime: body.serviceDueDateTime,
      status: "PENDING",
      orderNumber: created.orderNumber,
      created_by: created.created_by,
    });
  });

  test("an order past its due date can still be edited; moving its due date into the past cannot", async ({ request }) => {
    const refs = await orderRefs(request, admin.token);
    const created = await createOrderViaApi(request, admin.token, refs);
    const overdue = new Date(Date.now() - 3 * 86_400_000);
    await setOrderDueAt(created._id, overdue);

    const same = orderBody(refs, { name: "Renamed after its due date", serviceDueDateTime: overdue.toISOString() });
    const edited = await update(request, { ...same, _id: created._id });
    expect(edited.status(), await edited.text()).toBe(200);
    expect((await edited.json()).name).toBe("Renamed after its due date");

    // The same instant written with an offset is not a change either.
    const sameWithOffset = new Date(overdue.getTime() + 60 * MINUTE).toISOString().replace("Z", "+01:00");
    expect((await update(request, { ...same, serviceDueDateTime: sameWithOffset, _id: created._id })).status()).toBe(200);

    const earlier = new Date(overdue.getTime() - 86_400_000).toISOString();
    await expectApiError(await update(request, { ...same, serviceDueDateTime: earlier, _id: created._id }), 422, {
      field: "serviceDueDateTime",
      message: DUE_DATE_IN_PAST_MESSAGE,
    });
    const later = await update(request, { ...same, serviceDueDateTime: dueInDays(1), _id: created._id });
    expect(later.status()).toBe(200);
    expect((await later.json()).pastDue).toBe(false);
  });

  test("unknown, missing and malformed ids; references that do not exist", async ({ request }) => {
    const refs = await orderRefs(request, admin.token);
    const created = await createOrderViaApi(request, admin.token, refs);
    await expectApiError(await update(request, { ...orderBody(refs), _id: randomUUID() }), 404);
    await expectApiError(await update(request, orderBody(refs)), 400, { field: "_id" });
    await expectApiError(await update(request, { ...orderBody(refs), _id: "nope" }), 400, { field: "_id" });
    await expectApiError(await update(request, { ...orderBody({ ...refs, listingRef: randomUUID() }), _id: created._id }), 422, {
      field: "listingRef",
    });
    await expectApiError(await update(request, { ...orderBody(refs, { details: "" }), _id: created._id }), 400, { field: "details" });
  });
});

test.describe("PUT /services/orders/update/status/{id}/{status}", () => {
  test("any status moves to any other (all twelve moves), with no body", async ({ request }) => {
    const refs = await orderRefs(request, admin.token);
    const order = await createOrderViaApi(request, admin.token, refs);
    const walk = [
      "APPROVED",
      "DECLINED",
      "COMPLETED",
      "PENDING",
      "DECLINED",
      "APPROVED",
      "COMPLETED",
      "APPROVED",
      "PENDING",
      "COMPLETED",
      "DECLINED",
      "PENDING",
    ];
    const moves = new Set<string>();
    let from = "PENDING";
    for (const to of walk) {
      const updated = await setOrderStatusViaApi(request, admin.token, order._id, to);
      expect(updated.status).toBe(to);
      expect((await details(request, order._id)).status).toBe(to);
      moves.add(`${from}->${to}`);
      from = to;
    }
    expect(moves.size).toBe(12);
  });

  test("the status is read in any case; the current status is a no-op", async ({ request }) => {
    const refs = await orderRefs(request, admin.token);
    const order = await createOrderViaApi(request, admin.token, refs);
    const first = await setOrderStatusViaApi(request, admin.token, order._id, "approved");
    expect(first.status).toBe("APPROVED");
    const again = await setOrderStatusViaApi(request, admin.token, order._id, "APPROVED");
    expect(again.status).toBe("APPROVED");
    expect(again.updatedAt, "nothing was written").toBe(first.updatedAt);
  });

  for (const status of ["CANCELLED", "PENDING1", "pastDue", "ALL", "%20", "0"]) {
    test(`unknown status ${JSON.stringify(status)} → 400`, async ({ request }) => {
      const refs = await orderRefs(request, admin.token);
      const order = await createOrderViaApi(request, admin.token, refs);
      await expectApiError(await request.put(`${API}/services/orders/update/status/${order._id}/${status}`, admin.auth()), 400, {
        message: UNKNOWN_STATUS_MESSAGE,
      });
      expect((await details(request, order._id)).status).toBe("PENDING");
    });
  }

  test("unknown and non-uuid ids → 404; other methods → 405", async ({ request }) => {
    await expectApiError(await request.put(`${API}/services/orders/update/status/${randomUUID()}/APPROVED`, admin.auth()), 404);
    await expectApiError(await request.put(`${API}/services/orders/update/status/nope/APPROVED`, admin.auth()), 404);
    await expectApiError(await request.get(`${API}/services/orders/update/status/${randomUUID()}/APPROVED`, admin.auth()), 405);
  });
});

test.describe("GET /services/orders", () => {
  /** One provider's orders, one per boundary the groups must get right. */
  async function boundaryOrders(request: APIRequestContext) {
    const refs = await orderRefs(request, admin.token);
    const now = Date.now();
    const make = async (label: string, status: string, dueAt: Date) => {
      const order = await createOrderViaApi(request, admin.token, refs, { name: label });
      await setOrderDueAt(order._id, dueAt);
      if (status !== "PENDING") await setOrderStatusViaApi(request, admin.token, order._id, status);
      return { ...order, label };
    };
    const orders = {
      pendingMinuteAgo: await make("pending, due a minute ago", "PENDING", new Date(now - MINUTE)),
      approvedMinuteAgo: await make("approved, due a minute ago", "APPROVED", new Date(now - MINUTE - 1000)),
      pendingLastWeek: await make("pending, due last week", "PENDING", new Date(now - 7 * 86_400_000)),
      pendingLaterToday: await make("pending, due later today", "PENDING", new Date(now + 10 * MINUTE)),
      pendingNextWeek: await make("pending, due next week", "PENDING", new Date(now + 7 * 86_400_000)),
      approvedTomorrow: await make("approved, due tomorrow", "APPROVED", new Date(now + 86_400_000)),
      completedOverdue: await make("completed but overdue", "COMPLETED", new Date(now - 2 * 86_400_000)),
      completedFuture: await make("completed early", "COMPLETED", new Date(now + 3 * 86_400_000)),
      declinedOverdue: await make("declined and overdue", "DECLINED", new Date(now - 3 * 86_400_000)),
    };
    return { refs, orders };
  }

  test("sortItems=true: each order in exactly one group, each group sorted by due date, with counts", async ({ request }) => {
    const { refs, orders: o } = await boundaryOrders(request);
    const { body, counts, total } = await groupsOf(request, { serviceProviderRef: refs.serviceProviderRef, limit: 100 });
    expect(Object.keys(body)).toEqual([...SERVICE_ORDER_GROUPS]);
    const names = (group: string) => body[group]!.map((order) => order.name);
    expect(names("pastDue")).toEqual([o.pendingLastWeek.label, o.approvedMinuteAgo.label, o.pendingMinuteAgo.label]);
    expect(names("approved")).toEqual([o.approvedTomorrow.label]);
    expect(names("pending")).toEqual([o.pendingLaterToday.label, o.pendingNextWeek.label]);
    expect(names("declined")).toEqual([o.declinedOverdue.label]);
    expect(names("completed")).toEqual([o.completedOverdue.label, o.completedFuture.label]);
    expect(counts).toEqual({ pastDue: 3, approved: 1, pending: 2, declined: 1, completed: 2 });
    expect(total).toBe("9");
    for (const order of body.pastDue!) expect(order.pastDue).toBe(true);
    for (const group of ["approved", "pending", "declined", "completed"])
      for (const order of body[group]!) expect(order.pastDue).toBe(false);
  });

  test("orders move between groups as their status changes", async ({ request }) => {
    const { refs, orders: o } = await boundaryOrders(request);
    const groupOf = async (id: string) => {
      const { body } = await groupsOf(request, { serviceProviderRef: refs.serviceProviderRef });
      return SERVICE_ORDER_GROUPS.filter((group) => body[group]!.some((order) => order._id === id));
    };
    expect(await groupOf(o.pendingNextWeek._id)).toEqual(["pending"]);
    await setOrderStatusViaApi(request, admin.token, o.pendingNextWeek._id, "APPROVED");
    expect(await groupOf(o.pendingNextWeek._id)).toEqual(["approved"]);
    await setOrderStatusViaApi(request, admin.token, o.pendingMinuteAgo._id, "APPROVED");
    expect(await groupOf(o.pendingMinuteAgo._id), "approving an overdue order keeps it past due").toEqual(["pastDue"]);
    await setOrderStatusViaApi(request, admin.token, o.pendingMinuteAgo._id, "COMPLETED");
    expect(await groupOf(o.pendingMinuteAgo._id)).toEqual(["completed"]);
    await setOrderStatusViaApi(request, admin.token, o.completedOverdue._id, "PENDING");
    expect(await groupOf(o.completedOverdue._id), "reopening an overdue order makes it past due").toEqual(["pastDue"]);
    await setOrderStatusViaApi(request, admin.token, o.pendingLastWeek._id, "DECLINED");
    expect(await groupOf(o.pendingLastWeek._id)).toEqual(["declined"]);
  });

  test("sortItems with a status filter and a per-group limit", async ({ request }) => {
    const { refs, orders: o } = await boundaryOrders(request);
    const pendingOnly = await groupsOf(request, { serviceProviderRef: refs.serviceProviderRef, status: "PENDING" });
    expect(pendingOnly.counts).toEqual({ pastDue: 2, approved: 0, pending: 2, declined: 0, completed: 0 });
    const limited = await groupsOf(request, { serviceProviderRef: refs.serviceProviderRef, limit: 1 });
    expect(limited.body.pastDue!.map((order) => order.name)).toEqual([o.pendingLastWeek.label]);
    expect(limited.counts.pastDue, "counts are of the whole group, not the page").toBe(3);
  });

  test("a flat list: status filter, sorted by due date, paged, with the total", async ({ request }) => {
    const { refs, orders: o } = await boundaryOrders(request);
    const pending = await flat(request, { serviceProviderRef: refs.serviceProviderRef, status: "PENDING" });
    expect(pending.items.map((order) => order.name)).toEqual([
      o.pendingLastWeek.label,
      o.pendingMinuteAgo.label,
      o.pendingLaterToday.label,
      o.pendingNextWeek.label,
    ]);
    expect(pending.total).toBe("4");
    expect(
      (await flat(request, { serviceProviderRef: refs.serviceProviderRef, status: "completed" })).items.map((order) => order.name),
    ).toEqual([o.completedOverdue.label, o.completedFuture.label]);
    const all = await flat(request, { serviceProviderRef: refs.serviceProviderRef, status: "ALL" });
    expect(all.total).toBe("9");
    const page = await flat(request, { serviceProviderRef: refs.serviceProviderRef, skip: 2, limit: 2 });
    expect(page.items.map((order) => order._id)).toEqual(all.items.slice(2, 4).map((order) => order._id));
    expect(page.total).toBe("9");
    expect((await flat(request, { listingRef: refs.listingRef })).total).toBe("9");
  });

  test("the provider search and the listing / order-number search filter", async ({ request }) => {
    const a = await orderRefs(request, admin.token);
    const b = await orderRefs(request, admin.token);
    const onA = await createOrderViaApi(request, admin.token, a, { name: "Repaint the veranda" });
    const onB = await createOrderViaApi(request, admin.token, b, { name: "Clear the gutters" });
    const ids = (items: Order[]) => items.map((order) => order._id).sort();

    expect(ids((await flat(request, { provider: a.provider.name.toUpperCase() })).items)).toEqual([onA._id]);
    expect(ids((await flat(request, { listing: b.listing.propertyName.slice(-8) })).items)).toEqual([onB._id]);
    expect(ids((await flat(request, { listing: String(onA.orderNumber) })).items)).toContain(onA._id);
    expect(ids((await flat(request, { listing: `#${onB.orderNumber}` })).items)).toContain(onB._id);
    expect(ids((await flat(request, { listing: "veranda", provider: a.provider.name })).items)).toEqual([onA._id]);
    expect((await flat(request, { listing: "veranda", provider: b.provider.name })).items).toEqual([]);
    expect((await flat(request, { provider: `%${a.provider.name}` })).items).toEqual([]);
    const grouped = await groupsOf(request, { provider: b.provider.name });
    expect(grouped.body.pending!.map((order) => order._id)).toEqual([onB._id]);
  });

  for (const [query, field] of [
    ["status=CANCELLED", "status"],
    ["sortItems=yes", "sortItems"],
    ["serviceProviderRef=nope", "serviceProviderRef"],
    ["listingRef=nope", "listingRef"],
    ["limit=501", "limit"],
    ["skip=-1", "skip"],
  ] as const) {
    test(`bad query ${query} → 400`, async ({ request }) => {
      await expectApiError(await request.get(`${API}/services/orders?${query}`, admin.auth()), 400, { field });
    });
  }
});

test.describe("GET details and DELETE /services/orders/remove/{id}", () => {
  test("delete: 200, then 404 everywhere; the listing and provider stay", async ({ request }) => {
    const refs = await orderRefs(request, admin.token);
    const order = await createOrderViaApi(request, admin.token, refs);
    const response = await request.delete(`${API}/services/orders/remove/${order._id}`, admin.auth());
    expect(response.status()).toBe(200);
    await expectApiError(await request.get(`${API}/services/orders/details/${order._id}`, admin.auth()), 404);
    await expectApiError(await request.delete(`${API}/services/orders/remove/${order._id}`, admin.auth()), 404);
    await expectApiError(await request.put(`${API}/services/orders/update/status/${order._id}/APPROVED`, admin.auth()), 404);
    expect((await request.get(`${API}/services/providers/details/${refs.serviceProviderRef}`, admin.auth())).status()).toBe(200);
  });

  test("deleting the listing removes its orders", async ({ request }) => {
    const refs = await orderRefs(request, admin.token);
    const order = await createOrderViaApi(request, admin.token, refs);
    expect((await request.delete(`${API}/listings/remove/${refs.listingRef}`, admin.auth())).status()).toBe(200);
    await expectApiError(await request.get(`${API}/services/orders/details/${order._id}`, admin.auth()), 404);
  });

  test("unknown and non-uuid ids → 404; no session → 401; wrong method → 405", async ({ request }) => {
    await expectApiError(await request.get(`${API}/services/orders/details/${randomUUID()}`, admin.auth()), 404);
    await expectApiError(await request.get(`${API}/services/orders/details/nope`, admin.auth()), 404);
    await expectApiError(await request.delete(`${API}/services/orders/remove/nope`, admin.auth()), 404);
    await expectApiError(await request.get(`${API}/services/orders`), 401);
    await expectApiError(await request.post(`${API}/services/orders/register`, { data: {} }), 401);
    await expectApiError(await request.put(`${API}/services/orders/update/status/${randomUUID()}/APPROVED`), 401);
    await expectApiError(await request.post(`${API}/services/orders`, admin.auth()), 405);
    await expectApiError(await request.get(`${API}/services/orders/register`, admin.auth()), 405);
  });
});

test.describe("audit and CSRF", () => {
  test("every write of an order and a provider leaves an audit entry by the caller; a no-op status does not", async ({ request }) => {
    const refs = await orderRefs(request, admin.token);
    const order = await createOrderViaApi(request, admin.token, refs);
    await update(request, { ...orderBody(refs, { name: "Audited" }), _id: order._id });
    await setOrderStatusViaApi(request, admin.token, order._id, "APPROVED");
    await setOrderStatusViaApi(request, admin.token, order._id, "APPROVED");
    await request.delete(`${API}/services/orders/remove/${order._id}`, admin.auth());
    const trail = await auditTrail(order._id);
    expect(trail.map((entry) => entry.action)).toEqual(["create", "update", "status", "delete"]);
    for (const entry of trail) expect(entry).toMatchObject({ entityType: "service_order", actorName: ADMIN_NAME });

    await request.delete(`${API}/services/providers/remove/${refs.serviceProviderRef}`, admin.auth());
    expect((await auditTrail(refs.serviceProviderRef)).map((entry) => entry.action)).toEqual(["create", "delete"]);
  });

  test("cookie-authenticated writes need the CSRF token; with it they work", async ({ request }) => {
    const refs = await orderRefs(request, admin.token);
    const order = await createOrderViaApi(request, admin.token, refs);
    const { xsrfToken } = await browserLogin(request);
    await expectApiError(await request.post(`${API}/services/orders/register`, { data: orderBody(refs) }), 403);
    await expectApiError(await request.put(`${API}/services/orders/update/status/${order._id}/APPROVED`), 403);
    await expectApiError(await request.delete(`${API}/services/orders/remove/${order._id}`), 403);
    await expectApiError(await request.post(`${API}/services/providers/register`, { data: { name: "x" } }), 403);
    expect((await details(request, order._id)).status).toBe("PENDING");

    const approved = await request.put(`${API}/services/orders/update/status/${order._id}/APPROVED`, {
      headers: { "x-xsrf-token": xsrfToken },
    });
    expect(approved.status(), await approved.text()).toBe(200);
    const created = await request.post(`${API}/services/orders/register`, {
      data: orderBody(refs),
      headers: { "x-xsrf-token": xsrfToken },
    });
    expect(created.status(), await created.text()).toBe(201);
  });
});
