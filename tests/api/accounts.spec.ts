import { randomUUID } from "node:crypto";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { API, apiLogin, createClientViaApi, expectApiError, tokenHeaders, signInEachTest } from "@/tests/support/api";
import {
  auditRowsFor,
  expectConsistentLedger,
  ledgerViaApi,
  listedBalance,
  postTransactionViaApi,
  transactionBody,
  type TransactionBody,
} from "@/tests/support/accounts";

/**
 * The Accounts endpoints of PRODUCT.md#api: every rule of a posting, the running
 * balance through back-dating and deletion, concurrency, exactness, the
 * account records, the owner statement and the audit trail.
 */
const admin = signInEachTest();

const TRANSACTION_KEYS = [
  "_id",
  "clientRef",
  "date",
  "type",
  "description",
  "column",
  "value",
  "closingBalance",
  "postedBy",
  "reverses",
  "reversedBy",
  "reversalReason",
  "paymentRef",
].sort();
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

async function newClient(request: APIRequestContext) {
  return createClientViaApi(request, admin.token);
}

test.describe("POST /accounts/transactions/register", () => {
  test("201 with the entry; the balance runs exactly: 0.10 + 0.20 = 0.30", async ({ request }) => {
    const client = await newClient(request);
    const first = await postTransactionViaApi(request, admin.token, client._id, { value: "0.10", description: "Ten cents" });
    expect(Object.keys(first).sort()).toEqual(TRANSACTION_KEYS);
    expect(first).toMatchObject({
      clientRef: client._id,
      column: "credit",
      type: "wire",
      description: "Ten cents",
      value: "0.10",
      closingBalance: "0.10",
      postedBy: "Erin Admin",
    });
    expect(Math.abs(Date.parse(first.date) - Date.now())).toBeLessThan(60_000);

    const second = await postTransactionViaApi(request, admin.token, client._id, { value: 0.2, description: "Twenty cents" });
    expect(second.value).toBe("0.20");
    expect(second.closingBalance).toBe("0.30");
    expect((await listedBalance(request, admin.token, client.name)).accountBalance).toBe("0.30");

    const debit = await postTransactionViaApi(request, admin.token, client._id, {
      column: "debit",
      type: "check",
      value: "1000.35",
      description: "Roof",
    });
    expect(debit.closingBalance).toBe("-1000.05");
    const listed = await listedBalance(request, admin.token, client.name);
    expect(listed).toMatchObject({ accountBalance: "-1000.05", entryCount: 3 });
  });

  test("accepts every type and both columns", async ({ request }) => {
    const client = await newClient(request);
    for (const type of ["card", "cash", "check", "payment", "wire", "other"]) {
      for (const column of ["credit", "debit"]) {
        const entry = await postTransactionViaApi(request, admin.token, client._id, { type, column, value: "1.00" });
        expect(entry).toMatchObject({ type, column });
      }
    }
    const { items, total } = await ledgerViaApi(request, admin.token, client._id);
    expect(total).toBe(12);
    expect(expectConsistentLedger(items)).toBe(0n);
  });

  const invalid: [name: string, change: Record<string, unknown>, field: string, message: string][] = [
    ["no column", { column: undefined }, "column", "Column is required."],
    ["blank column", { column: "" }, "column", "Column is required."],
    ["unknown column", { column: "both" }, "column", "Column must be credit or debit."],
    ["no type", { type: undefined }, "type", "Type is required."],
    ["unknown type", { type: "crypto" }, "type", "Type must be one of card, cash, check, payment, wire, other."],
    ["no description", { description: undefined }, "description", "Description is required."],
    ["blank description", { description: "   " }, "description", "Description is required."],
    ["long description", { description: "x".repeat(501) }, "description", "Description must be at most 500 characters."],
    ["no value", { value: undefined }, "value", "Amount is required."],
    ["blank value", { value: "" }, "value", "Amount is required."],
    ["text value", { value: "ten" }, "value", "Amount must be a number, like 1250.00."],
    ["three decimals", { value: "10.005" }, "value", "Amount can have at most 2 decimal places."],
    ["float noise", { value: 0.1 + 0.2 }, "value", "Amount can have at most 2 decimal places."],
    ["zero", { value: "0.00" }, "value", "Amount must be greater than zero."],
    ["negative", { value: "-5.00" }, "value", "Amount must be greater than zero."],
    ["over the maximum", { value: "10000000.01" }, "value", "Amount cannot be more than $10,000,000.00."],
    ["huge", { value: "1e30" }, "value", "Amount must be a number, like 1250.00."],
    ["no client", { clientRef: undefined }, "clientRef", "Client is required."],
    ["malformed client", { clientRef: "123" }, "clientRef", "Client must be a valid id."],
    ["malformed date", { date: "last week" }, "date", "Date must be a date like 2026-01-31 or an ISO 8601 date-time."],
    ["future date-time", { date: new Date(Date.now() + 3_600_000).toISOString() }, "date", "The date cannot be in the future."],
    ["future day", { date: "2999-01-01" }, "date", "The date cannot be in the future."],
    ["before 2000", { date: "1999-12-31T12:00:00Z" }, "date", "The date cannot be before January 1, 2000."],
  ];
  for (const [name, change, field, message] of invalid) {
    test(`400 – ${name}, and nothing is written`, async ({ request }) => {
      const client = await newClient(request);
      await postTransactionViaApi(request, admin.token, client._id, { value: "5.00" });
      const body: Record<string, unknown> = { ...transactionBody(client._id), ...change };
      for (const key of Object.keys(change)) if (change[key] === undefined) delete body[key];
      const response = await request.post(`${API}/accounts/transactions/register`, { ...admin.auth(), data: body });
      await expectApiError(response, 400, { field, message });
      const { total, items } = await ledgerViaApi(request, admin.token, client._id);
      expect(total).toBe(1);
      expect(items).toHaveLength(1);
      expect((await listedBalance(request, admin.token, client.name)).accountBalance).toBe("5.00");
    });
  }

  test("400 for malformed JSON and a non-object body", async ({ request }) => {
    const headers = { ...tokenHeaders(admin.token), "content-type": "application/json" };
    await expectApiError(await request.post(`${API}/accounts/transactions/register`, { headers, data: "{not json" }), 400);
    await expectApiError(await request.post(`${API}/accounts/transactions/register`, { headers, data: "[]" }), 400);
  });

  test("422 for a client that does not exist, and no account is opened", async ({ request }) => {
    const ghost = randomUUID();
    const response = await request.post(`${API}/accounts/transactions/register`, { ...admin.auth(), data: transactionBody(ghost) });
    await expectApiError(response, 422, { message: "Client not found." });
    await expectApiError(await request.get(`${API}/accounts/transactions`, { ...admin.auth(), params: { client: ghost } }), 404);
  });

  test("a back-dated entry takes its place in ledger order and the later balances change", async ({ request }) => {
    const client = await newClient(request);
    const post = (fields: Record<string, unknown>) => postTransactionViaApi(request, admin.token, client._id, fields);
    const a = await post({ value: "100.00", description: "A", date: daysAgo(10) });
    const c = await post({ column: "debit", value: "30.00", description: "C", date: daysAgo(2) });
    expect(c.closingBalance).toBe("70.00");
    const b = await post({ column: "debit", value: "80.00", description: "B", date: daysAgo(5) });
    expect(b.closingBalance).toBe("20.00");

    const { items } = await ledgerViaApi(request, admin.token, client._id);
    expect(items.map((entry) => [entry.description, entry.closingBalance])).toEqual([
      ["C", "-10.00"],
      ["B", "20.00"],
      ["A", "100.00"],
    ]);
    expect(items[2]!._id).toBe(a._id);
    expect((await listedBalance(request, admin.token, client.name)).accountBalance).toBe("-10.00");
    expect(items[0]!.closingBalance).toBe((await listedBalance(request, admin.token, client.name)).accountBalance);
  });

  test("a back-dated calendar day goes after the entries already on that day", async ({ request }) => {
    const client = await newClient(request);
    const day = "2026-01-15";
    await postTransactionViaApi(request, admin.token, client._id, { value: "10.00", description: "Morning", date: "2026-01-15T13:00:00Z" });
    await postTransactionViaApi(request, admin.token, client._id, { value: "1.00", description: "Next day", date: "2026-01-16T15:00:00Z" });
    const late = await postTransactionViaApi(request, admin.token, client._id, {
      column: "debit",
      value: "4.00",
      description: "Same day, entered later",
      date: day,
    });
    expect(late.closingBalance).toBe("6.00");
    const { items } = await ledgerViaApi(request, admin.token, client._id);
    expect(items.map((entry) => entry.description)).toEqual(["Next day", "Same day, entered later", "Morning"]);
    expect(items[0]!.closingBalance).toBe("7.00");
  });

  test("many parallel postings to one account: none lost, none doubled, every balance consistent", async ({ request }) => {
    const client = await newClient(request);
    const count = 40;
    const responses = await Promise.all(
      Array.from({ length: count }, (_, index) =>
        request.post(`${API}/accounts/transactions/register`, {
          ...admin.auth(),
          data: transactionBody(client._id, {
            column: index % 4 === 3 ? "debit" : "credit",
            value: `${index + 1}.01`,
            description: `Parallel ${index}`,
            // Some back-dated, so the recompute path races the append path.
            ...(index % 5 === 0 ? { date: daysAgo(1 + (index % 3)) } : {}),
          }),
        }),
      ),
    );
    for (const response of responses) expect(response.status(), await response.text()).toBe(201);

    const { items, total } = await ledgerViaApi(request, admin.token, client._id);
    expect(total).toBe(count);
    expect(new Set(items.map((entry) => entry.description)).size).toBe(count);
    const expected = Array.from({ length: count }, (_, index) => (index % 4 === 3 ? -1n : 1n) * BigInt((index + 1) * 100 + 1)).reduce(
      (sum, value) => sum + value,
      0n,
    );
    expect(expectConsistentLedger(items)).toBe(expected);
    const listed = await listedBalance(request, admin.token, client.name);
    expect(BigInt(listed.accountBalance.replace(".", ""))).toBe(expected);
    expect(listed.entryCount).toBe(count);
  });

  test("the largest single amount, ten million dollars, is accepted", async ({ request }) => {
    const client = await newClient(request);
    const entry = await postTransactionViaApi(request, admin.token, client._id, { value: "10000000.00" });
    expect(entry.closingBalance).toBe("10000000.00");
  });
});

