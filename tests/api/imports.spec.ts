import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { API, apiLogin, createClientViaApi, expectApiError, tokenHeaders, unique } from "@/tests/support/api";
import { parseCsv } from "@/tests/support/csv";
import {
  checkImportViaApi,
  commitAndWait,
  commitImportViaApi,
  csvOf,
  importFile,
  uploadImport,
  waitForCommit,
} from "@/tests/support/imports";
import { createListingViaApi, listingRefs } from "@/tests/support/listings";
import { ledgerViaApi } from "@/tests/support/accounts";
import { zipOf } from "@/tests/support/zip";
import { clientImportRows } from "@/tests/support/import-rows";
import { withTestDatabase } from "@/tests/support/test-database";

/**
 * Imports (docs/API.md "Imports"): upload → map → dry run → commit →
 * undo, every bad input's clear 4xx, and the round trip export → import.
 */
let admin: string;
let specialist: string;
test.beforeAll(async ({ request }) => {
  admin = await apiLogin(request, "admin");
  specialist = await apiLogin(request, "specialist");
});

const fixture = (name: string) => readFileSync(path.resolve("tests/fixtures/imports", name));
const CLIENT_HEADER = ["Owner", "First name", "Last name", "Cell", "E-mail address", "Address"];

async function clientsNamed(request: APIRequestContext, name: string) {
  const response = await request.get(`${API}/clients`, { headers: tokenHeaders(admin), params: { name, limit: 100 } });
  expect(response.status()).toBe(200);
  return (await response.json()) as { _id: string; name: string; contactFirstName: string; contactEmailAddress: string }[];
}

test("clients: upload proposes a mapping, the dry run writes nothing, the commit writes every valid row with its History, undo removes them", async ({
  request,
}) => {
  const tag = unique("Imp").replace(" ", "");
  const csv = csvOf([
    CLIENT_HEADER,
    [`${tag} One`, "Ann", "Baptiste", "+1 758 555 0101", `one.${tag}@example.com`, "1 Bay St"],
    [`${tag} Two`, "Bob", "Charles", "555 0102", `two.${tag}@example.com`, "2 Bay St"],
    [`${tag} Bad`, "", "Nobody", "555", "not-an-email", "3 Bay St"],
    [`=HYPERLINK("http://evil")`, "Eve", "Formula", "555", `eve.${tag}@example.com`, "4 Bay St"],
  ]);
  const upload = await importFile(request, admin, "clients", `${tag}.csv`, csv);
  expect(upload.kind).toBe("clients");
  expect(upload.columns).toEqual(CLIENT_HEADER);
  expect(upload.rowCount).toBe(4);
  expect(upload.sample).toHaveLength(4);
  expect(upload.mapping).toEqual({
    Owner: "name",
    "First name": "contactFirstName",
    "Last name": "contactLastName",
    Cell: "contactPrimaryNumber",
    "E-mail address": "contactEmailAddress",
    Address: "contactMailingAddress",
  });

  const check = await checkImportViaApi(request, admin, upload._id);
  expect(check).toMatchObject({ valid: 3, invalid: 1, new: 3, duplicates: 0, dateOrderNeeded: false });
  expect(check.errors).toEqual(
    expect.arrayContaining([
      { row: 4, column: "First name", field: "contactFirstName", message: expect.stringMatching(/required/i), name: `${tag} Bad` },
      {
        row: 4,
        column: "E-mail address",
        field: "contactEmailAddress",
        message: expect.stringMatching(/valid e-mail/i),
        name: `${tag} Bad`,
      },
    ]),
  );
  expect(await clientsNamed(request, tag)).toHaveLength(0);

  const errors = await request.get(`${API}/imports/${upload._id}/errors.csv`, { headers: tokenHeaders(admin) });
  expect(errors.status()).toBe(200);
  const errorRows = parseCsv(await errors.text()).filter((row) => row.some(Boolean));
  expect(errorRows[0]).toEqual(["Error", ...CLIENT_HEADER]);
  expect(errorRows).toHaveLength(2);
  expect(errorRows[1]![0]).toMatch(/First name: .*E-mail address: /);
  expect(errorRows[1]!.slice(1)).toEqual([`${tag} Bad`, "", "Nobody", "555", "not-an-email", "3 Bay St"]);

  expect(await commitImportViaApi(request, admin, upload._id)).toEqual({ created: 3, updated: 0, skipped: 0, invalid: 1 });
  const created = await clientsNamed(request, tag);
  expect(created.map((client) => client.name).sort()).toEqual([`${tag} One`, `${tag} Two`]);
  // The formula-looking name stays text, as it was.
  const formula = await request.get(`${API}/clients`, { headers: tokenHeaders(admin), params: { name: "HYPERLINK", limit: 50 } });
  expect(((await formula.json()) as { name: string }[]).map((client) => client.name)).toContain(`=HYPERLINK("http://evil")`);

  const history = await request.get(`${API}/history/clients/${created[0]!._id}`, { headers: tokenHeaders(admin) });
  const events = (await history.json()) as { action: string; changes: { to: string | null }[] }[];
  expect(events[0]).toMatchObject({ action: "create", changes: [{ to: `imported from ${tag}.csv` }] });

  await expectApiError(await request.post(`${API}/imports/${upload._id}/commit`, { headers: tokenHeaders(admin) }), 409);

  const listed = await request.get(`${API}/imports`, { headers: tokenHeaders(admin), params: { limit: 100, imported: "true" } });
  expect(listed.status()).toBe(200);
  const mine = ((await listed.json()) as { _id: string; status: string; created: number; fileName: string }[]).find(
    (row) => row._id === upload._id,
  );
  expect(mine).toMatchObject({ status: "committed", created: 3, fileName: `${tag}.csv` });

  const undo = await request.post(`${API}/imports/${upload._id}/undo`, { headers: tokenHeaders(admin) });
  expect(undo.status(), await undo.text()).toBe(200);
  expect(await undo.json()).toEqual({ removed: 3, restored: 0 });
  expect(await clientsNamed(request, tag)).toHaveLength(0);
  await expectApiError(await request.post(`${API}/imports/${upload._id}/undo`, { headers: tokenHeaders(admin) }), 409);
});

