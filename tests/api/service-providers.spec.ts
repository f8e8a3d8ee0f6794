import { randomBytes, randomUUID } from "node:crypto";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { API, apiLogin, expectApiError, tokenHeaders } from "@/tests/support/api";
import { createOrderViaApi, createProviderViaApi, orderRefs, providerBody } from "@/tests/support/orders";
import type { TestUserKey } from "@/tests/support/test-users";

/** The Service providers endpoints of SPEC §7 with the client rules of SPEC §5. */
const REQUIRED_FIELDS = [
  "name",
  "contactFirstName",
  "contactLastName",
  "contactPrimaryNumber",
  "contactEmailAddress",
  "contactMailingAddress",
] as const;
const PROVIDER_KEYS = [
  "_id",
  "name",
  "contactFirstName",
  "contactLastName",
  "contactPrimaryNumber",
  "contactSecondaryNumber",
  "contactEmailAddress",
  "contactWebsiteURL",
  "contactMailingAddress",
  "totalServiceOrders",
];

let token: string;
test.beforeEach(async ({ request }) => {
  token = await apiLogin(request);
});
const auth = () => ({ headers: tokenHeaders(token) });

async function listByName(request: APIRequestContext, name: string, extra: Record<string, string | number> = {}) {
  const response = await request.get(`${API}/services/providers`, { ...auth(), params: { name, ...extra } });
  expect(response.status(), await response.text()).toBe(200);
  return {
    items: (await response.json()) as { _id: string; name: string; totalServiceOrders: number }[],
    total: response.headers()["x-total-count"],
  };
}

test.describe("POST /services/providers/register", () => {
  test("201 with the created provider; details answer the same", async ({ request }) => {
    const body = providerBody({ contactSecondaryNumber: "+1 758 555 0100", contactWebsiteURL: "https://cool-air.example.lc" });
    const response = await request.post(`${API}/services/providers/register`, { ...auth(), data: body });
    expect(response.status(), await response.text()).toBe(201);
    const created = await response.json();
    expect(Object.keys(created)).toEqual(expect.arrayContaining(PROVIDER_KEYS));
    expect(created).toMatchObject({ ...body, totalServiceOrders: 0 });
    const read = await request.get(`${API}/services/providers/details/${created._id}`, auth());
    expect(read.status()).toBe(200);
    expect(await read.json()).toEqual(created);
  });

  test("optional blanks are stored as null; text is trimmed; unknown fields are ignored", async ({ request }) => {
    const body = providerBody();
    const forged = randomUUID();
    const created = await createProviderViaApi(request, token, {
      name: `  ${body.name}  `,
      contactSecondaryNumber: "  ",
      contactWebsiteURL: null,
      _id: forged,
      totalServiceOrders: 42,
    });
    expect(created.name).toBe(body.name);
    expect(created.contactSecondaryNumber).toBeNull();
    expect(created.contactWebsiteURL).toBeNull();
    expect(created._id).not.toBe(forged);
    expect(created.totalServiceOrders).toBe(0);
  });

  for (const field of REQUIRED_FIELDS) {
    for (const [label, value] of [
      ["missing", undefined],
      ["blank", "   "],
      ["null", null],
    ] as const) {
      test(`${field} ${label} → 400 naming the field`, async ({ request }) => {
        const body: Record<string, unknown> = providerBody({ [field]: value });
        if (value === undefined) delete body[field];
        await expectApiError(await request.post(`${API}/services/providers/register`, { ...auth(), data: body }), 400, { field });
      });
    }
  }

  const invalid: { name: string; overrides: Record<string, unknown>; field: string; message?: string }[] = [
    {
      name: "invalid e-mail",
      overrides: { contactEmailAddress: "not-an-email" },
      field: "contactEmailAddress",
      message: "E-mail address must be a valid e-mail address.",
    },
    { name: "over-long name", overrides: { name: "N".repeat(201) }, field: "name", message: "Name must be at most 200 characters." },
    { name: "over-long primary number", overrides: { contactPrimaryNumber: "1".repeat(41) }, field: "contactPrimaryNumber" },
    { name: "over-long website", overrides: { contactWebsiteURL: "w".repeat(501) }, field: "contactWebsiteURL" },
    { name: "name is a number", overrides: { name: 7 }, field: "name" },
    { name: "e-mail is an object", overrides: { contactEmailAddress: { a: 1 } }, field: "contactEmailAddress" },
  ];
  for (const { name, overrides, field, message } of invalid) {
    test(`${name} → 400 with the server's message`, async ({ request }) => {
      const response = await request.post(`${API}/services/providers/register`, { ...auth(), data: providerBody(overrides) });
      await expectApiError(response, 400, { field, ...(message ? { message } : {}) });
    });
  }

  for (const [name, body] of [
    ["malformed JSON", '{"name": "x",'],
    ["array body", "[]"],
    ["empty body", ""],
  ] as const) {
    test(`${name} → 400`, async ({ request }) => {
      const response = await request.post(`${API}/services/providers/register`, {
        headers: { ...tokenHeaders(token), "content-type": "application/json" },
        data: body,
      });
      await expectApiError(response, 400);
    });
  }

  test("a NUL character → 400, never 500", async ({ request }) => {
    await expectApiError(
      await request.post(`${API}/services/providers/register`, { ...auth(), data: providerBody({ name: "A\u0000B" }) }),
      400,
    );
  });
});

