import { expect, test } from "@playwright/test";
import { API, apiLogin, createClientViaApi, expectApiError, tokenHeaders, unique } from "@/tests/support/api";
import { checkImportViaApi, commitImportViaApi, csvOf, importFile } from "@/tests/support/imports";
import { clientImportRows } from "@/tests/support/import-rows";
import { specialistId } from "@/tests/support/listings";
import type { ImportDto } from "@/lib/schemas/import";

/**
 * Imports, round two (issue 44, docs/API.md "Imports"): `missingRequired` on the import and its dry run,
 * `defaults` checked like a cell and kept for the commit, each error row's `name`, `unchanged` rows,
 * and the 409 of an undo that later imports built on naming them.
 */
let admin: string;
let specialist: string;
test.beforeAll(async ({ request }) => {
  admin = await apiLogin(request, "admin");
  specialist = await apiLogin(request, "specialist");
});

const LISTING_HEADER = ["Property", "Owner", "Status", "Location", "Zoning", "Sale price", "Lot size", "Acres"];

test("missingRequired and defaults: the fields no column fills, a value for every row checked like a cell, used by the commit", async ({
  request,
}) => {
  const tag = unique("Dflt").replace(" ", "");
  const owner = await createClientViaApi(request, admin, { name: `${tag} Owner` });
  const csv = csvOf([
    LISTING_HEADER,
    [`${tag} Sea Lot`, owner.name as string, "For Sale", "Soufrière", "Residential", "90000", "8,000", "0.18"],
    [`${tag} Hill Lot`, owner.name as string, "For Sale", "Castries", "Residential", "95000", "9,000", "0.2"],
  ]);
  const upload = (await importFile(request, admin, "listings", `${tag}.csv`, csv)) as unknown as ImportDto;
  expect(upload).toMatchObject({ missingRequired: ["propertySpecialist", "listingType"], defaults: {} });

  // Unchecked, every row is refused — and the table names each row.
  const before = await checkImportViaApi(request, admin, upload._id);
  expect(before).toMatchObject({ missingRequired: ["propertySpecialist", "listingType"], new: 0, invalid: 2 });
  expect(before.errors).toContainEqual({
    row: 3,
    column: null,
    field: "propertySpecialist",
    message: "Property specialist is required.",
    name: `${tag} Hill Lot`,
  });

  // A bad default: a 400 naming the field, nothing kept.
  const put = (data: unknown) => request.put(`${API}/imports/${upload._id}`, { headers: tokenHeaders(admin), data });
  await expectApiError(await put({ defaults: { propertySpecialist: "Nobody Atall" } }), 400, {
    field: "defaults.propertySpecialist",
    message: "Every row's Property specialist: No property specialist is named “Nobody Atall” or has that e-mail address.",
  });
  await expectApiError(await put({ defaults: { listingType: "Castle" } }), 400, { field: "defaults.listingType" });
  await expectApiError(await put({ defaults: { wingspan: "3" } }), 400, {
    field: "defaults.wingspan",
    message: "“wingspan” is not a field of this import.",
  });
  await expectApiError(await put({ defaults: ["x"] }), 400, { field: "defaults" });
  await expectApiError(await put({ defaults: { notes: 5 } }), 400);

  const sasha = await specialistId(request, admin);
  const checked = await checkImportViaApi(request, admin, upload._id, {
    defaults: { propertySpecialist: sasha, listingType: "Land Only" },
  });
  expect(checked).toMatchObject({
    missingRequired: [],
    defaults: { propertySpecialist: sasha, listingType: "Land Only" },
    new: 2,
    invalid: 0,
    errors: [],
  });
  const stored = await request.get(`${API}/imports/${upload._id}`, { headers: tokenHeaders(admin) });
  expect(await stored.json()).toMatchObject({ missingRequired: [], defaults: { propertySpecialist: sasha, listingType: "Land Only" } });
  expect(await commitImportViaApi(request, admin, upload._id)).toMatchObject({ created: 2, invalid: 0 });
  const listings = await request.get(`${API}/listings`, { headers: tokenHeaders(admin), params: { propertyName: tag, limit: 10 } });
  const items = (await listings.json()) as { propertySpecialist: { _id: string } | string; listingType: string }[];
  expect(items).toHaveLength(2);
  for (const item of items) expect(item.listingType).toBe("land-only");
});