test("the commit is a job: 202 at once, a second commit while it runs is a 409, the progress reaches its total, the rows go in once", async ({
  request,
}) => {
  const tag = unique("Job").replace(" ", "");
  // 600 new rows and one that updates an existing client: the test holds that client's row, so the commit's
  // transaction waits on it — really running — while the second commit and the new check are asked for.
  const existing = await createClientViaApi(request, admin);
  const duplicate = [existing.name, "Held", "Baptiste", "555 0101", existing.contactEmailAddress as string, "1 Bay St"];
  const upload = await importFile(
    request,
    admin,
    "clients",
    `${tag}.csv`,
    csvOf([CLIENT_HEADER, ...clientImportRows(tag, 600), duplicate]),
  );
  expect(await checkImportViaApi(request, admin, upload._id, { duplicates: "update" })).toMatchObject({ new: 600, updated: 1, invalid: 0 });

  await withTestDatabase(async (client) => {
    await client.query("BEGIN");
    try {
      await client.query("SELECT id FROM clients WHERE id = $1::uuid FOR UPDATE", [existing._id]);
      const { rows } = await client.query<{ pid: number }>("SELECT pg_backend_pid() AS pid");
      const holder = rows[0]!.pid;

      const first = await request.post(`${API}/imports/${upload._id}/commit`, { headers: tokenHeaders(admin) });
      expect(first.status(), await first.text()).toBe(202);
      expect(await first.json()).toMatchObject({
        _id: upload._id,
        status: "committing",
        progress: { done: 0, total: 0 },
        commitError: null,
      });
      // The commit's transaction holds the import (its advisory lock) and waits on the client row this test holds.
      await expect
        .poll(
          async () =>
            (
              await client.query<{ waiting: string }>(
                `SELECT count(*) AS waiting FROM pg_stat_activity a
                  WHERE $1::int = ANY (pg_blocking_pids(a.pid))
                    AND EXISTS (SELECT 1 FROM pg_locks l WHERE l.pid = a.pid AND l.locktype = 'advisory' AND l.granted
                      AND l.objsubid = 1 AND ((l.classid::bigint << 32) | l.objid::bigint) = hashtextextended($2, 31))`,
                [holder, upload._id],
              )
            ).rows[0]!.waiting,
          { timeout: 30_000, message: "the commit runs and waits on the held row" },
        )
        .toBe("1");

      const [again, check] = await Promise.all([
        request.post(`${API}/imports/${upload._id}/commit`, { headers: tokenHeaders(admin) }),
        request.put(`${API}/imports/${upload._id}`, { headers: tokenHeaders(admin), data: {} }),
      ]);
      await expectApiError(again, 409, { message: /being imported/ });
      await expectApiError(check, 409, { message: /being imported/ });
    } finally {
      await client.query("ROLLBACK");
    }
  });

  const done = await waitForCommit(request, admin, upload._id);
  expect(done).toMatchObject({
    status: "committed",
    created: 600,
    updated: 1,
    skipped: 0,
    invalid: 0,
    progress: { done: 601, total: 601 },
  });
  await expectApiError(await request.post(`${API}/imports/${upload._id}/commit`, { headers: tokenHeaders(admin) }), 409, {
    message: /already been imported/,
  });
  const listed = await request.get(`${API}/clients`, { headers: tokenHeaders(admin), params: { name: tag, limit: 1 } });
  expect(listed.headers()["x-total-count"]).toBe("600");
  const undone = await request.post(`${API}/imports/${upload._id}/undo`, { headers: tokenHeaders(admin) });
  expect(await undone.json()).toEqual({ removed: 600, restored: 1 });
});

