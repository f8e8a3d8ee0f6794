import { expect, test, type APIRequestContext } from "@playwright/test";
import { randomBytes } from "node:crypto";
import type { SavedFilterDto } from "@/lib/schemas/saved-filter";
import { MAX_CRITERIA_VALUES_TOTAL, MAX_CRITERION_VALUES, type SearchFieldDefinition } from "@/lib/schemas/search";
import { API, expectApiError, unique, signInEachTest } from "@/tests/support/api";
import { createListingViaApi, listingRefs } from "@/tests/support/listings";

/**
 * Issue 32 §3: lookup fields that list their values take several as one condition — `in` ("Is any of") and
 * `notIn` ("Is none of") with an array value — checked like every criterion, within the same size limits,
 * in lists, exports and saved filters.
 */
const admin = signInEachTest();
const param = (criteria: unknown) => JSON.stringify(criteria);

async function listingNames(request: APIRequestContext, criteria: unknown): Promise<string[]> {
  const response = await request.get(`${API}/listings`, { ...admin.auth(), params: { criteria: param(criteria), limit: 50 } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { propertyName: string }[]).map((listing) => listing.propertyName).sort();
}

test("the definitions offer Is any of / Is none of where the values are listed, not for record lookups", async ({ request }) => {
  const fields = (await (await request.get(`${API}/search/fields/listings`, admin.auth())).json()) as SearchFieldDefinition[];
  const byName = new Map(fields.map((field) => [field.field, field]));
  expect(byName.get("status")!.options).toEqual([
    { operator: "eq", name: "Is", multiple: true },
    { operator: "ne", name: "Is not", multiple: true },
    { operator: "in", name: "Is any of", multiple: true },
    { operator: "notIn", name: "Is none of", multiple: true },
  ]);
  expect(byName.get("propertySpecialist")!.options.map((option) => option.operator)).toEqual(["eq", "ne", "in", "notIn"]);
  expect(byName.get("client")!.options.map((option) => option.operator)).toEqual(["eq", "ne"]);
});

test("in / notIn filter the list and the export: 'For Rent or For Rent & Sale' is one condition", async ({ request }) => {
  const tag = `in${randomBytes(3).toString("hex")}`;
  const refs = await listingRefs(request, admin.token);
  const rent = await createListingViaApi(request, admin.token, refs, { propertyName: `${tag} Rent`, status: "for-rent" });
  const both = await createListingViaApi(request, admin.token, refs, { propertyName: `${tag} Both`, status: "rent-and-sale" });
  const sale = await createListingViaApi(request, admin.token, refs, { propertyName: `${tag} Sale`, status: "for-sale" });
  const mine = { fieldName: "propertyName", operator: "contains", value: tag };

  const anyOf = [mine, { fieldName: "status", operator: "in", value: ["for-rent", "rent-and-sale"] }];
  expect(await listingNames(request, anyOf)).toEqual([both.propertyName, rent.propertyName]);
  const noneOf = [mine, { fieldName: "status", operator: "notIn", value: ["for-rent", "rent-and-sale"] }];
  expect(await listingNames(request, noneOf)).toEqual([sale.propertyName]);
  // One value in a list is a list of one.
  expect(await listingNames(request, [mine, { fieldName: "status", operator: "in", value: ["for-sale"] }])).toEqual([sale.propertyName]);

  const exported = await request.get(`${API}/export/listings`, { ...admin.auth(), params: { criteria: param(anyOf) } });
  expect(exported.status()).toBe(200);
  expect(exported.headers()["x-total-count"]).toBe("2");
});

test("in / notIn are checked like the rest: a list, of known values, within the size limits", async ({ request }) => {
  const get = (criteria: unknown) => request.get(`${API}/listings`, { ...admin.auth(), params: { criteria: param(criteria) } });
  await expectApiError(await get([{ fieldName: "status", operator: "in", value: "for-rent" }]), 400, {
    field: "criteria.0.value",
    message: /list of values/,
  });
  await expectApiError(await get([{ fieldName: "status", operator: "notIn", value: ["for-rent", "castle"] }]), 400, {
    field: "criteria.0.value",
    message: /one of: for-rent/,
  });
  await expectApiError(await get([{ fieldName: "status", operator: "in", value: [] }]), 400, { field: "criteria.0.value" });
  // A record lookup searched by name takes eq / ne only.
  await expectApiError(await get([{ fieldName: "client", operator: "in", value: [refsId()] }]), 400, { field: "criteria.0.operator" });
  // Text and numbers take no in.
  await expectApiError(await get([{ fieldName: "propertyName", operator: "in", value: ["a"] }]), 400, { field: "criteria.0.operator" });
  // More values than a condition takes, and than all conditions take together.
  const many = Array.from({ length: MAX_CRITERION_VALUES + 1 }, () => "for-rent");
  await expectApiError(await get([{ fieldName: "status", operator: "in", value: many }]), 400, { field: "criteria.0.value" });
  const half = Array.from({ length: Math.ceil((MAX_CRITERIA_VALUES_TOTAL + 1) / 2) }, () => "for-rent");
  await expectApiError(
    await get([
      { fieldName: "status", operator: "in", value: half },
      { fieldName: "listingType", operator: "notIn", value: half.map(() => "land-only") },
    ]),
    400,
    { field: "criteria", message: /at most 60 values/ },
  );
});

test("a saved filter with in / notIn round-trips unchanged, and is checked when saved", async ({ request }) => {
  const criteria = [
    { fieldName: "status", operator: "in", value: ["for-rent", "rent-and-sale"] },
    { fieldName: "propertyType", operator: "notIn", value: ["apartment", "condo"] },
  ];
  const response = await request.post(`${API}/filters/register`, {
    ...admin.auth(),
    data: { entity: "listings", name: unique("Rentals any kind"), criteria, shared: false },
  });
  expect(response.status(), await response.text()).toBe(201);
  const saved = (await response.json()) as SavedFilterDto;
  expect(saved.criteria).toEqual(criteria);
  const listed = (await (
    await request.get(`${API}/filters`, { ...admin.auth(), params: { entity: "listings" } })
  ).json()) as SavedFilterDto[];
  expect(listed.find((filter) => filter._id === saved._id)!.criteria).toEqual(criteria);
  const list = await request.get(`${API}/listings`, { ...admin.auth(), params: { criteria: param(saved.criteria), limit: 1 } });
  expect(list.status()).toBe(200);

  const bad = await request.post(`${API}/filters/register`, {
    ...admin.auth(),
    data: { entity: "listings", name: unique("Bad"), criteria: [{ fieldName: "status", operator: "in", value: "for-rent" }] },
  });
  await expectApiError(bad, 400, { field: "criteria.0.value" });
});

/** Any well-formed id: the operator is refused before the value is looked at. */
function refsId(): string {
  return "00000000-0000-4000-8000-000000000000";
}
