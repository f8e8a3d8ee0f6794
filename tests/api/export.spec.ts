import { expect, test, type APIRequestContext } from "@playwright/test";
import { SEARCH_ENTITIES, type Criterion, type SearchEntity } from "@/lib/schemas/search";
import { API, apiLogin, createClientViaApi, expectApiError, tokenHeaders, signInEachTest } from "@/tests/support/api";
import { csvRecords, parseCsv } from "@/tests/support/csv";
import { AGENCY_TIME_ZONE, agencyToday } from "@/tests/support/reminders";
import { listWith, makeRecords, newFixture, type Fixture } from "@/tests/support/search-fixtures";

/**
 * GET /export/{entity}: the list's filter (criteria, sort) as a CSV of every
 * matching row, read back and checked against the list itself.
 */
const admin = signInEachTest();

async function exportOf(request: APIRequestContext, entity: SearchEntity, params: Record<string, string>, as = admin.token) {
  const response = await request.get(`${API}/export/${entity}`, { headers: tokenHeaders(as), params });
  const body = await response.body();
  return { response, text: body.toString("utf8"), bytes: body };
}

const withTag = (fixture: Fixture, criteria: Criterion[] = []) => JSON.stringify([fixture.tagged, ...criteria]);

/** The first column of each entity's CSV, and the JSON value it shows. */
const FIRST_COLUMN: Record<SearchEntity, [header: string, json: string]> = {
  clients: ["Name", "name"],
  listings: ["Property name", "propertyName"],
  "service-providers": ["Name", "name"],
  "service-orders": ["Order number", "orderNumber"],
  reminders: ["Name", "name"],
  accounts: ["Name", "name"],
  users: ["First name", "firstName"],
  tenants: ["Name", "name"],
};

for (const entity of SEARCH_ENTITIES) {
  test(`${entity}: the filtered list's rows, in the list's order, as CSV`, async ({ request }) => {
    test.setTimeout(120_000);
    const fixture = newFixture(entity);
    await makeRecords(request, admin.token, fixture);
    const sort = {
      clients: "contactFirstName",
      listings: "cost.salePriceInUS",
      "service-providers": "name",
      "service-orders": "serviceDueDateTime",
      reminders: "dateTime",
      accounts: "accountBalance",
      users: "lastName",
      tenants: "email",
    }[entity];
    const params = { criteria: withTag(fixture), sort, order: "desc" };
    const list = await listWith(request, admin.token, fixture, [], { sort, order: "desc" });
    const { response, text, bytes } = await exportOf(request, entity, { ...params, skip: "1", limit: "1" });

    expect(response.status(), text.slice(0, 300)).toBe(200);
    expect(response.headers()["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers()["content-disposition"]).toBe(
      `attachment; filename="${entity}-${agencyToday()}.csv"; filename*=UTF-8''${entity}-${agencyToday()}.csv`,
    );
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const { header, records } = csvRecords(text);
    expect(header[0]).toBe(FIRST_COLUMN[entity][0]);
    // skip and limit are ignored: an export has every matching row.
    expect(records).toHaveLength(list.items.length);
    expect(Number(response.headers()["x-total-count"])).toBe(list.items.length);
    const [column, path] = FIRST_COLUMN[entity];
    expect(records.map((record) => record[column])).toEqual(list.items.map((item) => String(item[path])));
  });
}

test("listings: money as plain decimals, enumerations by label, references by name, dates yyyy-MM-dd", async ({ request }) => {
  const fixture = newFixture("listings");
  await makeRecords(request, admin.token, fixture);
  const criteria = withTag(fixture, [{ fieldName: "status", operator: "eq", value: ["for-rent", "rented"] }]);
  const { text } = await exportOf(request, "listings", { criteria, sort: "propertyName" });
  const { header, records } = csvRecords(text);
  expect(header).toEqual(
    expect.arrayContaining(["Client", "Property specialist", "Status", "Sale price (US$)", "Lease end", `Created (${AGENCY_TIME_ZONE})`]),
  );
  expect(records.map((record) => record["Property name"])).toEqual([`${fixture.tag} Harbour Flat`, `${fixture.tag} Heights House`]);
  const [flat, house] = records as [Record<string, string>, Record<string, string>];
  expect(flat).toMatchObject({
    Status: "For Rent",
    "Listing type": "Land & Property",
    "Property type": "Apartment",
    Zoning: "Commercial",
    "Rent per month (US$)": "2500.00",
    "Sale price (US$)": "",
    Negotiable: "No",
    Bedrooms: "2",
    "Lease end": "2026-12-31",
    "Tenant name": "Tenant One",
    "Property specialist": "Sasha Specialist",
    Amenities: "Pool; Sea view",
  });
  expect(flat.Client).toMatch(/^Client [0-9a-f]{8}$/);
  expect(house).toMatchObject({ Status: "Rented", "Rent per month (US$)": "3200.00", Negotiable: "Yes", "Lease end": "2027-06-30" });
  expect(flat[`Created (${AGENCY_TIME_ZONE})`]).toMatch(new RegExp(`^${agencyToday()} \\d{2}:\\d{2}$`));
});

test("cells that a spreadsheet would run as a formula are neutralised; numbers are not", async ({ request }) => {
  const client = await createClientViaApi(request, admin.token, {
    name: `=HYPERLINK("http://evil.example","x") ${Date.now()}`,
    contactFirstName: "@SUM(1+1)",
    contactLastName: "-2+3",
    contactPrimaryNumber: "+1 758 555 0101",
  });
  await request.post(`${API}/accounts/transactions/register`, {
    headers: tokenHeaders(admin.token),
    data: { clientRef: client._id, column: "debit", type: "cash", description: "Owed", value: "75.50" },
  });
  const criteria = JSON.stringify([{ fieldName: "name", operator: "equals", value: client.name }]);
  const [row] = csvRecords((await exportOf(request, "clients", { criteria })).text).records;
  expect(row).toMatchObject({
    Name: `'${client.name}`,
    "Contact first name": "'@SUM(1+1)",
    "Contact last name": "'-2+3",
    "Primary number": "'+1 758 555 0101",
  });
  const [account] = csvRecords((await exportOf(request, "accounts", { criteria })).text).records;
  expect(account).toMatchObject({ Name: `'${client.name}`, "Balance (US$)": "-75.50", "Ledger entries": "1" });
});

test("an empty result is the header row alone", async ({ request }) => {
  const criteria = JSON.stringify([{ fieldName: "name", operator: "equals", value: "no client is called this 1f2e3d" }]);
  const { response, text } = await exportOf(request, "clients", { criteria });
  expect(response.status()).toBe(200);
  expect(response.headers()["x-total-count"]).toBe("0");
  expect(parseCsv(text)).toHaveLength(1);
});

test("users: the list's rule holds (a specialist exports specialists only); unknown entities are 404; no session is 401", async ({
  request,
}) => {
  const specialist = await apiLogin(request, "specialist");
  await expectApiError((await exportOf(request, "users", {}, specialist)).response, 403);
  const allowed = await exportOf(request, "users", { role: "property-specialist" }, specialist);
  expect(allowed.response.status()).toBe(200);
  const roles = new Set(csvRecords(allowed.text).records.map((record) => record.Role));
  expect([...roles]).toEqual(["Property Specialist"]);

  for (const entity of ["nope", "statements", "transactions"])
    await expectApiError((await exportOf(request, entity as SearchEntity, {})).response, 404);
  await expectApiError(await request.get(`${API}/export/clients`), 401);
});