test("duplicates: skipped by default, updated on request (only the mapped fields), put back by undo; undo refuses when a record changed since", async ({
  request,
}) => {
  const existing = await createClientViaApi(request, admin, { contactSecondaryNumber: "555 9999" });
  const csv = csvOf([
    ["Name", "E-mail", "First name"],
    [existing.name.toUpperCase(), existing.contactEmailAddress as string, "Renamed"],
  ]);
  const upload = await importFile(request, admin, "clients", "dupes.csv", csv);
  expect(await checkImportViaApi(request, admin, upload._id)).toMatchObject({ duplicates: 1, skipped: 1, new: 0, invalid: 0 });
  expect(await checkImportViaApi(request, admin, upload._id, { duplicates: "update" })).toMatchObject({ duplicates: 1, updated: 1 });
  expect(await commitImportViaApi(request, admin, upload._id)).toMatchObject({ created: 0, updated: 1 });

  const details = async () =>
    (await (await request.get(`${API}/clients/details/${existing._id}`, { headers: tokenHeaders(admin) })).json()) as Record<
      string,
      unknown
    >;
  expect(await details()).toMatchObject({
    contactFirstName: "Renamed",
    contactSecondaryNumber: "555 9999",
    name: existing.name.toUpperCase(),
  });

  const undo = await request.post(`${API}/imports/${upload._id}/undo`, { headers: tokenHeaders(admin) });
  expect(await undo.json()).toEqual({ removed: 0, restored: 1 });
  expect(await details()).toMatchObject({ contactFirstName: "Celestine", name: existing.name });

  // Import again, then someone edits the record: undo names it and changes nothing.
  const again = await importFile(request, admin, "clients", "dupes-again.csv", csv);
  await checkImportViaApi(request, admin, again._id, { duplicates: "update" });
  await commitImportViaApi(request, admin, again._id);
  const edit = await request.put(`${API}/clients/update`, {
    headers: tokenHeaders(admin),
    data: { _id: existing._id, contactLastName: "Edited" },
  });
  expect(edit.status()).toBe(200);
  const refused = await expectApiError(await request.post(`${API}/imports/${again._id}/undo`, { headers: tokenHeaders(admin) }), 409);
  expect(refused.message).toContain(existing.name.toUpperCase());
  expect(await details()).toMatchObject({ contactFirstName: "Renamed", contactLastName: "Edited" });
});

// All or nothing (a failure halfway through the writes leaves nothing, the import back to "uploaded" with the reason):
// tests/db/import-commit-job.test.ts, which can make the database refuse a row of the second batch.

