import { randomBytes, randomUUID } from "node:crypto";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { API, apiLogin, clientBody, createClientViaApi, expectApiError, tokenHeaders } from "@/tests/support/api";
import type { TestUserKey } from "@/tests/support/test-users";

/**
 * The Clients endpoints of SPEC §7 with the rules of SPEC §5, through
 * x-access-token. Every test makes its own clients with unique names.
 */
const REQUIRED_FIELDS = [
  "name",
  "contactFirstName",
  "contactLastName",
  "contactPrimaryNumber",
  "contactEmailAddress",
  "contactMailingAddress",
] as const;

const CLIENT_KEYS = [
  "_id",
  "name",
  "contactFirstName",
  "contactLastName",
  "contactPrimaryNumber",
  "contactSecondaryNumber",
  "contactEmailAddress",
  "contactWebsiteURL",
  "contactMailingAddress",
  "propertyCount",
];

let adminToken: string;
test.beforeEach(async ({ request }) => {
  adminToken = await apiLogin(request);
});

const auth = () => ({ headers: tokenHeaders(adminToken) });

async function details(request: APIRequestContext, id: string) {
  return request.get(`${API}/clients/details/${id}`, auth());
}

async function listByName(request: APIRequestContext, name: string, extra: Record<string, string | number> = {}) {
  const response = await request.get(`${API}/clients`, { ...auth(), params: { name, ...extra } });
  expect(response.status(), await response.text()).toBe(200);
  return { items: (await response.json()) as { _id: string; name: string }[], total: response.headers()["x-total-count"] };
}