test.describe("GET /services/providers", () => {
  test("sorted by name case-insensitively, filtered literally, paged, with the total and order counts", async ({ request }) => {
    const tag = `prov${randomBytes(5).toString("hex")}`;
    for (const name of [`zeta ${tag}`, `Alpha ${tag}`, `beta ${tag}`]) await createProviderViaApi(request, token, { name });
    const { items, total } = await listByName(request, tag.toUpperCase());
    expect(items.map((item) => item.name)).toEqual([`Alpha ${tag}`, `beta ${tag}`, `zeta ${tag}`]);
    expect(total).toBe("3");
    for (const item of items) expect(Object.keys(item)).toEqual(expect.arrayContaining(PROVIDER_KEYS));

    const page = await listByName(request, tag, { skip: 1, limit: 1 });
    expect(page.items.map((item) => item.name)).toEqual([`beta ${tag}`]);
    expect(page.total).toBe("3");
    expect((await listByName(request, `%${tag}`)).items).toEqual([]);
    expect((await listByName(request, `${tag}_`)).items).toEqual([]);
  });

  test("totalServiceOrders counts the provider's orders", async ({ request }) => {
    const refs = await orderRefs(request, token);
    await createOrderViaApi(request, token, refs);
    await createOrderViaApi(request, token, refs);
    const { items } = await listByName(request, refs.provider.name);
    expect(items).toHaveLength(1);
    expect(items[0]!.totalServiceOrders).toBe(2);
    const details = await (await request.get(`${API}/services/providers/details/${refs.serviceProviderRef}`, auth())).json();
    expect(details.totalServiceOrders).toBe(2);
  });

  for (const [query, field] of [
    ["limit=501", "limit"],
    ["limit=0", "limit"],
    ["skip=-1", "skip"],
    ["limit=abc", "limit"],
  ] as const) {
    test(`bad query ${query} → 400`, async ({ request }) => {
      await expectApiError(await request.get(`${API}/services/providers?${query}`, auth()), 400, { field });
    });
  }
});

test.describe("PUT /services/providers/update", () => {
  test("200 with the changes; unknown and non-uuid ids", async ({ request }) => {
    const created = await createProviderViaApi(request, token);
    const body = providerBody({ name: `${created.name} renamed`, contactWebsiteURL: "https://new.example.lc" });
    const response = await request.put(`${API}/services/providers/update`, { ...auth(), data: { ...body, _id: created._id } });
    expect(response.status(), await response.text()).toBe(200);
    expect(await response.json()).toMatchObject({ ...body, contactSecondaryNumber: null, _id: created._id });

    await expectApiError(await request.put(`${API}/services/providers/update`, { ...auth(), data: { ...body, _id: randomUUID() } }), 404);
    await expectApiError(await request.put(`${API}/services/providers/update`, { ...auth(), data: { ...body, _id: "nope" } }), 400, {
      field: "_id",
    });
    await expectApiError(await request.put(`${API}/services/providers/update`, { ...auth(), data: body }), 400, { field: "_id" });
    await expectApiError(
      await request.put(`${API}/services/providers/update`, { ...auth(), data: { ...body, _id: created._id, contactEmailAddress: "bad" } }),
      400,
      { field: "contactEmailAddress" },
    );
  });
});

test.describe("DELETE /services/providers/remove/{id}", () => {
  test("removes the provider and its service orders (the cascade the warning promises)", async ({ request }) => {
    const refs = await orderRefs(request, token);
    const orders = [await createOrderViaApi(request, token, refs), await createOrderViaApi(request, token, refs)];
    const response = await request.delete(`${API}/services/providers/remove/${refs.serviceProviderRef}`, auth());
    expect(response.status()).toBe(200);
    expect((await response.json()).message).toBeTruthy();

    await expectApiError(await request.get(`${API}/services/providers/details/${refs.serviceProviderRef}`, auth()), 404);
    for (const order of orders) await expectApiError(await request.get(`${API}/services/orders/details/${order._id}`, auth()), 404);
    const listing = await request.get(`${API}/listings/details/${refs.listingRef}`, auth());
    expect(listing.status(), "the listing stays").toBe(200);
    await expectApiError(await request.delete(`${API}/services/providers/remove/${refs.serviceProviderRef}`, auth()), 404);
  });

  test("unknown and non-uuid ids → 404", async ({ request }) => {
    await expectApiError(await request.delete(`${API}/services/providers/remove/${randomUUID()}`, auth()), 404);
    await expectApiError(await request.delete(`${API}/services/providers/remove/nope`, auth()), 404);
    await expectApiError(await request.get(`${API}/services/providers/details/nope`, auth()), 404);
  });
});

test.describe("sessions, methods and roles", () => {
  test("no session → 401; wrong method → 405", async ({ request }) => {
    await expectApiError(await request.get(`${API}/services/providers`), 401);
    await expectApiError(await request.post(`${API}/services/providers/register`, { data: providerBody() }), 401);
    await expectApiError(await request.delete(`${API}/services/providers`, auth()), 405);
    await expectApiError(await request.get(`${API}/services/providers/register`, auth()), 405);
  });

  for (const who of ["specialist", "admin"] as TestUserKey[]) {
    test(`${who} manages providers`, async ({ request }) => {
      const own = await apiLogin(request, who);
      const headers = tokenHeaders(own);
      const body = providerBody();
      const created = await request.post(`${API}/services/providers/register`, { headers, data: body });
      expect(created.status()).toBe(201);
      const { _id } = await created.json();
      expect((await request.put(`${API}/services/providers/update`, { headers, data: { ...body, _id } })).status()).toBe(200);
      expect((await request.delete(`${API}/services/providers/remove/${_id}`, { headers })).status()).toBe(200);
    });
  }
});