test.describe("GET /accounts/transactions", () => {
  test("newest first, paged with skip and limit, total in X-Total-Count", async ({ request }) => {
    const client = await newClient(request);
    for (let index = 1; index <= 5; index++) {
      await postTransactionViaApi(request, admin.token, client._id, {
        value: `${index}.00`,
        description: `Entry ${index}`,
        date: daysAgo(10 - index),
      });
    }
    const response = await request.get(`${API}/accounts/transactions`, {
      ...admin.auth(),
      params: { client: client._id, skip: 1, limit: 2 },
    });
    expect(response.status()).toBe(200);
    expect(response.headers()["x-total-count"]).toBe("5");
    const page = (await response.json()) as TransactionBody[];
    expect(page.map((entry) => [entry.description, entry.closingBalance])).toEqual([
      ["Entry 4", "10.00"],
      ["Entry 3", "6.00"],
    ]);
    expect(Object.keys(page[0]!).sort()).toEqual(TRANSACTION_KEYS);
  });

  test("an account with no entries is an empty list", async ({ request }) => {
    const client = await newClient(request);
    const { items, total } = await ledgerViaApi(request, admin.token, client._id);
    expect(items).toEqual([]);
    expect(total).toBe(0);
  });

  for (const [name, params, status] of [
    ["no client", {}, 400],
    ["malformed client", { client: "x" }, 400],
    ["limit above 500", { client: randomUUID(), limit: "501" }, 400],
    ["negative skip", { client: randomUUID(), skip: "-1" }, 400],
    ["unknown client", { client: randomUUID() }, 404],
  ] as const) {
    test(`${status} – ${name}`, async ({ request }) => {
      await expectApiError(await request.get(`${API}/accounts/transactions`, { ...admin.auth(), params }), status);
    });
  }
});