test.describe("POST /clients/register", () => {
  test("POST /clients/register – 201 with the created client", async ({ request }) => {
    const body = clientBody({ contactSecondaryNumber: "+1 758 555 0199", contactWebsiteURL: "https://owner.example.lc" });
    const response = await request.post(`${API}/clients/register`, { ...auth(), data: body });
    expect(response.status(), await response.text()).toBe(201);
    const created = await response.json();
    expect(Object.keys(created)).toEqual(expect.arrayContaining(CLIENT_KEYS));
    expect(created).toMatchObject({ ...body, propertyCount: 0 });
    expect(created._id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);

    const read = await details(request, created._id);
    expect(read.status()).toBe(200);
    expect(await read.json()).toEqual(created);
  });

  test("POST /clients/register – optional blanks are stored as null, text is trimmed", async ({ request }) => {
    const body = clientBody({ contactSecondaryNumber: "   ", contactWebsiteURL: "" });
    const created = await createClientViaApi(request, adminToken, { ...body, name: `  ${body.name}  ` });
    expect(created.name).toBe(body.name);
    expect(created.contactSecondaryNumber).toBeNull();
    expect(created.contactWebsiteURL).toBeNull();

    const withoutOptional: Record<string, unknown> = clientBody();
    delete withoutOptional.contactSecondaryNumber;
    delete withoutOptional.contactWebsiteURL;
    const response = await request.post(`${API}/clients/register`, { ...auth(), data: withoutOptional });
    expect(response.status(), await response.text()).toBe(201);
    const bare = await response.json();
    expect(bare.contactSecondaryNumber).toBeNull();
    expect(bare.contactWebsiteURL).toBeNull();

    const nulls = await createClientViaApi(request, adminToken, { contactSecondaryNumber: null, contactWebsiteURL: null });
    expect(nulls.contactSecondaryNumber).toBeNull();
    expect(nulls.contactWebsiteURL).toBeNull();
  });

  test("POST /clients/register – unknown fields are ignored", async ({ request }) => {
    const forgedId = randomUUID();
    const created = await createClientViaApi(request, adminToken, {
      _id: forgedId,
      id: forgedId,
      propertyCount: 99,
      accountBalance: 1_000_000,
      createdAt: "2000-01-01T00:00:00.000Z",
      isAdmin: true,
    });
    expect(created._id).not.toBe(forgedId);
    expect(created.propertyCount).toBe(0);
    expect(created).not.toHaveProperty("accountBalance");
    expect(created).not.toHaveProperty("isAdmin");
    expect(created.createdAt).not.toBe("2000-01-01T00:00:00.000Z");
    expect((await details(request, forgedId)).status()).toBe(404);
  });

  test("POST /clients/register – __proto__ and constructor keys are ignored", async ({ request }) => {
    const body = clientBody();
    const raw = JSON.stringify(body).replace(/^\{/, '{"__proto__":{"isAdmin":true,"propertyCount":7},"constructor":{"prototype":{"x":1}},');
    const response = await request.post(`${API}/clients/register`, {
      headers: { ...tokenHeaders(adminToken), "content-type": "application/json" },
      data: raw,
    });
    expect(response.status(), await response.text()).toBe(201);
    const created = await response.json();
    expect(created).toMatchObject({ name: body.name, propertyCount: 0 });
    expect(created).not.toHaveProperty("isAdmin");
  });

  test("POST /clients/register – text is stored as given (quotes, accents, markup)", async ({ request }) => {
    const name = `O'Brien & Søns <b>Réal</b> "Estate" ${randomBytes(3).toString("hex")}`;
    const created = await createClientViaApi(request, adminToken, { name });
    expect(created.name).toBe(name);
    expect((await (await details(request, created._id)).json()).name).toBe(name);
  });

  for (const field of REQUIRED_FIELDS) {
    test(`POST /clients/register – ${field} missing → 400`, async ({ request }) => {
      const body: Record<string, unknown> = clientBody();
      delete body[field];
      await expectApiError(await request.post(`${API}/clients/register`, { ...auth(), data: body }), 400, { field });
    });

    test(`POST /clients/register – ${field} blank → 400`, async ({ request }) => {
      const body = clientBody({ [field]: "   " });
      await expectApiError(await request.post(`${API}/clients/register`, { ...auth(), data: body }), 400, { field });
    });

    test(`POST /clients/register – ${field} null → 400`, async ({ request }) => {
      const body = clientBody({ [field]: null });
      await expectApiError(await request.post(`${API}/clients/register`, { ...auth(), data: body }), 400, { field });
    });
  }

  const invalid: { name: string; overrides: Record<string, unknown>; field: string }[] = [
    { name: "invalid e-mail", overrides: { contactEmailAddress: "not-an-email" }, field: "contactEmailAddress" },
    { name: "e-mail without domain", overrides: { contactEmailAddress: "owner@" }, field: "contactEmailAddress" },
    { name: "two e-mails", overrides: { contactEmailAddress: "a@b.lc, c@d.lc" }, field: "contactEmailAddress" },
    { name: "over-long e-mail", overrides: { contactEmailAddress: `${"a".repeat(250)}@example.lc` }, field: "contactEmailAddress" },
    { name: "over-long name (201 chars)", overrides: { name: "N".repeat(201) }, field: "name" },
    { name: "over-long contact first name", overrides: { contactFirstName: "F".repeat(81) }, field: "contactFirstName" },
    { name: "over-long contact last name", overrides: { contactLastName: "L".repeat(81) }, field: "contactLastName" },
    { name: "over-long primary number", overrides: { contactPrimaryNumber: "1".repeat(41) }, field: "contactPrimaryNumber" },
    { name: "over-long secondary number", overrides: { contactSecondaryNumber: "2".repeat(41) }, field: "contactSecondaryNumber" },
    { name: "over-long website", overrides: { contactWebsiteURL: `https://${"w".repeat(500)}.lc` }, field: "contactWebsiteURL" },
    { name: "over-long mailing address", overrides: { contactMailingAddress: "M".repeat(501) }, field: "contactMailingAddress" },
    { name: "name is a number", overrides: { name: 12345 }, field: "name" },
    { name: "name is a boolean", overrides: { name: true }, field: "name" },
    { name: "name is an object", overrides: { name: { first: "A" } }, field: "name" },
    { name: "name is an array", overrides: { name: ["A", "B"] }, field: "name" },
    { name: "e-mail is a number", overrides: { contactEmailAddress: 7 }, field: "contactEmailAddress" },
    { name: "secondary number is a number", overrides: { contactSecondaryNumber: 5551234 }, field: "contactSecondaryNumber" },
    { name: "website is an object", overrides: { contactWebsiteURL: { href: "x" } }, field: "contactWebsiteURL" },
  ];

  for (const { name, overrides, field } of invalid) {
    test(`POST /clients/register – ${name} → 400`, async ({ request }) => {
      const body = clientBody(overrides);
      await expectApiError(await request.post(`${API}/clients/register`, { ...auth(), data: body }), 400, { field });
      if (typeof body.name === "string" && body.name.length <= 200) {
        expect((await listByName(request, body.name)).items, "nothing was created").toEqual([]);
      }
    });
  }

  const badBodies: { name: string; body: string }[] = [
    { name: "array body", body: JSON.stringify([clientBody()]) },
    { name: "null body", body: "null" },
    { name: "string body", body: JSON.stringify("Client") },
    { name: "number body", body: "1" },
    { name: "empty body", body: "" },
    { name: "malformed JSON", body: '{"name": "Half a client",' },
    { name: "form-encoded body", body: "name=Client&contactFirstName=A" },
  ];

  for (const { name, body } of badBodies) {
    test(`POST /clients/register – ${name} → 400`, async ({ request }) => {
      const response = await request.post(`${API}/clients/register`, {
        headers: { ...tokenHeaders(adminToken), "content-type": "application/json" },
        data: body,
      });
      await expectApiError(response, 400);
    });
  }

  test("POST /clients/register – huge body (> 256 KB) → 413, nothing created", async ({ request }) => {
    const body = clientBody({ contactMailingAddress: "x".repeat(300 * 1024) });
    const response = await request.post(`${API}/clients/register`, { ...auth(), data: body });
    await expectApiError(response, 413);
    expect((await listByName(request, body.name)).items).toEqual([]);
  });

  test("POST /clients/register – huge body of many small unknown fields → 413", async ({ request }) => {
    // Many small unknown fields: under no field limit, over the body limit.
    const padding = Object.fromEntries(Array.from({ length: 3_000 }, (_, i) => [`pad${i}`, "y".repeat(100)]));
    const body = clientBody(padding);
    const response = await request.post(`${API}/clients/register`, { ...auth(), data: body });
    await expectApiError(response, 413);
    expect((await listByName(request, body.name as string)).items).toEqual([]);
  });

  const hostile: { name: string; overrides: Record<string, unknown> }[] = [
    { name: "a NUL character in the name", overrides: { name: `Nul\u0000Client ${randomBytes(3).toString("hex")}` } },
    { name: "a lone surrogate in the name", overrides: { name: `Surrogate \ud800 ${randomBytes(3).toString("hex")}` } },
    { name: "a NUL character in the mailing address", overrides: { contactMailingAddress: "12 Bay\u0000 Street" } },
    { name: "a NUL character in an unknown field's name", overrides: { "x\u0000y": "z" } },
    { name: "a deeply nested unknown field", overrides: { deep: JSON.parse("[".repeat(2_000) + "]".repeat(2_000)) } },
    { name: "an emoji and right-to-left text in the name", overrides: { name: `Villa 🌴 مرحبا ${randomBytes(3).toString("hex")}` } },
  ];

  for (const { name, overrides } of hostile) {
    test(`POST /clients/register – ${name} → 2xx or 4xx, never 5xx`, async ({ request }) => {
      const response = await request.post(`${API}/clients/register`, { ...auth(), data: clientBody(overrides) });
      expect(response.status(), await response.text()).toBeLessThan(500);
      if (response.status() >= 400) await expectApiError(response, response.status());
    });
  }
});

test.describe("GET /clients", () => {
  async function makeTrio(request: APIRequestContext) {
    const tag = `trio${randomBytes(5).toString("hex")}`;
    for (const name of [`zeta ${tag}`, `Alpha ${tag}`, `beta ${tag}`]) {
      await createClientViaApi(request, adminToken, { name });
    }
    return tag;
  }

  test("GET /clients – sorted by name case-insensitively, total in X-Total-Count", async ({ request }) => {
    const tag = await makeTrio(request);
    const { items, total } = await listByName(request, tag);
    expect(items.map((client) => client.name)).toEqual([`Alpha ${tag}`, `beta ${tag}`, `zeta ${tag}`]);
    expect(total).toBe("3");
    for (const item of items) expect(Object.keys(item)).toEqual(expect.arrayContaining(CLIENT_KEYS));
  });

  test("GET /clients – the name filter is a case-insensitive contains", async ({ request }) => {
    const tag = await makeTrio(request);
    for (const search of [tag.toUpperCase(), tag.slice(2, 9), `ALPHA ${tag}`, ` ${tag} `]) {
      const { items, total } = await listByName(request, search);
      expect(items.length, `search ${JSON.stringify(search)}`).toBe(Number(total));
      for (const item of items) expect(item.name.toLowerCase()).toContain(search.trim().toLowerCase());
    }
    expect((await listByName(request, tag.toUpperCase())).items).toHaveLength(3);
    expect((await listByName(request, `alpha ${tag.toUpperCase()}`)).items.map((client) => client.name)).toEqual([`Alpha ${tag}`]);
    expect((await listByName(request, `${tag}-nothing`)).total).toBe("0");
  });

  test("GET /clients – wildcard characters in the filter are literal", async ({ request }) => {
    const tag = await makeTrio(request);
    for (const search of [`%${tag}`, `${tag}_`, `${tag.slice(0, 4)}%${tag.slice(5)}`, "\\"]) {
      const { items } = await listByName(request, search);
      for (const item of items) expect(item.name.toLowerCase()).toContain(search.toLowerCase());
    }
    expect((await listByName(request, `a%a ${tag}`)).items).toEqual([]);
  });

  test("GET /clients – skip and limit page through the sorted list", async ({ request }) => {
    const tag = await makeTrio(request);
    const pages = [
      { skip: 0, limit: 2, names: [`Alpha ${tag}`, `beta ${tag}`] },
      { skip: 1, limit: 1, names: [`beta ${tag}`] },
      { skip: 2, limit: 2, names: [`zeta ${tag}`] },
      { skip: 3, limit: 2, names: [] },
      { skip: 500, limit: 500, names: [] },
    ];
    for (const { skip, limit, names } of pages) {
      const { items, total } = await listByName(request, tag, { skip, limit });
      expect(
        items.map((client) => client.name),
        `skip=${skip} limit=${limit}`,
      ).toEqual(names);
      expect(total, "X-Total-Count counts every match, not the page").toBe("3");
    }
  });

  test("GET /clients – limit defaults to a page of at most 50 and accepts 500", async ({ request }) => {
    const page = await request.get(`${API}/clients`, auth());
    expect(page.status()).toBe(200);
    expect(((await page.json()) as unknown[]).length).toBeLessThanOrEqual(50);
    expect(Number(page.headers()["x-total-count"])).toBeGreaterThanOrEqual(0);
    expect((await request.get(`${API}/clients?limit=500`, auth())).status()).toBe(200);
  });

  const badQueries: { query: string; field: string }[] = [
    { query: "limit=0", field: "limit" },
    { query: "limit=501", field: "limit" },
    { query: "limit=-1", field: "limit" },
    { query: "limit=abc", field: "limit" },
    { query: "limit=1.5", field: "limit" },
    { query: "limit=1e3", field: "limit" },
    { query: "skip=-1", field: "skip" },
    { query: "skip=abc", field: "skip" },
    { query: "skip=0.5", field: "skip" },
    { query: "skip=99999999999999999999", field: "skip" },
    { query: `name=${"n".repeat(201)}`, field: "name" },
  ];

  for (const { query, field } of badQueries) {
    test(`GET /clients?${query.length > 40 ? `${query.slice(0, 20)}…` : query} → 400`, async ({ request }) => {
      await expectApiError(await request.get(`${API}/clients?${query}`, auth()), 400, { field });
    });
  }

  test("GET /clients – a NUL in the name filter is never a 500", async ({ request }) => {
    const response = await request.get(`${API}/clients?name=a%00b`, auth());
    expect(response.status(), await response.text()).toBeLessThan(500);
  });
});

test.describe("GET /clients/details/{id}", () => {
  test("GET /clients/details/{id} – 200 with the client", async ({ request }) => {
    const created = await createClientViaApi(request, adminToken);
    const response = await details(request, created._id);
    expect(response.status()).toBe(200);
    expect(await response.json()).toMatchObject({ _id: created._id, name: created.name, propertyCount: 0 });
  });

  for (const { name, id } of [
    { name: "unknown uuid", id: randomUUID() },
    { name: "non-uuid", id: "not-a-uuid" },
    { name: "number", id: "42" },
    { name: "uuid with junk", id: `${randomUUID()}x` },
    { name: "SQL", id: "1%27%20OR%20%271%27%3D%271" },
  ]) {
    test(`GET /clients/details/{id} – ${name} → 404`, async ({ request }) => {
      await expectApiError(await details(request, id), 404);
    });
  }
});

test.describe("PUT /clients/update", () => {
  test("PUT /clients/update – 200 with the changed client", async ({ request }) => {
    const created = await createClientViaApi(request, adminToken, { contactWebsiteURL: "https://old.example.lc" });
    const changes = clientBody({ contactSecondaryNumber: "+1 758 555 0100", contactWebsiteURL: "" });
    const response = await request.put(`${API}/clients/update`, { ...auth(), data: { ...changes, _id: created._id } });
    expect(response.status(), await response.text()).toBe(200);
    const updated = await response.json();
    expect(updated).toMatchObject({ ...changes, _id: created._id, contactWebsiteURL: null, propertyCount: 0 });

    const read = await (await details(request, created._id)).json();
    expect(read).toMatchObject({ ...changes, _id: created._id, contactWebsiteURL: null });
    expect(new Date(read.updatedAt).getTime()).toBeGreaterThanOrEqual(new Date(created.updatedAt as string).getTime());
  });

  test("PUT /clients/update – missing _id → 400", async ({ request }) => {
    await expectApiError(await request.put(`${API}/clients/update`, { ...auth(), data: clientBody() }), 400, { field: "_id" });
  });

  test("PUT /clients/update – non-uuid _id → 400", async ({ request }) => {
    await expectApiError(await request.put(`${API}/clients/update`, { ...auth(), data: { ...clientBody(), _id: "abc" } }), 400, {
      field: "_id",
    });
  });

  test("PUT /clients/update – unknown _id → 404", async ({ request }) => {
    await expectApiError(await request.put(`${API}/clients/update`, { ...auth(), data: { ...clientBody(), _id: randomUUID() } }), 404);
  });

  test("PUT /clients/update – the same rules as create, and nothing changes on 400", async ({ request }) => {
    const created = await createClientViaApi(request, adminToken);
    for (const [field, value] of [
      ["contactEmailAddress", "not-an-email"],
      ["name", ""],
      ["name", "N".repeat(201)],
      ["contactMailingAddress", null],
    ] as const) {
      const response = await request.put(`${API}/clients/update`, {
        ...auth(),
        data: { ...clientBody(), _id: created._id, [field]: value },
      });
      await expectApiError(response, 400, { field });
    }
    const read = await (await details(request, created._id)).json();
    expect(read.name).toBe(created.name);
    expect(read.contactEmailAddress).toBe(created.contactEmailAddress);
  });

  test("PUT /clients/update – malformed JSON → 400", async ({ request }) => {
    const response = await request.put(`${API}/clients/update`, {
      headers: { ...tokenHeaders(adminToken), "content-type": "application/json" },
      data: "{ nope",
    });
    await expectApiError(response, 400);
  });
});

test.describe("DELETE /clients/remove/{id}", () => {
  test("DELETE /clients/remove/{id} – 200, then details 404 and a second delete 404", async ({ request }) => {
    const created = await createClientViaApi(request, adminToken);
    const response = await request.delete(`${API}/clients/remove/${created._id}`, auth());
    expect(response.status()).toBe(200);

    await expectApiError(await details(request, created._id), 404);
    await expectApiError(await request.delete(`${API}/clients/remove/${created._id}`, auth()), 404);
    expect((await listByName(request, created.name)).items).toEqual([]);
    await expectApiError(await request.put(`${API}/clients/update`, { ...auth(), data: { ...clientBody(), _id: created._id } }), 404);
  });

  test("DELETE /clients/remove/{id} – unknown and non-uuid ids → 404", async ({ request }) => {
    await expectApiError(await request.delete(`${API}/clients/remove/${randomUUID()}`, auth()), 404);
    await expectApiError(await request.delete(`${API}/clients/remove/nope`, auth()), 404);
  });
});

test.describe("both roles manage clients", () => {
  for (const who of ["specialist", "admin"] as TestUserKey[]) {
    test(`${who} – create, list, view, update and delete a client`, async ({ request }) => {
      const token = await apiLogin(request, who);
      const headers = tokenHeaders(token);
      const body = clientBody();

      const created = await request.post(`${API}/clients/register`, { headers, data: body });
      expect(created.status()).toBe(201);
      const { _id } = await created.json();

      const list = await request.get(`${API}/clients`, { headers, params: { name: body.name } });
      expect(list.status()).toBe(200);
      expect((await list.json()).map((client: { _id: string }) => client._id)).toEqual([_id]);

      expect((await request.get(`${API}/clients/details/${_id}`, { headers })).status()).toBe(200);

      const updated = await request.put(`${API}/clients/update`, { headers, data: { ...body, _id, contactFirstName: "Marisol" } });
      expect(updated.status()).toBe(200);
      expect((await updated.json()).contactFirstName).toBe("Marisol");

      expect((await request.delete(`${API}/clients/remove/${_id}`, { headers })).status()).toBe(200);
      expect((await request.get(`${API}/clients/details/${_id}`, { headers })).status()).toBe(404);
    });
  }
});
