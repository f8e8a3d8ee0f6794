import { expect, test, type APIRequestContext } from "@playwright/test";
import { HISTORY_ENTITIES, type ActivityEventDto, type HistoryEntity, type HistoryEventDto } from "@/lib/schemas/history";
import { API, apiLogin, createClientViaApi, expectApiError, tokenHeaders, unique } from "@/tests/support/api";
import { postTransactionViaApi } from "@/tests/support/accounts";
import { csvRecords } from "@/tests/support/csv";
import { createListingViaApi, listingRefs } from "@/tests/support/listings";
import { createOrderViaApi, createProviderViaApi, orderRefs, setOrderStatusViaApi } from "@/tests/support/orders";
import { AGENCY_TIME_ZONE, agencyDate, agencyToday, createReminderViaApi } from "@/tests/support/reminders";
import { createTenantViaApi } from "@/tests/support/tenants";
import { createUserViaApi, loginAs } from "@/tests/support/users";

/**
 * GET /history/{entity}/{id} (a record's history), GET /history (the Activity
 * log) and GET /history/export: a change made through the API reads back as
 * who, when and old → new, with the labels and formats people see.
 */
let admin: string;
let specialist: string;
test.beforeEach(async ({ request }) => {
  [admin, specialist] = await Promise.all([apiLogin(request, "admin"), apiLogin(request, "specialist")]);
});

async function historyOf(request: APIRequestContext, entity: string, id: string, token = admin, params: Record<string, string> = {}) {
  return request.get(`${API}/history/${entity}/${id}`, { headers: tokenHeaders(token), params });
}

async function eventsOf(request: APIRequestContext, entity: HistoryEntity, id: string, token = admin) {
  const response = await historyOf(request, entity, id, token);
  expect(response.status(), await response.text()).toBe(200);
  return { events: (await response.json()) as HistoryEventDto[], total: Number(response.headers()["x-total-count"]) };
}

async function put(request: APIRequestContext, path: string, data: unknown) {
  const response = await request.put(`${API}${path}`, { headers: tokenHeaders(admin), data });
  expect(response.status(), await response.text()).toBe(200);
}

interface Case {
  /** Makes a record, changes it through the API, and answers its id and the change the history must show. */
  run(
    request: APIRequestContext,
  ): Promise<{ id: string; change: { field: string; label: string; from: string | null; to: string | null } }>;
}

const CASES: Record<HistoryEntity, Case> = {
  clients: {
    async run(request) {
      const client = await createClientViaApi(request, admin);
      await put(request, "/clients/update", { _id: client._id, contactFirstName: "Zenobia" });
      return { id: client._id, change: { field: "contactFirstName", label: "First name", from: "Celestine", to: "Zenobia" } };
    },
  },
  listings: {
    async run(request) {
      const listing = await createListingViaApi(request, admin, await listingRefs(request, admin));
      await put(request, "/listings/update", {
        _id: listing._id,
        cost: { salePriceInUS: "1250000.50", rentalPriceInUS: null, negotiable: true },
      });
      return { id: listing._id, change: { field: "cost.salePriceInUS", label: "Sale price (USD)", from: "$850,000", to: "$1,250,000.50" } };
    },
  },
  "service-providers": {
    async run(request) {
      const provider = await createProviderViaApi(request, admin);
      const name = unique("Provider renamed");
      await put(request, "/services/providers/update", { _id: provider._id, name });
      return { id: provider._id, change: { field: "name", label: "Name", from: provider.name, to: name } };
    },
  },
  "service-orders": {
    async run(request) {
      const order = await createOrderViaApi(request, admin, await orderRefs(request, admin));
      await setOrderStatusViaApi(request, admin, order._id, "APPROVED");
      return { id: order._id, change: { field: "status", label: "Status", from: "Pending", to: "Approved" } };
    },
  },
  reminders: {
    async run(request) {
      const listing = await createListingViaApi(request, admin, await listingRefs(request, admin));
      const reminder = await createReminderViaApi(request, admin, listing._id, { frequency: "none" });
      await put(request, "/reminders/update", { _id: reminder._id, isReoccuring: true, frequency: "monthly" });
      return { id: reminder._id, change: { field: "frequency", label: "Frequency", from: "Does not repeat", to: "Monthly" } };
    },
  },
  accounts: {
    async run(request) {
      const client = await createClientViaApi(request, admin);
      await postTransactionViaApi(request, admin, client._id, { value: "1200.00", description: "May rent" });
      return { id: client._id, change: { field: "ledger", label: "Ledger", from: null, to: "posted Credit $1,200.00 by Wire 'May rent'" } };
    },
  },
  users: {
    async run(request) {
      const { user } = await createUserViaApi(request, admin);
      await put(request, "/users/update", { _id: user._id, lastName: "Renamed" });
      return { id: user._id, change: { field: "lastName", label: "Last name", from: user.lastName, to: "Renamed" } };
    },
  },
  tenants: {
    async run(request) {
      const tenant = await createTenantViaApi(request, admin, { companyName: "Harbour Tenants Ltd" });
      await put(request, `/tenants/${tenant._id}`, { companyName: "Harbour Renters Ltd" });
      return {
        id: tenant._id,
        change: { field: "companyName", label: "Company name", from: "Harbour Tenants Ltd", to: "Harbour Renters Ltd" },
      };
    },
  },
  leases: {
    // Made through POST /leases and changed through PUT /leases/{id} (docs/API.md "Leases").
    async run(request) {
      const listing = await createListingViaApi(request, admin, await listingRefs(request, admin));
      const tenant = await createTenantViaApi(request, admin);
      const created = await request.post(`${API}/leases`, {
        headers: tokenHeaders(admin),
        data: { listingRef: listing._id, tenants: [{ _id: tenant._id }], startDate: "2030-01-01", rent: "1000.00" },
      });
      expect(created.status(), await created.text()).toBe(201);
      const id = ((await created.json()) as { lease: { _id: string } }).lease._id;
      await put(request, `/leases/${id}`, { notes: "Pays by transfer" });
      return { id, change: { field: "notes", label: "Notes", from: null, to: "Pays by transfer" } };
    },
  },
};