test("a specialist's own listings need no specialist: their blank one is themselves", async ({ request }) => {
  const tag = unique("Own").replace(" ", "");
  const csv = csvOf([LISTING_HEADER, [`${tag} Lot`, "Anyone", "For Sale", "Soufrière", "Residential", "90000", "8,000", "0.18"]]);
  const upload = (await importFile(request, specialist, "listings", `${tag}.csv`, csv)) as unknown as ImportDto;
  expect(upload.missingRequired).toEqual(["listingType"]);
});

test("an import that updates from the console's own rows counts them unchanged and writes nothing", async ({ request }) => {
  const tag = unique("Same").replace(" ", "");
  const header = ["Name", "First name", "Last name", "Phone", "E-mail", "Address"];
  const first = await importFile(request, admin, "clients", `${tag}.csv`, csvOf([header, ...clientImportRows(tag, 2)]));
  await checkImportViaApi(request, admin, first._id);
  expect(await commitImportViaApi(request, admin, first._id)).toMatchObject({ created: 2 });

  const again = await importFile(request, admin, "clients", `${tag}-again.csv`, csvOf([header, ...clientImportRows(tag, 2)]));
  expect(await checkImportViaApi(request, admin, again._id, { duplicates: "update" })).toMatchObject({
    new: 0,
    updated: 0,
    unchanged: 2,
    duplicates: 2,
  });
  expect(await commitImportViaApi(request, admin, again._id)).toMatchObject({ created: 0, updated: 0, skipped: 0, invalid: 0 });
  const done = await request.get(`${API}/imports/${again._id}`, { headers: tokenHeaders(admin) });
  expect(await done.json()).toMatchObject({ status: "committed", unchanged: 2, updated: 0 });
});

test("undoing an import later imports built on: a 409 naming them (ids and files) to undo first", async ({ request }) => {
  const tag = unique("Base").replace(" ", "");
  const header = ["Name", "First name", "Last name", "Phone", "E-mail", "Address"];
  const owners = await importFile(request, admin, "clients", `${tag}-owners.csv`, csvOf([header, ...clientImportRows(tag, 1)]));
  await checkImportViaApi(request, admin, owners._id);
  await commitImportViaApi(request, admin, owners._id);
  const sasha = await specialistId(request, admin);
  const lots = await importFile(
    request,
    admin,
    "listings",
    `${tag}-lots.csv`,
    csvOf([LISTING_HEADER, [`${tag} Lot`, `${tag} 0`, "For Sale", "Soufrière", "Residential", "90000", "8,000", "0.18"]]),
  );
  await checkImportViaApi(request, admin, lots._id, { defaults: { propertySpecialist: sasha, listingType: "land-only" } });
  expect(await commitImportViaApi(request, admin, lots._id)).toMatchObject({ created: 1 });

  const undo = (id: string) => request.post(`${API}/imports/${id}/undo`, { headers: tokenHeaders(admin) });
  const refused = await expectApiError(await undo(owners._id), 409, {
    message: new RegExp(`Undo the later import that built on it first \\(newest first\\): ${tag}-lots\\.csv; then undo this one\\.`),
  });
  expect(refused.fieldErrors).toMatchObject({ laterImports: [lots._id], laterImportFiles: [`${tag}-lots.csv`] });

  expect((await undo(lots._id)).status()).toBe(200);
  const undone = await undo(owners._id);
  expect(undone.status(), await undone.text()).toBe(200);
  expect(await undone.json()).toEqual({ removed: 1, restored: 0 });
});