test.describe("DELETE /accounts/{clientId}/transactions/remove/{transactionId}", () => {
  test("removes the entry, recomputes the later balances and the account balance", async ({ request }) => {
    const client = await newClient(request);
    await postTransactionViaApi(request, admin.token, client._id, { value: "50.00", description: "First", date: daysAgo(3) });
    const middle = await postTransactionViaApi(request, admin.token, client._id, {
      value: "20.00",
      description: "Middle",
      date: daysAgo(2),
    });
    await postTransactionViaApi(request, admin.token, client._id, {
      column: "debit",
      value: "100.00",
      description: "Last",
      date: daysAgo(1),
    });

    const response = await request.delete(`${API}/accounts/${client._id}/transactions/remove/${middle._id}`, admin.auth());
    expect(response.status(), await response.text()).toBe(200);
    expect(await response.json()).toEqual({ message: "Transaction removed.", accountBalance: "-50.00" });

    const { items, total } = await ledgerViaApi(request, admin.token, client._id);
    expect(total).toBe(2);
    expect(items.map((entry) => [entry.description, entry.closingBalance])).toEqual([
      ["Last", "-50.00"],
      ["First", "50.00"],
    ]);
    expect(await listedBalance(request, admin.token, client.name)).toMatchObject({ accountBalance: "-50.00", entryCount: 2 });

    // Gone: a second delete is 404.
    await expectApiError(await request.delete(`${API}/accounts/${client._id}/transactions/remove/${middle._id}`, admin.auth()), 404);
  });

  test("deleting the only entry leaves a zero balance", async ({ request }) => {
    const client = await newClient(request);
    const only = await postTransactionViaApi(request, admin.token, client._id, { value: "9.99" });
    expect((await request.delete(`${API}/accounts/${client._id}/transactions/remove/${only._id}`, admin.auth())).status()).toBe(200);
    expect(await listedBalance(request, admin.token, client.name)).toMatchObject({ accountBalance: "0.00", entryCount: 0 });
  });

  test("404 for an entry of another client's ledger, unknown ids and malformed ids; nothing changes", async ({ request }) => {
    const owner = await newClient(request);
    const other = await newClient(request);
    const entry = await postTransactionViaApi(request, admin.token, owner._id, { value: "12.00" });
    await postTransactionViaApi(request, admin.token, other._id, { value: "1.00" });
    await expectApiError(await request.delete(`${API}/accounts/${other._id}/transactions/remove/${entry._id}`, admin.auth()), 404);
    await expectApiError(await request.delete(`${API}/accounts/${owner._id}/transactions/remove/${randomUUID()}`, admin.auth()), 404);
    await expectApiError(await request.delete(`${API}/accounts/${randomUUID()}/transactions/remove/${entry._id}`, admin.auth()), 404);
    await expectApiError(await request.delete(`${API}/accounts/${owner._id}/transactions/remove/not-a-uuid`, admin.auth()), 404);
    expect((await ledgerViaApi(request, admin.token, owner._id)).total).toBe(1);
  });

  test("parallel deletions and postings keep the ledger consistent", async ({ request }) => {
    const client = await newClient(request);
    const entries: TransactionBody[] = [];
    for (let index = 0; index < 10; index++)
      entries.push(
        await postTransactionViaApi(request, admin.token, client._id, {
          value: "10.00",
          description: `Old ${index}`,
          date: daysAgo(20 - index),
        }),
      );
    const results = await Promise.all([
      ...entries
        .filter((_, index) => index % 2 === 0)
        .map((entry) => request.delete(`${API}/accounts/${client._id}/transactions/remove/${entry._id}`, admin.auth())),
      ...Array.from({ length: 5 }, (_, index) =>
        request.post(`${API}/accounts/transactions/register`, {
          ...admin.auth(),
          data: transactionBody(client._id, { column: "debit", value: "1.00", description: `New ${index}` }),
        }),
      ),
    ]);
    for (const response of results) expect([200, 201]).toContain(response.status());
    const { items, total } = await ledgerViaApi(request, admin.token, client._id);
    expect(total).toBe(10);
    expect(expectConsistentLedger(items)).toBe(4500n);
    expect((await listedBalance(request, admin.token, client.name)).accountBalance).toBe("45.00");
  });
});