for (const entity of HISTORY_ENTITIES) {
  test(`${entity}: a change through the API reads back as who, when and old → new, newest first`, async ({ request }) => {
    const before = Date.now();
    const { id, change } = await CASES[entity].run(request);
    const { events, total } = await eventsOf(request, entity, id);
    expect(total).toBe(events.length);
    const [latest] = events;
    expect(latest).toMatchObject({ action: "update", actor: { name: "Erin Admin" }, changes: expect.arrayContaining([change]) });
    expect(latest!.actor._id).toBeTruthy();
    expect(new Date(latest!.at).getTime()).toBeGreaterThanOrEqual(before - 5_000);
    const times = events.map((event) => new Date(event.at).getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    if (entity !== "accounts") expect(events.at(-1)).toMatchObject({ action: "create", changes: [] });
  });
}

test("a listing names its related records and says 'picture replaced', never a file id", async ({ request }) => {
  const refs = await listingRefs(request, admin);
  const listing = await createListingViaApi(request, admin, refs);
  const other = await createClientViaApi(request, admin);
  await put(request, "/listings/update", { _id: listing._id, client: other._id, status: "sold" });
  const { events } = await eventsOf(request, "listings", listing._id);
  expect(events[0]!.changes).toEqual(
    expect.arrayContaining([
      { field: "client", label: "Client", from: refs.clientName, to: other.name },
      { field: "status", label: "Status", from: "For Sale", to: "Sold" },
    ]),
  );
});

test("a password change shows as 'password changed' and never the password or its hash", async ({ request }) => {
  const { user } = await createUserViaApi(request, admin);
  const password = "Brand!new-Password9";
  await put(request, "/users/update", { _id: user._id, password });
  const response = await historyOf(request, "users", user._id);
  const text = await response.text();
  expect(text).not.toContain(password);
  expect(text).not.toMatch(/argon2|passwordHash/i);
  expect((JSON.parse(text) as HistoryEventDto[])[0]!.changes).toEqual([
    { field: "password", label: "Password", from: null, to: "password changed" },
  ]);
});

test("a deleted ledger entry is an event of the account", async ({ request }) => {
  const client = await createClientViaApi(request, admin);
  const entry = await postTransactionViaApi(request, admin, client._id, {
    column: "debit",
    type: "cash",
    value: "35.10",
    description: "Keys",
  });
  expect(
    (await request.delete(`${API}/accounts/${client._id}/transactions/remove/${entry._id}`, { headers: tokenHeaders(admin) })).status(),
  ).toBe(200);
  const { events } = await eventsOf(request, "accounts", client._id);
  expect(events.map((event) => event.changes[0]?.to)).toEqual([
    "deleted entry Debit $35.10 by Cash 'Keys'",
    "posted Debit $35.10 by Cash 'Keys'",
  ]);
});

test("pages with skip and limit, and X-Total-Count", async ({ request }) => {
  const client = await createClientViaApi(request, admin);
  for (const name of ["One", "Two", "Three"]) await put(request, "/clients/update", { _id: client._id, contactLastName: name });
  const first = await historyOf(request, "clients", client._id, admin, { limit: "2" });
  expect(first.headers()["x-total-count"]).toBe("4");
  const firstPage = (await first.json()) as HistoryEventDto[];
  expect(firstPage.map((event) => event.changes[0]?.to)).toEqual(["Three", "Two"]);
  const second = (await (await historyOf(request, "clients", client._id, admin, { skip: "2", limit: "2" })).json()) as HistoryEventDto[];
  expect(second.map((event) => event.action)).toEqual(["update", "create"]);
});

test.describe("who may read a history", () => {
  test("a specialist reads the history of records they can open", async ({ request }) => {
    const client = await createClientViaApi(request, admin);
    expect((await historyOf(request, "clients", client._id, specialist)).status()).toBe(200);
  });

  test("users' history is for admins only, even one's own", async ({ request }) => {
    const { user } = await createUserViaApi(request, admin);
    await expectApiError(await historyOf(request, "users", user._id, specialist), 403);
    const me = (await (await request.get(`${API}/auth/session`, { headers: tokenHeaders(specialist) })).json()) as {
      user?: { _id: string };
    };
    if (me.user?._id) await expectApiError(await historyOf(request, "users", me.user._id, specialist), 403);
  });

  test("an unknown record, a malformed id and an unknown kind are 404; bad paging is 400", async ({ request }) => {
    await expectApiError(await historyOf(request, "clients", "00000000-0000-4000-8000-000000000000"), 404);
    await expectApiError(await historyOf(request, "clients", "not-a-uuid"), 404);
    await expectApiError(await historyOf(request, "saved-filters", "00000000-0000-4000-8000-000000000000"), 404);
    await expectApiError(await historyOf(request, "clients", "00000000-0000-4000-8000-000000000000", admin, { limit: "0" }), 400);
  });
});

test.describe("the Activity log", () => {
  /** A throwaway admin who makes a few changes: their rows are the only ones with their id. */
  async function busyAdmin(request: APIRequestContext) {
    const { user, password } = await createUserViaApi(request, admin, { role: "admin" });
    const token = await loginAs(request, user.email, password);
    const client = await createClientViaApi(request, token, { name: '=HYPERLINK("http://evil.test")' });
    const provider = await createProviderViaApi(request, token);
    await request.put(`${API}/clients/update`, { headers: tokenHeaders(token), data: { _id: client._id, contactLastName: "Moved" } });
    return { user, token, client, provider };
  }

  const activity = (request: APIRequestContext, params: Record<string, string>, token = admin) =>
    request.get(`${API}/history`, { headers: tokenHeaders(token), params });

  test("filters by person, kind of record and agency days; links each row to its record", async ({ request }) => {
    const { user, client, provider } = await busyAdmin(request);
    const all = await activity(request, { actor: user._id });
    expect(all.status()).toBe(200);
    const rows = (await all.json()) as ActivityEventDto[];
    expect(all.headers()["x-total-count"]).toBe("3");
    expect(rows.map((row) => [row.action, row.record.entity, row.record._id])).toEqual([
      ["update", "clients", client._id],
      ["create", "service-providers", provider._id],
      ["create", "clients", client._id],
    ]);
    expect(rows[0]!.record).toMatchObject({ name: client.name, deleted: false });

    const clientsOnly = (await (await activity(request, { actor: user._id, entity: "clients" })).json()) as ActivityEventDto[];
    expect(clientsOnly.map((row) => row.record.entity)).toEqual(["clients", "clients"]);

    const today = agencyToday();
    expect((await activity(request, { actor: user._id, from: today, to: today })).headers()["x-total-count"]).toBe("3");
    expect((await activity(request, { actor: user._id, from: agencyDate(1) })).headers()["x-total-count"]).toBe("0");
    expect((await activity(request, { actor: user._id, to: agencyDate(-1) })).headers()["x-total-count"]).toBe("0");
  });

  test("a deleted record stays listed, named and marked deleted", async ({ request }) => {
    const { user, token, provider } = await busyAdmin(request);
    expect((await request.delete(`${API}/services/providers/remove/${provider._id}`, { headers: tokenHeaders(token) })).status()).toBe(200);
    const rows = (await (await activity(request, { actor: user._id, entity: "service-providers" })).json()) as ActivityEventDto[];
    expect(rows.map((row) => row.action)).toEqual(["delete", "create"]);
    for (const row of rows) expect(row.record).toMatchObject({ _id: provider._id, deleted: true });
  });

  test("exports the filtered rows as CSV, formulas neutralised", async ({ request }) => {
    const { user } = await busyAdmin(request);
    const response = await request.get(`${API}/history/export`, {
      headers: tokenHeaders(admin),
      params: { actor: user._id, entity: "clients" },
    });
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers()["content-disposition"]).toBe(
      `attachment; filename="activity-${agencyToday()}.csv"; filename*=UTF-8''activity-${agencyToday()}.csv`,
    );
    const { header, records } = csvRecords(await response.text());
    expect(header).toEqual([`When (${AGENCY_TIME_ZONE})`, "Who", "Action", "Kind of record", "Record", "Record deleted", "Changes"]);
    expect(records.map((record) => [record.Action, record["Kind of record"], record.Record, record.Changes])).toEqual([
      ["Changed", "Client", '\'=HYPERLINK("http://evil.test")', "Last name: Baptiste → Moved"],
      ["Created", "Client", '\'=HYPERLINK("http://evil.test")', ""],
    ]);
  });

  test("is for admins only, and refuses bad filters with 400", async ({ request }) => {
    await expectApiError(await activity(request, {}, specialist), 403);
    await expectApiError(await request.get(`${API}/history/export`, { headers: tokenHeaders(specialist) }), 403);
    await expectApiError(await activity(request, { entity: "savedFilters" }), 400, { field: "entity" });
    await expectApiError(await activity(request, { actor: "someone" }), 400, { field: "actor" });
    await expectApiError(await activity(request, { from: "2026-02-30" }), 400, { field: "from" });
    await expectApiError(await activity(request, { from: "2026-05-02", to: "2026-05-01" }), 400, { field: "to" });
  });
});