test("an acre value wider than the column is the field's error in the dry run and the API, never a 5xx", async ({ request }) => {
  const refs = await listingRefs(request, admin);
  const tag = unique("Acres").replace(" ", "");
  const row = (name: string, acres: string) => [
    name,
    refs.clientName,
    "e2e.specialist@agency.test",
    "For Sale",
    "Land Only",
    "Gros Islet",
    "Residential",
    "90000",
    "8000",
    acres,
  ];
  const header = [
    "Property name",
    "Client",
    "Property specialist",
    "Status",
    "Listing type",
    "Location",
    "Zoning",
    "Sale price",
    "Lot size (sq ft)",
    "Lot size (acres)",
  ];
  const csv = csvOf([
    header,
    // numeric(14,4) holds ten whole digits: the eleven-digit value is refused by the schema, the ten-digit one goes in.
    row(`${tag} Wide`, "99999999999"),
    row(`${tag} Widest`, "9999999999.9999"),
  ]);
  const upload = await importFile(request, admin, "listings", "acres.csv", csv);
  const check = await checkImportViaApi(request, admin, upload._id);
  expect(check).toMatchObject({ new: 1, invalid: 1 });
  expect(check.errors).toEqual([
    { row: 2, column: "Lot size (acres)", field: "lotSizeAcres", message: "Lot size (acres) is too large.", name: `${tag} Wide` },
  ]);
  expect(await commitImportViaApi(request, admin, upload._id)).toMatchObject({ created: 1, invalid: 1 });

  const only = csvOf([header, row(`${tag} Alone`, "10000000000")]);
  const alone = await importFile(request, admin, "listings", "acres-alone.csv", only);
  expect(await checkImportViaApi(request, admin, alone._id)).toMatchObject({ new: 0, invalid: 1 });
  expect(await commitAndWait(request, admin, alone._id)).toMatchObject({
    status: "uploaded",
    commitError: expect.stringMatching(/No row can be imported/),
  });
});

test("the commit checks again: a row whose owner was deleted since the dry run is left out", async ({ request }) => {
  const owner = await createClientViaApi(request, admin);
  const other = await createClientViaApi(request, admin);
  const csv = csvOf([
    ["Owner", "Amount", "Date"],
    [owner.name, "100.00", "2025-01-02"],
    [other.name, "200.00", "2025-01-02"],
  ]);
  const upload = await importFile(request, admin, "opening-balances", "balances.csv", csv);
  expect(await checkImportViaApi(request, admin, upload._id)).toMatchObject({ new: 2, invalid: 0 });
  expect((await request.delete(`${API}/clients/remove/${other._id}`, { headers: tokenHeaders(admin) })).status()).toBe(200);
  expect(await commitImportViaApi(request, admin, upload._id)).toMatchObject({ created: 1, invalid: 1 });
  const ledger = await ledgerViaApi(request, admin, owner._id);
  expect(JSON.stringify(ledger)).toContain("100.00");
});

test("opening balances post through the ledger: a credit, or a debit for (negative) amounts; undo deletes the entries", async ({
  request,
}) => {
  const owner = await createClientViaApi(request, admin);
  const debtor = await createClientViaApi(request, admin);
  const csv = csvOf([
    ["Client", "Date", "Opening balance", "Memo"],
    [owner.contactEmailAddress as string, "15/01/2025", "$1,250.50", ""],
    [debtor.name, "2025-01-20", "(300.00)", "Owed at move-in"],
    ["No Such Owner 31", "2025-01-20", "10", ""],
  ]);
  const upload = await importFile(request, admin, "opening-balances", "opening.csv", csv);
  expect(upload.mapping).toEqual({ Client: "client", Date: "date", "Opening balance": "amount", Memo: "description" });
  const check = await checkImportViaApi(request, admin, upload._id);
  expect(check).toMatchObject({ new: 2, invalid: 1 });
  expect(check.errors).toEqual([
    { row: 4, column: "Client", field: "client", message: expect.stringContaining("No client"), name: "No Such Owner 31" },
  ]);
  await commitImportViaApi(request, admin, upload._id);

  const credit = await ledgerViaApi(request, admin, owner._id);
  expect(JSON.stringify(credit)).toMatch(/"column":"credit".*"value":"1250.50"|"value":"1250.50".*"column":"credit"/);
  expect(JSON.stringify(credit)).toContain("Opening balance");
  const debit = await ledgerViaApi(request, admin, debtor._id);
  expect(JSON.stringify(debit)).toMatch(/"column":"debit"/);

  const undo = await request.post(`${API}/imports/${upload._id}/undo`, { headers: tokenHeaders(admin) });
  expect(await undo.json()).toEqual({ removed: 2, restored: 0 });
  expect(JSON.stringify(await ledgerViaApi(request, admin, owner._id))).not.toContain("1250.50");
});