test.describe("audit log", () => {
  test("every posting and deletion records who and when", async ({ request }) => {
    const client = await newClient(request);
    const before = Date.now();
    const entry = await postTransactionViaApi(request, admin.token, client._id, { value: "42.00", description: "Audited" });
    expect((await request.delete(`${API}/accounts/${client._id}/transactions/remove/${entry._id}`, admin.auth())).status()).toBe(200);
    const rows = (await auditRowsFor([client._id])).filter((row) => row.entity_type === "account");
    expect(rows.map((row) => row.action)).toEqual(["post", "delete-entry"]);
    for (const row of rows) {
      expect(row).toMatchObject({ entity_type: "account", entity_id: client._id, actor_name: "Erin Admin" });
      expect(row.actor_id).toBeTruthy();
      expect(new Date(row.at).getTime()).toBeGreaterThanOrEqual(before - 5_000);
      expect(row.changes).toMatchObject({
        entryId: entry._id,
        clientRef: client._id,
        value: "42.00",
        description: "Audited",
        column: "credit",
      });
    }
  });
});

test.describe("GET /accounts", () => {
  test("clients with their balance when accountBalance=true; a client without entries has 0.00", async ({ request }) => {
    const tag = randomUUID().slice(0, 8);
    const rich = await createClientViaApi(request, admin.token, { name: `Acct ${tag} Alpha` });
    const empty = await createClientViaApi(request, admin.token, { name: `Acct ${tag} Beta` });
    await postTransactionViaApi(request, admin.token, rich._id, { value: "1234.56" });

    const response = await request.get(`${API}/accounts`, { ...admin.auth(), params: { name: tag, accountBalance: "true" } });
    expect(response.status()).toBe(200);
    expect(response.headers()["x-total-count"]).toBe("2");
    expect(await response.json()).toEqual([
      { _id: rich._id, name: rich.name, propertyCount: 0, entryCount: 1, accountBalance: "1234.56" },
      { _id: empty._id, name: empty.name, propertyCount: 0, entryCount: 0, accountBalance: "0.00" },
    ]);

    const without = await request.get(`${API}/accounts`, { ...admin.auth(), params: { name: tag } });
    expect((await without.json())[0]).not.toHaveProperty("accountBalance");

    const paged = await request.get(`${API}/accounts`, {
      ...admin.auth(),
      params: { name: tag, skip: 1, limit: 1, accountBalance: "true" },
    });
    expect((await paged.json()).map((item: { _id: string }) => item._id)).toEqual([empty._id]);
  });

  test("400 for bad query parameters", async ({ request }) => {
    await expectApiError(await request.get(`${API}/accounts`, { ...admin.auth(), params: { accountBalance: "yes" } }), 400);
    await expectApiError(await request.get(`${API}/accounts`, { ...admin.auth(), params: { limit: "1000" } }), 400);
  });
});

