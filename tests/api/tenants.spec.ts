import { randomBytes, randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { TENANT_NAME_MESSAGE, type TenantDto } from "@/lib/schemas/tenant";
import { API, apiLogin, expectApiError, tokenHeaders } from "@/tests/support/api";
import { createListingViaApi, listingRefs } from "@/tests/support/listings";
import { createTenantViaApi, insertLeaseInDatabase, tenantBody } from "@/tests/support/tenants";

/**
 * The Tenants endpoints (issue 42 §1, §5; docs/API.md "Tenants"): REST-shaped CRUD for both roles, the
 * name rule (first and last name, or a company name), partial updates, the paged list with its name
 * search over names, e-mails and phone digits, and delete refused while a lease names the tenant.
 */
const KEYS = [
  "_id",
  "balance",
  "companyName",
  "createdAt",
  "email",
  "firstName",
  "language",
  "lastName",
  "leaseCount",
  "mailingAddress",
  "name",
  "notes",
  "phone",
  "secondaryPhone",
  "updatedAt",
];

let admin: string;
let specialist: string;
test.beforeEach(async ({ request }) => {
  [admin, specialist] = await Promise.all([apiLogin(request, "admin"), apiLogin(request, "specialist")]);
});

const auth = (token = admin) => ({ headers: tokenHeaders(token) });

test("POST → 201 with the tenant; GET reads it back; a person's name is first and last", async ({ request }) => {
  const body = tenantBody({ secondaryPhone: "  +1 758 450 9999 ", notes: "Prefers WhatsApp" });
  const response = await request.post(`${API}/tenants`, { ...auth(), data: body });
  expect(response.status(), await response.text()).toBe(201);
  const created = (await response.json()) as TenantDto;
  expect(Object.keys(created).sort()).toEqual(KEYS);
  expect(created).toMatchObject({
    firstName: "Maribel",
    lastName: body.lastName,
    companyName: null,
    name: `Maribel ${body.lastName}`,
    email: body.email,
    secondaryPhone: "+1 758 450 9999",
    notes: "Prefers WhatsApp",
    balance: "0.00",
    leaseCount: 0,
  });
  const read = await request.get(`${API}/tenants/${created._id}`, auth());
  expect(read.status()).toBe(200);
  expect(await read.json()).toEqual(created);
});

test("a company alone is enough, and is the name shown", async ({ request }) => {
  const company = `Harbour Rentals ${randomBytes(3).toString("hex")} Ltd`;
  const tenant = await createTenantViaApi(request, admin, {
    firstName: "",
    lastName: null,
    companyName: company,
    email: null,
    phone: null,
  });
  expect(tenant).toMatchObject({ name: company, firstName: "", lastName: "", companyName: company, email: null, phone: null });
});

test("400 naming the fields: no name, half a name, a bad e-mail, too long", async ({ request }) => {
  for (const names of [
    { firstName: "", lastName: "", companyName: "" },
    { firstName: "Maribel", lastName: null, companyName: null },
    { firstName: null, lastName: "Joseph", companyName: "   " },
  ]) {
    const body = await expectApiError(await request.post(`${API}/tenants`, { ...auth(), data: tenantBody(names) }), 400, {
      field: "companyName",
      message: TENANT_NAME_MESSAGE,
    });
    const missing = (["firstName", "lastName"] as const).filter((field) => !names[field]?.trim());
    for (const field of missing) expect(body.fieldErrors?.[field]).toEqual([TENANT_NAME_MESSAGE]);
  }
  await expectApiError(await request.post(`${API}/tenants`, { ...auth(), data: tenantBody({ email: "not-an-email" }) }), 400, {
    field: "email",
    message: "E-mail address must be a valid e-mail address.",
  });
  await expectApiError(await request.post(`${API}/tenants`, { ...auth(), data: tenantBody({ phone: "5".repeat(41) }) }), 400, {
    field: "phone",
    message: "Phone must be at most 40 characters.",
  });
});

test("PUT changes only what it sends; the name rule holds for the merged tenant", async ({ request }) => {
  const tenant = await createTenantViaApi(request, admin, { notes: "Keys with the concierge" });
  const response = await request.put(`${API}/tenants/${tenant._id}`, { ...auth(specialist), data: { phone: "+1 758 555 0100" } });
  expect(response.status(), await response.text()).toBe(200);
  const updated = (await response.json()) as TenantDto;
  expect(updated).toMatchObject({ phone: "+1 758 555 0100", notes: "Keys with the concierge", email: tenant.email, name: tenant.name });
  expect(new Date(updated.updatedAt).getTime()).toBeGreaterThanOrEqual(new Date(tenant.updatedAt).getTime());

  // Clearing the last name of a person with no company breaks the rule: 400, nothing changed.
  await expectApiError(await request.put(`${API}/tenants/${tenant._id}`, { ...auth(), data: { lastName: null } }), 400, {
    field: "lastName",
    message: TENANT_NAME_MESSAGE,
  });
  // With a company name sent as well, it holds.
  const company = await request.put(`${API}/tenants/${tenant._id}`, { ...auth(), data: { lastName: null, companyName: "Joseph & Co" } });
  expect(company.status(), await company.text()).toBe(200);
  expect(await company.json()).toMatchObject({ lastName: "", companyName: "Joseph & Co", name: "Joseph & Co" });
  await expectApiError(await request.put(`${API}/tenants/${tenant._id}`, { ...auth(), data: { email: "nope" } }), 400, { field: "email" });
});

test("404s: unknown ids and ids that are not ids", async ({ request }) => {
  for (const id of [randomUUID(), "not-a-uuid"]) {
    await expectApiError(await request.get(`${API}/tenants/${id}`, auth()), 404);
    await expectApiError(await request.put(`${API}/tenants/${id}`, { ...auth(), data: { phone: "1" } }), 404);
    await expectApiError(await request.delete(`${API}/tenants/${id}`, auth()), 404);
  }
});

test("GET: paged with X-Total-Count, by name; name finds names, e-mails and phone digits", async ({ request }) => {
  const tag = `zt${randomBytes(4).toString("hex")}`;
  const made = [
    await createTenantViaApi(request, admin, { firstName: "Carla", lastName: `${tag} Zephyr`, phone: "+1 (758) 555-7311" }),
    await createTenantViaApi(request, admin, { firstName: "Anton", lastName: `${tag} Young`, email: `anton.${tag}@example.lc` }),
    await createTenantViaApi(request, admin, { firstName: null, lastName: null, companyName: `Beta ${tag} Holdings` }),
  ];
  const list = async (params: Record<string, string | number>, token = admin) => {
    const response = await request.get(`${API}/tenants`, { ...auth(token), params });
    expect(response.status(), await response.text()).toBe(200);
    return { items: (await response.json()) as TenantDto[], total: Number(response.headers()["x-total-count"]) };
  };
  const all = await list({ name: tag });
  expect(all.total).toBe(3);
  expect(all.items.map((tenant) => tenant.name)).toEqual([`Anton ${tag} Young`, `Beta ${tag} Holdings`, `Carla ${tag} Zephyr`]);
  const second = await list({ name: tag, skip: 1, limit: 1 }, specialist);
  expect(second).toMatchObject({ total: 3, items: [{ _id: made[2]!._id }] });
  expect((await list({ name: `anton.${tag}@` })).items.map((tenant) => tenant._id)).toEqual([made[1]!._id]);
  const byPhone = await list({ name: "555-7311" });
  expect(byPhone.items.map((tenant) => tenant._id)).toContain(made[0]!._id);
  // The table's sort and the Finder's criteria.
  const sorted = await list({
    criteria: JSON.stringify([{ fieldName: "name", operator: "contains", value: tag }]),
    sort: "name",
    order: "desc",
  });
  expect(sorted.items.map((tenant) => tenant._id)).toEqual([made[0]!._id, made[2]!._id, made[1]!._id]);
  await expectApiError(await request.get(`${API}/tenants`, { ...auth(), params: { limit: 501 } }), 400, { field: "limit" });
  await expectApiError(await request.get(`${API}/tenants`, { ...auth(), params: { sort: "balance" } }), 400, { field: "sort" });
});

test("a lease naming the tenant: its count and balance show, and DELETE is 409 until it is gone", async ({ request }) => {
  const listing = await createListingViaApi(request, admin, await listingRefs(request, admin));
  const tenant = await createTenantViaApi(request, specialist);
  const leaseId = await insertLeaseInDatabase({ listingId: listing._id, tenantId: tenant._id, balance: "1250.40" });
  const second = await createListingViaApi(request, admin, await listingRefs(request, admin));
  await insertLeaseInDatabase({ listingId: second._id, tenantId: tenant._id, balance: "-100.15", startDate: "2025-01-01" });

  const read = (await (await request.get(`${API}/tenants/${tenant._id}`, auth())).json()) as TenantDto;
  expect(read).toMatchObject({ leaseCount: 2, balance: "1150.25" });

  await expectApiError(await request.delete(`${API}/tenants/${tenant._id}`, auth(specialist)), 409, {
    message: "This tenant is named on a lease and cannot be deleted.",
  });
  expect((await request.get(`${API}/tenants/${tenant._id}`, auth())).status()).toBe(200);
  expect(leaseId).toBeTruthy();
});

test("DELETE → 200 for a tenant on no lease (the specialist may), then 404", async ({ request }) => {
  const tenant = await createTenantViaApi(request, admin);
  const response = await request.delete(`${API}/tenants/${tenant._id}`, auth(specialist));
  expect(response.status(), await response.text()).toBe(200);
  expect(await response.json()).toEqual({ message: "Tenant removed." });
  await expectApiError(await request.get(`${API}/tenants/${tenant._id}`, auth()), 404);
});

test("History: create, update and delete read back on the tenant", async ({ request }) => {
  const tenant = await createTenantViaApi(request, admin);
  await request.put(`${API}/tenants/${tenant._id}`, { ...auth(), data: { mailingAddress: "Gros Islet" } });
  const response = await request.get(`${API}/history/tenants/${tenant._id}`, auth(specialist));
  expect(response.status(), await response.text()).toBe(200);
  const events = (await response.json()) as { action: string; changes: { field: string; label: string; to: string | null }[] }[];
  expect(events.map((event) => event.action)).toEqual(["update", "create"]);
  expect(events[0]!.changes).toEqual(
    expect.arrayContaining([expect.objectContaining({ field: "mailingAddress", label: "Mailing address", to: "Gros Islet" })]),
  );
});

test("CSV export of the list, and quick-find by name, e-mail and phone digits", async ({ request }) => {
  const tag = `zx${randomBytes(4).toString("hex")}`;
  const tenant = await createTenantViaApi(request, admin, { lastName: `${tag} Pierre`, phone: "+1 758 555 8642" });
  const csv = await request.get(`${API}/export/tenants`, { ...auth(specialist), params: { name: tag } });
  expect(csv.status(), await csv.text()).toBe(200);
  const lines = (await csv.text()).trim().split(/\r?\n/);
  expect(lines[0]).toContain("Name,First name,Last name,Company name,E-mail address,Phone");
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(`Maribel ${tag} Pierre`);
  expect(lines[1]).toContain("0.00");

  for (const q of [tag, tenant.email!, "555 8642"]) {
    const found = await request.get(`${API}/search`, { ...auth(specialist), params: { q } });
    expect(found.status(), await found.text()).toBe(200);
    const body = (await found.json()) as { tenants: { _id: string; href: string }[] };
    expect(
      body.tenants.map((hit) => hit._id),
      q,
    ).toContain(tenant._id);
    expect(body.tenants.find((hit) => hit._id === tenant._id)!.href).toBe(`/tenants/view/${tenant._id}`);
  }
});