test("listings: owner by name, lease dates in the chosen order, chips, amounts with $ and thousands", async ({ request }) => {
  const refs = await listingRefs(request, admin);
  const name = unique("Imported Villa");
  const csv = csvOf([
    [
      "Property",
      "Owner",
      "Specialist",
      "Status",
      "Listing type",
      "Type",
      "Location",
      "Zoning",
      "Rent",
      "Lot size",
      "Acres",
      "Property size",
      "Beds",
      "Baths",
      "Amenities",
      "Lease start",
      "Lease end",
      "Tenant",
    ],
    [
      name,
      refs.clientName,
      "e2e.specialist@agency.test",
      "Rented",
      "Land & Property",
      "Villa",
      "Rodney Bay",
      "Residential",
      "$1,550.00",
      "8,000",
      "0.18",
      "2,400",
      "3",
      "2",
      "Pool, Sea view",
      "03/04/2026",
      "02/04/2027",
      "Ann Baptiste",
    ],
  ]);
  const upload = await importFile(request, admin, "listings", "listings.csv", csv);
  const ambiguous = await checkImportViaApi(request, admin, upload._id);
  expect(ambiguous).toMatchObject({ dateOrderNeeded: true, invalid: 1 });
  expect(ambiguous.errors.map((error) => error.field)).toEqual(["leaseStartDate", "leaseEndDate"]);
  expect(await checkImportViaApi(request, admin, upload._id, { dateOrder: "dmy" })).toMatchObject({ new: 1, invalid: 0 });
  await commitImportViaApi(request, admin, upload._id);

  const list = await request.get(`${API}/listings`, { headers: tokenHeaders(admin), params: { propertyName: name } });
  const [listing] = (await list.json()) as Record<string, unknown>[];
  expect(listing).toMatchObject({
    propertyName: name,
    client: refs.client,
    propertySpecialist: refs.propertySpecialist,
    status: "rented",
    cost: { rentalPriceInUS: "1550.00" },
    size: { lotSizeSqFeet: "8000.00", propertySizeSqFeet: "2400.00" },
    amenities: [{ name: "Pool" }, { name: "Sea view" }],
    currentLease: { startDate: "2026-04-03", endDate: "2027-04-02", tenantName: "Ann Baptiste" },
  });
});

test.describe("files from another writer (openpyxl)", () => {
  test.describe.configure({ mode: "serial" });

  test("an XLSX of clients: accents, a formula-looking text cell kept as text, a bad row reported", async ({ request }) => {
    const upload = await importFile(request, admin, "clients", "owners.xlsx", fixture("clients-openpyxl.xlsx"));
    expect(upload.mapping).toMatchObject({ Owner: "name", Surname: "contactLastName", Cell: "contactPrimaryNumber", Computed: null });
    const check = await checkImportViaApi(request, admin, upload._id);
    expect(check.invalid).toBe(1);
    expect(check.new + check.skipped).toBe(3);
    await commitImportViaApi(request, admin, upload._id);
    const [jose] = await clientsNamed(request, "Fixture Estates Ltd");
    expect(jose).toMatchObject({ contactFirstName: "José" });
  });

  test("an XLSX of listings: Excel date cells", async ({ request }) => {
    const upload = await importFile(request, admin, "listings", "villas.xlsx", fixture("listings-openpyxl.xlsx"));
    const check = await checkImportViaApi(request, admin, upload._id);
    // No specialist column: an admin must name one.
    expect(check.errors.map((error) => error.field)).toEqual(["propertySpecialist"]);
  });

  test("a specialist importing the same file is its specialist", async ({ request }) => {
    const upload = await importFile(request, specialist, "listings", "villas.xlsx", fixture("listings-openpyxl.xlsx"));
    const check = await checkImportViaApi(request, specialist, upload._id);
    expect(check.errors).toEqual([]);
    expect(check.new + check.skipped).toBe(1);
  });
});