test.describe("account records: register, update, remove", () => {
  test("register opens an empty account once; 409 after; 422 for an unknown client", async ({ request }) => {
    const client = await newClient(request);
    const response = await request.post(`${API}/accounts/register`, { ...admin.auth(), data: { clientRef: client._id } });
    expect(response.status(), await response.text()).toBe(201);
    expect(await response.json()).toEqual({
      _id: client._id,
      clientRef: client._id,
      name: client.name,
      accountBalance: "0.00",
      entryCount: 0,
      propertyCount: 0,
      isOpen: true,
      lastEntryDate: null,
    });
    await expectApiError(await request.post(`${API}/accounts/register`, { ...admin.auth(), data: { clientRef: client._id } }), 409);
    await expectApiError(await request.post(`${API}/accounts/register`, { ...admin.auth(), data: { clientRef: randomUUID() } }), 422);
    await expectApiError(await request.post(`${API}/accounts/register`, { ...admin.auth(), data: {} }), 400, { field: "clientRef" });
  });

  test("update re-derives the balance from the entries and cannot set it", async ({ request }) => {
    const client = await newClient(request);
    await postTransactionViaApi(request, admin.token, client._id, { value: "10.00" });
    await postTransactionViaApi(request, admin.token, client._id, { column: "debit", value: "2.50" });
    const response = await request.put(`${API}/accounts/update`, {
      ...admin.auth(),
      data: { _id: client._id, accountBalance: "1000000.00", entryCount: 99 },
    });
    expect(response.status(), await response.text()).toBe(200);
    expect(await response.json()).toMatchObject({ _id: client._id, accountBalance: "7.50", entryCount: 2, isOpen: true });
    await expectApiError(
      await request.put(`${API}/accounts/update`, { ...admin.auth(), data: { _id: (await newClient(request))._id } }),
      404,
    );
    await expectApiError(await request.put(`${API}/accounts/update`, { ...admin.auth(), data: { _id: "x" } }), 400);
  });

  test("remove deletes the account and its entries, not the client", async ({ request }) => {
    const client = await newClient(request);
    await postTransactionViaApi(request, admin.token, client._id, { value: "10.00" });
    const response = await request.delete(`${API}/accounts/remove/${client._id}`, admin.auth());
    expect(response.status(), await response.text()).toBe(200);
    expect(await response.json()).toEqual({ message: "Account removed." });
    expect((await ledgerViaApi(request, admin.token, client._id)).total).toBe(0);
    expect(await listedBalance(request, admin.token, client.name)).toMatchObject({ accountBalance: "0.00", entryCount: 0 });
    expect((await request.get(`${API}/clients/details/${client._id}`, admin.auth())).status()).toBe(200);
    await expectApiError(await request.delete(`${API}/accounts/remove/${client._id}`, admin.auth()), 404);
    await expectApiError(await request.delete(`${API}/accounts/remove/nope`, admin.auth()), 404);
  });
});

