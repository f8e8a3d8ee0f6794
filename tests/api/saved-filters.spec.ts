import { expect, test, type APIRequestContext } from "@playwright/test";
import { randomUUID } from "node:crypto";
import type { SavedFilterDto } from "@/lib/schemas/saved-filter";
import { API, apiLogin, expectApiError, tokenHeaders, unique } from "@/tests/support/api";
import { createUserViaApi, loginAs } from "@/tests/support/users";

/**
 * Saved Finder filters: kept on the server (they outlive the session), own
 * and shared ones listed per entity, changed or deleted only by their owner or
 * an admin, criteria checked as the list checks them.
 */
const criteria = [
  { fieldName: "cost.rentalPriceInUS", operator: "lt", value: 3000 },
  { fieldName: "location", operator: "contains", value: ["rodney bay"] },
];

async function save(request: APIRequestContext, token: string, overrides: Record<string, unknown> = {}) {
  const response = await request.post(`${API}/filters/register`, {
    headers: tokenHeaders(token),
    data: { entity: "listings", name: unique("Rentals under 3000"), criteria, shared: false, ...overrides },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as SavedFilterDto;
}

async function listed(request: APIRequestContext, token: string, entity = "listings") {
  const response = await request.get(`${API}/filters`, { headers: tokenHeaders(token), params: { entity } });
  expect(response.status(), await response.text()).toBe(200);
  const items = (await response.json()) as SavedFilterDto[];
  expect(Number(response.headers()["x-total-count"])).toBe(items.length);
  return items;
}

/** Two specialists of their own (signing in and out freely) and the admin. */
async function people(request: APIRequestContext) {
  const admin = await apiLogin(request);
  const make = async () => {
    const { user, password } = await createUserViaApi(request, admin);
    return { id: user._id, token: await loginAs(request, user.email, password), email: user.email, password };
  };
  return { admin, owner: await make(), other: await make() };
}

test("register → 201 with the owner; listed for the owner across sign-outs; private to others", async ({ request }) => {
  const { owner, other } = await people(request);
  const filter = await save(request, owner.token);
  expect(filter).toMatchObject({ entity: "listings", criteria, shared: false, isOwn: true, canChange: true, owner: { _id: owner.id } });
  expect(filter._id).toMatch(/^[0-9a-f-]{36}$/);

  await request.post(`${API}/auth/logout`, { headers: tokenHeaders(owner.token) });
  const again = await loginAs(request, owner.email, owner.password);
  expect((await listed(request, again)).map((item) => item._id)).toContain(filter._id);
  expect((await listed(request, again, "clients")).map((item) => item._id)).not.toContain(filter._id);
  expect((await listed(request, other.token)).map((item) => item._id)).not.toContain(filter._id);
});

test("shared filters are listed for everyone, sorted by name, but only the owner or an admin may change them", async ({ request }) => {
  const { admin, owner, other } = await people(request);
  const filter = await save(request, owner.token, { shared: true, name: unique("Aaa shared") });
  const seen = (await listed(request, other.token)).find((item) => item._id === filter._id);
  expect(seen).toMatchObject({ isOwn: false, canChange: false, shared: true });
  const names = (await listed(request, other.token)).map((item) => item.name.toLowerCase());
  expect(names).toEqual([...names].sort());

  const rename = { _id: filter._id, name: unique("Renamed") };
  await expectApiError(await request.put(`${API}/filters/update`, { headers: tokenHeaders(other.token), data: rename }), 403);
  await expectApiError(await request.delete(`${API}/filters/remove/${filter._id}`, { headers: tokenHeaders(other.token) }), 403);

  const byAdmin = await request.put(`${API}/filters/update`, { headers: tokenHeaders(admin), data: rename });
  expect(byAdmin.status(), await byAdmin.text()).toBe(200);
  expect(await byAdmin.json()).toMatchObject({ name: rename.name, isOwn: false, canChange: true, criteria, owner: { _id: owner.id } });
});

test("someone else's private filter does not exist for a specialist (404); an admin may change or delete it", async ({ request }) => {
  const { admin, owner, other } = await people(request);
  const filter = await save(request, owner.token);
  const rename = { _id: filter._id, name: unique("Mine now") };
  await expectApiError(await request.put(`${API}/filters/update`, { headers: tokenHeaders(other.token), data: rename }), 404);
  await expectApiError(await request.delete(`${API}/filters/remove/${filter._id}`, { headers: tokenHeaders(other.token) }), 404);
  const removed = await request.delete(`${API}/filters/remove/${filter._id}`, { headers: tokenHeaders(admin) });
  expect(removed.status()).toBe(200);
  expect(await removed.json()).toEqual({ message: "Filter removed." });
  expect((await listed(request, owner.token)).map((item) => item._id)).not.toContain(filter._id);
  await expectApiError(await request.delete(`${API}/filters/remove/${filter._id}`, { headers: tokenHeaders(admin) }), 404);
});

test("the owner updates any of name, criteria and shared (the rest stays) and deletes", async ({ request }) => {
  const { owner } = await people(request);
  const filter = await save(request, owner.token);
  const update = (data: Record<string, unknown>) =>
    request.put(`${API}/filters/update`, { headers: tokenHeaders(owner.token), data: { _id: filter._id, ...data } });

  const shared = await update({ shared: true });
  expect(await shared.json()).toMatchObject({ name: filter.name, criteria, shared: true });
  const narrower = [{ fieldName: "rooms.bedrooms", operator: "gte", value: 3 }];
  const changed = await update({ criteria: narrower, entity: "clients" });
  expect(changed.status(), await changed.text()).toBe(200);
  expect(await changed.json()).toMatchObject({ entity: "listings", criteria: narrower, shared: true, name: filter.name });

  const removed = await request.delete(`${API}/filters/remove/${filter._id}`, { headers: tokenHeaders(owner.token) });
  expect(removed.status()).toBe(200);
  await expectApiError(await update({ shared: false }), 404);
});

test("one name per person and entity, whatever the case (409); the same name elsewhere is fine", async ({ request }) => {
  const { owner, other } = await people(request);
  const name = unique("Villas");
  await save(request, owner.token, { name });
  const duplicate = await request.post(`${API}/filters/register`, {
    headers: tokenHeaders(owner.token),
    data: { entity: "listings", name: name.toUpperCase(), criteria },
  });
  await expectApiError(duplicate, 409, { field: "name", message: "You already have a saved filter with this name." });
  await save(request, owner.token, { name, entity: "clients", criteria: [{ fieldName: "name", operator: "contains", value: "villa" }] });
  await save(request, other.token, { name });

  const second = await save(request, owner.token);
  const clash = await request.put(`${API}/filters/update`, {
    headers: tokenHeaders(owner.token),
    data: { _id: second._id, name: ` ${name} ` },
  });
  await expectApiError(clash, 409, { field: "name" });
});

test("bad bodies are a 400 naming the field; criteria are checked against the entity's fields", async ({ request }) => {
  const { owner } = await people(request);
  const post = (data: unknown) =>
    request.post(`${API}/filters/register`, { headers: tokenHeaders(owner.token), data: data as Record<string, unknown> });
  const valid = { entity: "listings", name: "Rentals", criteria, shared: false };
  const bad: [Record<string, unknown>, string][] = [
    [{ ...valid, entity: undefined }, "entity"],
    [{ ...valid, entity: "houses" }, "entity"],
    [{ ...valid, name: "  " }, "name"],
    [{ ...valid, name: "x".repeat(81) }, "name"],
    [{ ...valid, criteria: [] }, "criteria"],
    [{ ...valid, criteria: "location contains bay" }, "criteria"],
    [{ ...valid, shared: "yes" }, "shared"],
    [{ ...valid, criteria: [{ fieldName: "bedrooms", operator: "gte", value: 3 }] }, "criteria.0.fieldName"],
    [{ ...valid, criteria: [{ fieldName: "rooms.bedrooms", operator: "contains", value: "3" }] }, "criteria.0.operator"],
    [{ ...valid, criteria: [criteria[0], { fieldName: "rooms.bedrooms", operator: "gte", value: 2.5 }] }, "criteria.1.value"],
    [{ ...valid, entity: "clients" }, "criteria.0.fieldName"],
  ];
  for (const [body, field] of bad) await expectApiError(await post(body), 400, { field });

  const filter = await save(request, owner.token);
  const put = (data: Record<string, unknown>) => request.put(`${API}/filters/update`, { headers: tokenHeaders(owner.token), data });
  await expectApiError(await put({ _id: filter._id, criteria: [{ fieldName: "status", operator: "eq", value: "gone" }] }), 400, {
    field: "criteria.0.value",
  });
  await expectApiError(await put({ name: "No id" }), 400, { field: "_id" });
  await expectApiError(await put({ _id: randomUUID(), name: "Nothing" }), 404);
  await expectApiError(await request.get(`${API}/filters`, { headers: tokenHeaders(owner.token) }), 400, { field: "entity" });
  await expectApiError(await request.delete(`${API}/filters/remove/not-an-id`, { headers: tokenHeaders(owner.token) }), 404);
});

test.describe("bounds (issue 27, finding 2)", () => {
  test("a filter holds what a list's address can carry: no more than 60 values, nor over 8,000 characters", async ({ request }) => {
    const { owner } = await people(request);
    const post = (filterCriteria: unknown) =>
      request.post(`${API}/filters/register`, {
        headers: tokenHeaders(owner.token),
        data: { entity: "clients", name: unique("Big"), criteria: filterCriteria },
      });
    // The probe's filter: 30 conditions of 50 values of 160 characters each (~240 KB), within each single rule.
    const huge = Array.from({ length: 30 }, () => ({
      fieldName: "name",
      operator: "notContains",
      value: Array.from({ length: 50 }, () => "x".repeat(160)),
    }));
    await expectApiError(await post(huge), 400, { field: "criteria", message: "The conditions can hold at most 60 values in all." });
    const long = Array.from({ length: 6 }, () => ({
      fieldName: "name",
      operator: "notContains",
      value: Array.from({ length: 10 }, () => "y".repeat(150)),
    }));
    await expectApiError(await post(long), 400, { field: "criteria", message: "The conditions are too long to save." });
    expect(
      (await post([{ fieldName: "name", operator: "contains", value: Array.from({ length: 10 }, (_, i) => `name ${i}`) }])).status(),
    ).toBe(201);
  });

  test("at most 50 filters per person and list, even when 60 are saved at once; the list is paged", async ({ request }) => {
    const { owner, other } = await people(request);
    const saveOne = (index: number) =>
      request.post(`${API}/filters/register`, {
        headers: tokenHeaders(owner.token),
        data: {
          entity: "service-providers",
          name: `Filter ${String(index).padStart(2, "0")}`,
          criteria: [{ fieldName: "name", operator: "contains", value: `p${index}` }],
          shared: true,
        },
      });
    const statuses = (await Promise.all(Array.from({ length: 60 }, (_, index) => saveOne(index)))).map((response) => response.status());
    expect(statuses.filter((status) => status === 201)).toHaveLength(50);
    expect(statuses.filter((status) => status === 422)).toHaveLength(10);
    await expectApiError(await saveOne(99), 422, { message: /at most 50 saved filters/ });
    // Another person's own limit is untouched by this one's.
    expect(
      (
        await request.post(`${API}/filters/register`, {
          headers: tokenHeaders(other.token),
          data: { entity: "service-providers", name: "Mine", criteria: [{ fieldName: "name", operator: "contains", value: "x" }] },
        })
      ).status(),
    ).toBe(201);

    const page = await request.get(`${API}/filters`, {
      headers: tokenHeaders(other.token),
      params: { entity: "service-providers", skip: 10, limit: 5 },
    });
    expect(page.status()).toBe(200);
    expect((await page.json()) as unknown[]).toHaveLength(5);
    expect(Number(page.headers()["x-total-count"])).toBeGreaterThanOrEqual(51);
    await expectApiError(
      await request.get(`${API}/filters`, { headers: tokenHeaders(other.token), params: { entity: "clients", limit: 101 } }),
      400,
      { field: "limit" },
    );
  });
});