test("round trip: the console's own exports import back as duplicates, nothing new", async ({ request }) => {
  const refs = await listingRefs(request, admin);
  const tag = unique("Trip").replace(" ", "");
  await createClientViaApi(request, admin, { name: `${tag} Client A`, contactPrimaryNumber: "+1 758 555 0111" });
  await createClientViaApi(request, admin, { name: `${tag} Client B`, contactWebsiteURL: "example.com" });
  await createListingViaApi(request, admin, refs, { propertyName: `${tag} Listing`, notes: "=1+1 stays text" });
  const provider = await request.post(`${API}/services/providers/register`, {
    headers: tokenHeaders(admin),
    data: {
      name: `${tag} Provider`,
      contactFirstName: "P",
      contactLastName: "Q",
      contactPrimaryNumber: "-555",
      contactEmailAddress: `p.${tag}@example.com`,
      contactMailingAddress: "x",
    },
  });
  expect(provider.status()).toBe(201);

  for (const [entity, kind, params, count] of [
    ["clients", "clients", { name: tag }, 2],
    ["service-providers", "service-providers", { name: tag }, 1],
    ["listings", "listings", { propertyName: tag }, 1],
  ] as const) {
    const exported = await request.get(`${API}/export/${entity}`, { headers: tokenHeaders(admin), params });
    expect(exported.status()).toBe(200);
    const upload = await importFile(request, admin, kind, `${entity}.csv`, await exported.body());
    const check = await checkImportViaApi(request, admin, upload._id);
    expect(check, `${entity}: ${JSON.stringify(check.errors)}`).toMatchObject({ new: 0, invalid: 0, duplicates: count, skipped: count });
    // Updating from the export changes nothing: every row is unchanged, none counted as updated (issue 44).
    expect(await checkImportViaApi(request, admin, upload._id, { duplicates: "update" })).toMatchObject({
      invalid: 0,
      updated: 0,
      unchanged: count,
    });
  }
});

