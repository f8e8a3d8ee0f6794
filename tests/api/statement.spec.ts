import { randomUUID } from "node:crypto";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { AGENCY_DEFAULTS } from "@/lib/domain/agency";
import { lastCalendarMonth } from "@/lib/domain/calendar";
import { API, apiLogin, createClientViaApi, expectApiError, signInEachTest } from "@/tests/support/api";
import { centsText, postTransactionViaApi, writeLongLedger, type LongLedgerEntry, type TransactionBody } from "@/tests/support/accounts";
import { agencyToday } from "@/tests/support/reminders";

/** GET /accounts/{clientId}/statement: the owner statement as JSON or CSV, its period rules and its letterhead. */
const admin = signInEachTest();

async function newClient(request: APIRequestContext) {
  return createClientViaApi(request, admin.token);
}

async function ledgerForStatement(request: APIRequestContext) {
  const client = await newClient(request);
  await postTransactionViaApi(request, admin.token, client._id, {
    value: "500.00",
    description: "Opening float",
    date: "2026-01-10T15:00:00Z",
  });
  await postTransactionViaApi(request, admin.token, client._id, {
    value: "1500.00",
    description: "Rent collected - February",
    date: "2026-02-03T15:00:00Z",
  });
  await postTransactionViaApi(request, admin.token, client._id, {
    column: "debit",
    value: "150.00",
    description: "=Management fee",
    date: "2026-02-07T15:00:00Z",
  });
  await postTransactionViaApi(request, admin.token, client._id, {
    column: "debit",
    value: "2000.00",
    description: 'Roof, "urgent"',
    type: "check",
    date: "2026-03-02T15:00:00Z",
  });
  return client;
}

test("JSON: opening balance, the period's entries in ledger order, totals and closing balance", async ({ request }) => {
  const client = await ledgerForStatement(request);
  const response = await request.get(`${API}/accounts/${client._id}/statement`, {
    ...admin.auth(),
    params: { from: "2026-02-01", to: "2026-02-28" },
  });
  expect(response.status(), await response.text()).toBe(200);
  const statement = await response.json();
  expect(statement).toMatchObject({
    client: { _id: client._id, name: client.name },
    from: "2026-02-01",
    to: "2026-02-28",
    openingBalance: "500.00",
    totalCredits: "1500.00",
    totalDebits: "150.00",
    closingBalance: "1850.00",
  });
  expect(statement.entries.map((entry: TransactionBody) => [entry.description, entry.closingBalance])).toEqual([
    ["Rent collected - February", "2000.00"],
    ["=Management fee", "1850.00"],
  ]);
});

test("without dates: last calendar month of the agency's day", async ({ request }) => {
  const client = await newClient(request);
  const { from, to } = lastCalendarMonth(agencyToday());
  await postTransactionViaApi(request, admin.token, client._id, {
    value: "80.00",
    description: "Last month",
    date: `${from.slice(0, 8)}15`,
  });
  await postTransactionViaApi(request, admin.token, client._id, { value: "20.00", description: "This month" });
  const response = await request.get(`${API}/accounts/${client._id}/statement`, admin.auth());
  expect(response.status(), await response.text()).toBe(200);
  const statement = await response.json();
  expect(statement).toMatchObject({ from, to, openingBalance: "0.00", totalCredits: "80.00", closingBalance: "80.00" });
  expect(statement.entries.map((entry: TransactionBody) => entry.description)).toEqual(["Last month"]);
});