test.describe("sessions, roles and methods", () => {
  test("401 without a session on every accounts endpoint", async ({ request }) => {
    const id = randomUUID();
    for (const [method, path] of [
      ["GET", "/accounts"],
      ["GET", `/accounts/transactions?client=${id}`],
      ["POST", "/accounts/transactions/register"],
      ["DELETE", `/accounts/${id}/transactions/remove/${id}`],
      ["POST", "/accounts/register"],
      ["PUT", "/accounts/update"],
      ["DELETE", `/accounts/remove/${id}`],
      ["GET", `/accounts/${id}/statement?from=2026-01-01&to=2026-01-31`],
    ] as const) {
      await expectApiError(
        await request.fetch(`${API}${path}`, { method, ...(method === "POST" || method === "PUT" ? { data: {} } : {}) }),
        401,
      );
    }
  });

  test("a property specialist posts and deletes too (PRODUCT.md#roles)", async ({ request }) => {
    const specialist = await apiLogin(request, "specialist");
    const client = await newClient(request);
    const entry = await postTransactionViaApi(request, specialist, client._id, { value: "3.00" });
    expect(entry.postedBy).toBeTruthy();
    const response = await request.delete(`${API}/accounts/${client._id}/transactions/remove/${entry._id}`, {
      headers: tokenHeaders(specialist),
    });
    expect(response.status()).toBe(200);
  });

  const someId = "5b0c7a8e-1d2f-4a3b-9c4d-5e6f7a8b9c0d";
  for (const [method, path] of [
    ["GET", "/accounts/register"],
    ["POST", "/accounts"],
    ["GET", "/accounts/update"],
    ["POST", "/accounts/transactions"],
    ["GET", "/accounts/transactions/register"],
    ["GET", `/accounts/remove/${someId}`],
    ["GET", `/accounts/${someId}/transactions/remove/${someId}`],
    ["POST", `/accounts/${someId}/statement`],
  ] as const) {
    test(`${method} /api/v1${path} → 405`, async ({ request }) => {
      await expectApiError(
        await request.fetch(`${API}${path}`, { method, ...admin.auth(), ...(method === "POST" ? { data: {} } : {}) }),
        405,
      );
    });
  }

  test("unknown paths under /accounts are JSON 404", async ({ request }) => {
    await expectApiError(await request.get(`${API}/accounts/${randomUUID()}`, admin.auth()), 404);
    await expectApiError(await request.get(`${API}/accounts/${randomUUID()}/transactions`, admin.auth()), 404);
  });
});