test.describe("bad input gets a clear answer, never a 5xx", () => {
  const csv = Buffer.from("Name\nA\n");

  test("415: not CSV or XLSX by its bytes, whatever its name; not a multipart body", async ({ request }) => {
    const png = Buffer.from("89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489", "hex");
    await expectApiError(await uploadImport(request, admin, "clients", { name: "owners.csv", buffer: png }), 415);
    const pdf = Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.from([0, 1, 2, 3, 0, 0, 0, 5])]);
    await expectApiError(await uploadImport(request, admin, "clients", { name: "owners.xlsx", buffer: pdf }), 415);
    await expectApiError(await request.post(`${API}/imports`, { headers: tokenHeaders(admin), data: { kind: "clients" } }), 415);
  });

  test("413: a file over IMPORT_MAX_BYTES", async ({ request }) => {
    const big = Buffer.alloc(20 * 1024 * 1024 + 1, 0x61);
    await expectApiError(await uploadImport(request, admin, "clients", { name: "big.csv", buffer: big }), 413, {
      message: /larger than 20 MB/,
    });
  });

  test("422: more than 50,000 rows; a ZIP bomb; external links; no rows", async ({ request }) => {
    const rows = Buffer.from(`Name\n${"x\n".repeat(50_001)}`);
    await expectApiError(await uploadImport(request, admin, "clients", { name: "rows.csv", buffer: rows }), 422, {
      message: /more than 50,000 rows/,
    });
    await expectApiError(
      await uploadImport(request, admin, "clients", {
        name: "bomb.xlsx",
        buffer: xlsxWith("xl/worksheets/sheet1.xml", Buffer.alloc(30 * 1024 * 1024)),
      }),
      422,
      {
        message: /too large once unpacked/,
      },
    );
    await expectApiError(
      await uploadImport(request, admin, "clients", {
        name: "links.xlsx",
        buffer: xlsxWith("xl/externalLinks/externalLink1.xml", Buffer.from("<x/>")),
      }),
      422,
      {
        message: /external links/,
      },
    );
    await expectApiError(await uploadImport(request, admin, "clients", { name: "empty.csv", buffer: Buffer.from("Name\n") }), 422);
  });

  test("400: an unknown kind, no file, a mapping to an unknown column or field, the same field twice, bad choices", async ({ request }) => {
    await expectApiError(await uploadImport(request, admin, "owners", { name: "a.csv", buffer: csv }), 400, { field: "kind" });
    await expectApiError(await request.post(`${API}/imports`, { headers: tokenHeaders(admin), multipart: { kind: "clients" } }), 400, {
      field: "file",
    });
    const upload = await importFile(request, admin, "clients", "a.csv", "Name,Other\nA,B\n");
    const put = (data: unknown) => request.put(`${API}/imports/${upload._id}`, { headers: tokenHeaders(admin), data });
    await expectApiError(await put({ mapping: { Missing: "name" } }), 400, { field: "mapping" });
    await expectApiError(await put({ mapping: { Name: "salary" } }), 400, { field: "mapping" });
    await expectApiError(await put({ mapping: { Name: "name", Other: "name" } }), 400, { field: "mapping" });
    await expectApiError(await put({ dateOrder: "ymd" }), 400, { field: "dateOrder" });
    await expectApiError(await put({ duplicates: "merge" }), 400, { field: "duplicates" });
  });

  test("403: a specialist cannot import opening balances; 404: another specialist's import", async ({ request }) => {
    await expectApiError(await uploadImport(request, specialist, "opening-balances", { name: "a.csv", buffer: csv }), 403);
    await expectApiError(await request.get(`${API}/imports/template/opening-balances`, { headers: tokenHeaders(specialist) }), 403);
    const adminsImport = await importFile(request, admin, "clients", "a.csv", csv);
    await expectApiError(await request.put(`${API}/imports/${adminsImport._id}`, { headers: tokenHeaders(specialist), data: {} }), 404);
    await expectApiError(await request.post(`${API}/imports/${adminsImport._id}/commit`, { headers: tokenHeaders(specialist) }), 404);
  });

  test("a commit of no importable row fails as a whole: back to uploaded with the reason, and can be tried again", async ({ request }) => {
    const upload = await importFile(request, admin, "clients", "bad.csv", "Name\nOnly a name\n");
    const failed = await commitAndWait(request, admin, upload._id);
    expect(failed).toMatchObject({ status: "uploaded", created: 0, commitError: expect.stringMatching(/No row can be imported/) });
    // The failure is not final: the import can be checked and committed again (and fails again, for the same reason).
    expect(await checkImportViaApi(request, admin, upload._id)).toMatchObject({ invalid: 1 });
    expect(await commitAndWait(request, admin, upload._id)).toMatchObject({ status: "uploaded" });
  });
});

test("templates: CSV and XLSX with the kind's labels and an example row, which import back as they are", async ({ request }) => {
  const csv = await request.get(`${API}/imports/template/listings`, { headers: tokenHeaders(admin), params: { format: "csv" } });
  expect(csv.status()).toBe(200);
  expect(csv.headers()["content-type"]).toBe("text/csv; charset=utf-8");
  const [header] = parseCsv(await csv.text());
  expect(header!.slice(0, 3)).toEqual(["Property name", "Client", "Property specialist"]);

  const xlsx = await request.get(`${API}/imports/template/clients`, { headers: tokenHeaders(admin), params: { format: "xlsx" } });
  expect(xlsx.status()).toBe(200);
  const upload = await importFile(request, admin, "clients", "template.xlsx", await xlsx.body());
  expect(Object.values(upload.mapping).every((field) => field !== null)).toBe(true);
  expect(await checkImportViaApi(request, admin, upload._id)).toMatchObject({ invalid: 0 });
  await expectApiError(
    await request.get(`${API}/imports/template/clients`, { headers: tokenHeaders(admin), params: { format: "pdf" } }),
    400,
  );
  await expectApiError(await request.get(`${API}/imports/template/owners`, { headers: tokenHeaders(admin) }), 404);
});

/** A ZIP with [Content_Types].xml and one deflated entry (declared sizes true). */
function xlsxWith(name: string, data: Buffer): Buffer {
  return zipOf([
    { name: "[Content_Types].xml", data: Buffer.from("<Types/>"), deflate: true },
    { name, data, deflate: true },
  ]);
}