test("CSV: the letterhead and addressee, then the opening row, the entries and the closing row", async ({ request }) => {
  const client = await ledgerForStatement(request);
  const response = await request.get(`${API}/accounts/${client._id}/statement`, {
    ...admin.auth(),
    params: { from: "2026-02-01", to: "2026-03-31", format: "csv" },
  });
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("text/csv");
  expect(response.headers()["content-disposition"]).toMatch(
    /^attachment; filename="(statement-client-[a-z0-9-]+-2026-02-01-to-2026-03-31\.csv)"; filename\*=UTF-8''\1$/,
  );
  const lines = (await response.text()).replace(/^\uFEFF/, "").split("\r\n");
  expect(lines.slice(0, 5)).toEqual([
    AGENCY_DEFAULTS.name,
    `"${AGENCY_DEFAULTS.address}"`,
    `Tel. ${AGENCY_DEFAULTS.phone},${AGENCY_DEFAULTS.email},${AGENCY_DEFAULTS.website}`,
    "",
    `Owner statement,${client.name}`,
  ]);
  expect(lines).toContain("Period,2026-02-01,2026-03-31");
  expect(lines).toContain("Amounts in,US dollars");
  const table = lines.slice(lines.indexOf("Date,Type,Description,Credit,Debit,Balance")).filter(Boolean);
  expect(table).toEqual([
    "Date,Type,Description,Credit,Debit,Balance",
    "2026-02-01,,Balance brought forward,,,500.00",
    expect.stringMatching(/^2026-02-0\d,Wire,Rent collected - February,1500.00,,2000.00$/),
    expect.stringMatching(/^2026-02-0\d,Wire,'=Management fee,,150.00,1850.00$/),
    expect.stringMatching(/^2026-03-0\d,Check,"Roof, ""urgent""",,2000.00,-150.00$/),
    "2026-03-31,,Closing balance,1500.00,2150.00,-150.00",
  ]);
});

for (const [name, params, field, message] of [
  ["only the end date", { to: "2026-02-01" }, "from", "Give both from and to, or neither for last calendar month."],
  ["only the start date", { from: "2026-02-01" }, "to", "Give both from and to, or neither for last calendar month."],
  ["from after to", { from: "2026-03-01", to: "2026-02-01" }, "to", "The start date must not be after the end date."],
  ["more than five years", { from: "2018-01-01", to: "2026-01-01" }, "to", "A statement can cover at most five years."],
  ["not a date", { from: "2026-02-30", to: "2026-03-01" }, "from", "from must be a date like 2026-01-31."],
  ["unknown format", { from: "2026-01-01", to: "2026-01-31", format: "xlsx" }, "format", "format must be json, csv or pdf."],
] as const) {
  test(`400 – ${name}`, async ({ request }) => {
    const client = await newClient(request);
    await expectApiError(await request.get(`${API}/accounts/${client._id}/statement`, { ...admin.auth(), params }), 400, {
      field,
      message,
    });
  });
}

test("404 for an unknown client, with or without dates", async ({ request }) => {
  await expectApiError(
    await request.get(`${API}/accounts/${randomUUID()}/statement`, { ...admin.auth(), params: { from: "2026-01-01", to: "2026-01-31" } }),
    404,
  );
  await expectApiError(await request.get(`${API}/accounts/${randomUUID()}/statement`, admin.auth()), 404);
});

test.describe("a long statement (issue 27 §3)", () => {
  const ENTRIES = 1250;
  let clientId: string;
  let written: LongLedgerEntry[];
  /** Each written entry's closing balance in cents, after the opening 1,000.00 posted through the API. */
  let balances: number[];

  test.beforeAll(async ({ request }) => {
    const adminToken = await apiLogin(request);
    const client = await createClientViaApi(request, adminToken);
    clientId = client._id;
    await postTransactionViaApi(request, adminToken, clientId, { value: "1000.00", description: "Float", date: "2024-12-15T15:00:00Z" });
    written = await writeLongLedger(clientId, ENTRIES, "2025-01-01");
    let balance = 100_000;
    balances = written.map((entry) => (balance += entry.column === "credit" ? entry.cents : -entry.cents));
  });

  const year = { from: "2025-01-01", to: "2025-12-31" };
  const sum = (column: "credit" | "debit") =>
    written.filter((entry) => entry.column === column).reduce((total, entry) => total + entry.cents, 0);

  test("JSON is a page: limit respected, X-Total-Count, the period's figures, running balances right across page boundaries", async ({
    request,
  }) => {
    const pages = [];
    for (const skip of [0, 500, 1000]) {
      const response = await request.get(`${API}/accounts/${clientId}/statement`, {
        ...admin.auth(),
        params: { ...year, skip, limit: 500 },
      });
      expect(response.status(), await response.text()).toBe(200);
      expect(response.headers()["x-total-count"]).toBe(String(ENTRIES));
      pages.push(await response.json());
    }
    for (const [index, page] of pages.entries()) {
      const skip = index * 500;
      const rows = written.slice(skip, skip + 500);
      expect(page).toMatchObject({
        openingBalance: "1000.00",
        totalCredits: centsText(sum("credit")),
        totalDebits: centsText(sum("debit")),
        closingBalance: centsText(balances.at(-1)!),
        entryCount: ENTRIES,
        skip,
        limit: 500,
        pageOpeningBalance: centsText(skip === 0 ? 100_000 : balances[skip - 1]!),
        pageClosingBalance: centsText(balances[skip + rows.length - 1]!),
      });
      expect(page.entries).toHaveLength(rows.length);
      expect(page.entries.map((entry: TransactionBody) => [entry.description, entry.closingBalance])).toEqual(
        rows.map((row, offset) => [row.description, centsText(balances[skip + offset]!)]),
      );
    }
    // Page boundaries meet: what one page carries forward, the next brings forward.
    expect(pages[1].pageOpeningBalance).toBe(pages[0].pageClosingBalance);
    expect(pages[2].pageOpeningBalance).toBe(pages[1].pageClosingBalance);
  });

  test("JSON without limit answers the first 100 entries; past the end none; limit above 500 is refused", async ({ request }) => {
    const first = await request.get(`${API}/accounts/${clientId}/statement`, { ...admin.auth(), params: year });
    expect(first.status()).toBe(200);
    expect((await first.json()).entries).toHaveLength(100);
    const past = await request.get(`${API}/accounts/${clientId}/statement`, { ...admin.auth(), params: { ...year, skip: 5000 } });
    expect(await past.json()).toMatchObject({ entries: [], pageOpeningBalance: centsText(balances.at(-1)!) });
    await expectApiError(
      await request.get(`${API}/accounts/${clientId}/statement`, { ...admin.auth(), params: { ...year, limit: 501 } }),
      400,
      {
        field: "limit",
      },
    );
  });

  test("CSV has every entry of the period, in ledger order, with its running balance and the closing row", async ({ request }) => {
    const response = await request.get(`${API}/accounts/${clientId}/statement`, { ...admin.auth(), params: { ...year, format: "csv" } });
    expect(response.status()).toBe(200);
    const lines = (await response.text())
      .replace(/^\uFEFF/, "")
      .split("\r\n")
      .filter(Boolean);
    const table = lines.slice(lines.indexOf("Date,Type,Description,Credit,Debit,Balance") + 1);
    expect(table[0]).toBe("2025-01-01,,Balance brought forward,,,1000.00");
    expect(table.slice(1, -1).map((line) => line.split(",").slice(2).join(","))).toEqual(
      written.map((row, index) =>
        [
          row.description,
          row.column === "credit" ? centsText(row.cents) : "",
          row.column === "debit" ? centsText(row.cents) : "",
          centsText(balances[index]!),
        ].join(","),
      ),
    );
    expect(table.at(-1)).toBe(
      `2025-12-31,,Closing balance,${centsText(sum("credit"))},${centsText(sum("debit"))},${centsText(balances.at(-1)!)}`,
    );
  });
});
