import { randomBytes, randomUUID } from "node:crypto";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { contactPartyFieldsSchema } from "@/lib/schemas/contact-party";
import { API, apiLogin, clientBody, createClientViaApi, expectApiError, signInEachTest, tokenHeaders } from "@/tests/support/api";
import { createListingViaApi, listingRefs } from "@/tests/support/listings";
import { createOrderViaApi, createProviderViaApi, orderRefs, providerBody } from "@/tests/support/orders";
import type { TestUserKey } from "@/tests/support/test-users";

/**
 * The Clients and Service providers endpoints of PRODUCT.md#api — one contact-party
 * module in two configurations (lib/schemas/contact-party.ts), so every rule of
 * PRODUCT.md#clients is proved on both, through x-access-token. Every test makes its own
 * records with unique names. Each configuration's own count and cascade follow.
 */
const REQUIRED_FIELDS = [
  "name",
  "contactFirstName",
  "contactLastName",
  "contactPrimaryNumber",
  "contactEmailAddress",
  "contactMailingAddress",
] as const;

/** Every field of the form (the one schema of both configurations) and the id. */
const CONTACT_KEYS = ["_id", ...Object.keys(contactPartyFieldsSchema.shape)];

type Body = Record<string, unknown> & { name: string };
interface Party {
  label: string;
  /** Under /api/v1: GET, /register, /update, /details/{id}, /remove/{id}. */
  api: string;
  /** The count each record carries. */
  countKey: "propertyCount" | "totalServiceOrders";
  body: (overrides?: Record<string, unknown>) => Body;
  create: (request: APIRequestContext, token: string, overrides?: Record<string, unknown>) => Promise<Record<string, unknown>>;
}

const PARTIES: Party[] = [
  { label: "clients", api: "/clients", countKey: "propertyCount", body: clientBody, create: createClientViaApi },
  {
    label: "service providers",
    api: "/services/providers",
    countKey: "totalServiceOrders",
    body: providerBody,
    create: async (request, token, overrides) => ({ ...(await createProviderViaApi(request, token, overrides)) }),
  },
];

const admin = signInEachTest();

for (const party of PARTIES) {
  const { api, countKey } = party;
  const KEYS = [...CONTACT_KEYS, countKey];
  const partyBody = party.body;
  const createViaApi = (request: APIRequestContext, token: string, overrides: Record<string, unknown> = {}) =>
    party.create(request, token, overrides) as Promise<{ _id: string; name: string } & Record<string, unknown>>;

  const details = (request: APIRequestContext, id: string) => request.get(`${API}${api}/details/${id}`, admin.auth());

  async function listByName(request: APIRequestContext, name: string, extra: Record<string, string | number> = {}) {
    const response = await request.get(`${API}${api}`, { ...admin.auth(), params: { name, ...extra } });
    expect(response.status(), await response.text()).toBe(200);
    return { items: (await response.json()) as { _id: string; name: string }[], total: response.headers()["x-total-count"] };
  }

  test.describe(party.label, () => {
    test.describe("POST register", () => {
      test("POST register – 201 with the created record", async ({ request }) => {
        const body = partyBody({ contactSecondaryNumber: "+1 758 555 0199", contactWebsiteURL: "https://owner.example.lc" });
        const response = await request.post(`${API}${api}/register`, { ...admin.auth(), data: body });
        expect(response.status(), await response.text()).toBe(201);
        const created = await response.json();
        expect(Object.keys(created)).toEqual(expect.arrayContaining(KEYS));
        expect(created).toMatchObject({ ...body, [countKey]: 0 });
        expect(created._id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);

        const read = await details(request, created._id);
        expect(read.status()).toBe(200);
        expect(await read.json()).toEqual(created);
      });

      test("POST register – optional blanks are stored as null, text is trimmed", async ({ request }) => {
        const body = partyBody({ contactSecondaryNumber: "   ", contactWebsiteURL: "" });
        const created = await createViaApi(request, admin.token, { ...body, name: `  ${body.name}  ` });
        expect(created.name).toBe(body.name);
        expect(created.contactSecondaryNumber).toBeNull();
        expect(created.contactWebsiteURL).toBeNull();

        const withoutOptional: Record<string, unknown> = partyBody();
        delete withoutOptional.contactSecondaryNumber;
        delete withoutOptional.contactWebsiteURL;
        const response = await request.post(`${API}${api}/register`, { ...admin.auth(), data: withoutOptional });
        expect(response.status(), await response.text()).toBe(201);
        const bare = await response.json();
        expect(bare.contactSecondaryNumber).toBeNull();
        expect(bare.contactWebsiteURL).toBeNull();

        const nulls = await createViaApi(request, admin.token, { contactSecondaryNumber: null, contactWebsiteURL: null });
        expect(nulls.contactSecondaryNumber).toBeNull();
        expect(nulls.contactWebsiteURL).toBeNull();
      });

      test("POST register – unknown fields are ignored", async ({ request }) => {
        const forgedId = randomUUID();
        const created = await createViaApi(request, admin.token, {
          _id: forgedId,
          id: forgedId,
          [countKey]: 99,
          accountBalance: 1_000_000,
          createdAt: "2000-01-01T00:00:00.000Z",
          isAdmin: true,
        });
        expect(created._id).not.toBe(forgedId);
        expect(created[countKey]).toBe(0);
        expect(created).not.toHaveProperty("accountBalance");
        expect(created).not.toHaveProperty("isAdmin");
        expect(created.createdAt).not.toBe("2000-01-01T00:00:00.000Z");
        expect((await details(request, forgedId)).status()).toBe(404);
      });

      test("POST register – __proto__ and constructor keys are ignored", async ({ request }) => {
        const body = partyBody();
        const raw = JSON.stringify(body).replace(
          /^\{/,
          '{"__proto__":{"isAdmin":true,"${countKey}":7},"constructor":{"prototype":{"x":1}},',
        );
        const response = await request.post(`${API}${api}/register`, {
          headers: { ...tokenHeaders(admin.token), "content-type": "application/json" },
          data: raw,
        });
        expect(response.status(), await response.text()).toBe(201);
        const created = await response.json();
        expect(created).toMatchObject({ name: body.name, [countKey]: 0 });
        expect(created).not.toHaveProperty("isAdmin");
      });

      test("POST register – text is stored as given (quotes, accents, markup)", async ({ request }) => {
        const name = `O'Brien & Søns <b>Réal</b> "Estate" ${randomBytes(3).toString("hex")}`;
        const created = await createViaApi(request, admin.token, { name });
        expect(created.name).toBe(name);
        expect((await (await details(request, created._id)).json()).name).toBe(name);
      });

      for (const field of REQUIRED_FIELDS) {
        test(`POST register – ${field} missing → 400`, async ({ request }) => {
          const body: Record<string, unknown> = partyBody();
          delete body[field];
          await expectApiError(await request.post(`${API}${api}/register`, { ...admin.auth(), data: body }), 400, { field });
        });

        test(`POST register – ${field} blank → 400`, async ({ request }) => {
          const body = partyBody({ [field]: "   " });
          await expectApiError(await request.post(`${API}${api}/register`, { ...admin.auth(), data: body }), 400, { field });
        });

        test(`POST register – ${field} null → 400`, async ({ request }) => {
          const body = partyBody({ [field]: null });
          await expectApiError(await request.post(`${API}${api}/register`, { ...admin.auth(), data: body }), 400, { field });
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
        test(`POST register – ${name} → 400`, async ({ request }) => {
          const body = partyBody(overrides);
          await expectApiError(await request.post(`${API}${api}/register`, { ...admin.auth(), data: body }), 400, { field });
          if (typeof body.name === "string" && body.name.length <= 200) {
            expect((await listByName(request, body.name)).items, "nothing was created").toEqual([]);
          }
        });
      }

      const badBodies: { name: string; body: string }[] = [
        { name: "array body", body: JSON.stringify([partyBody()]) },
        { name: "null body", body: "null" },
        { name: "string body", body: JSON.stringify("Record") },
        { name: "number body", body: "1" },
        { name: "empty body", body: "" },
        { name: "malformed JSON", body: '{"name": "Half a record",' },
        { name: "form-encoded body", body: "name=Record&contactFirstName=A" },
      ];

      for (const { name, body } of badBodies) {
        test(`POST register – ${name} → 400`, async ({ request }) => {
          const response = await request.post(`${API}${api}/register`, {
            headers: { ...tokenHeaders(admin.token), "content-type": "application/json" },
            data: body,
          });
          await expectApiError(response, 400);
        });
      }

      test("POST register – huge body (> 256 KB) → 413, nothing created", async ({ request }) => {
        const body = partyBody({ contactMailingAddress: "x".repeat(300 * 1024) });
        const response = await request.post(`${API}${api}/register`, { ...admin.auth(), data: body });
        await expectApiError(response, 413);
        expect((await listByName(request, body.name)).items).toEqual([]);
      });

      test("POST register – huge body of many small unknown fields → 413", async ({ request }) => {
        // Many small unknown fields: under no field limit, over the body limit.
        const padding = Object.fromEntries(Array.from({ length: 3_000 }, (_, i) => [`pad${i}`, "y".repeat(100)]));
        const body = partyBody(padding);
        const response = await request.post(`${API}${api}/register`, { ...admin.auth(), data: body });
        await expectApiError(response, 413);
        expect((await listByName(request, body.name as string)).items).toEqual([]);
      });

      const hostile: { name: string; overrides: Record<string, unknown> }[] = [
        { name: "a NUL character in the name", overrides: { name: `Nul\u0000Party ${randomBytes(3).toString("hex")}` } },
        { name: "a lone surrogate in the name", overrides: { name: `Surrogate \ud800 ${randomBytes(3).toString("hex")}` } },
        { name: "a NUL character in the mailing address", overrides: { contactMailingAddress: "12 Bay\u0000 Street" } },
        { name: "a NUL character in an unknown field's name", overrides: { "x\u0000y": "z" } },
        { name: "a deeply nested unknown field", overrides: { deep: JSON.parse("[".repeat(2_000) + "]".repeat(2_000)) } },
        { name: "an emoji and right-to-left text in the name", overrides: { name: `Villa 🌴 مرحبا ${randomBytes(3).toString("hex")}` } },
      ];

      for (const { name, overrides } of hostile) {
        test(`POST register – ${name} → 2xx or 4xx, never 5xx`, async ({ request }) => {
          const response = await request.post(`${API}${api}/register`, { ...admin.auth(), data: partyBody(overrides) });
          expect(response.status(), await response.text()).toBeLessThan(500);
          if (response.status() >= 400) await expectApiError(response, response.status());
        });
      }
    });

    test.describe("GET list", () => {
      async function makeTrio(request: APIRequestContext) {
        const tag = `trio${randomBytes(5).toString("hex")}`;
        for (const name of [`zeta ${tag}`, `Alpha ${tag}`, `beta ${tag}`]) {
          await createViaApi(request, admin.token, { name });
        }
        return tag;
      }

      test("GET list – sorted by name case-insensitively, total in X-Total-Count", async ({ request }) => {
        const tag = await makeTrio(request);
        const { items, total } = await listByName(request, tag);
        expect(items.map((item) => item.name)).toEqual([`Alpha ${tag}`, `beta ${tag}`, `zeta ${tag}`]);
        expect(total).toBe("3");
        for (const item of items) expect(Object.keys(item)).toEqual(expect.arrayContaining(KEYS));
      });

      test("GET list – the name filter is a case-insensitive contains", async ({ request }) => {
        const tag = await makeTrio(request);
        for (const search of [tag.toUpperCase(), tag.slice(2, 9), `ALPHA ${tag}`, ` ${tag} `]) {
          const { items, total } = await listByName(request, search);
          expect(items.length, `search ${JSON.stringify(search)}`).toBe(Number(total));
          for (const item of items) expect(item.name.toLowerCase()).toContain(search.trim().toLowerCase());
        }
        expect((await listByName(request, tag.toUpperCase())).items).toHaveLength(3);
        expect((await listByName(request, `alpha ${tag.toUpperCase()}`)).items.map((item) => item.name)).toEqual([`Alpha ${tag}`]);
        expect((await listByName(request, `${tag}-nothing`)).total).toBe("0");
      });

      test("GET list – wildcard characters in the filter are literal", async ({ request }) => {
        const tag = await makeTrio(request);
        for (const search of [`%${tag}`, `${tag}_`, `${tag.slice(0, 4)}%${tag.slice(5)}`, "\\"]) {
          const { items } = await listByName(request, search);
          for (const item of items) expect(item.name.toLowerCase()).toContain(search.toLowerCase());
        }
        expect((await listByName(request, `a%a ${tag}`)).items).toEqual([]);
      });

      test("GET list – skip and limit page through the sorted list", async ({ request }) => {
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
            items.map((item) => item.name),
            `skip=${skip} limit=${limit}`,
          ).toEqual(names);
          expect(total, "X-Total-Count counts every match, not the page").toBe("3");
        }
      });

      test("GET list – limit defaults to a page of at most 50 and accepts 500", async ({ request }) => {
        const page = await request.get(`${API}${api}`, admin.auth());
        expect(page.status()).toBe(200);
        expect(((await page.json()) as unknown[]).length).toBeLessThanOrEqual(50);
        expect(Number(page.headers()["x-total-count"])).toBeGreaterThanOrEqual(0);
        expect((await request.get(`${API}${api}?limit=500`, admin.auth())).status()).toBe(200);
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
        test(`GET list?${query.length > 40 ? `${query.slice(0, 20)}…` : query} → 400`, async ({ request }) => {
          await expectApiError(await request.get(`${API}${api}?${query}`, admin.auth()), 400, { field });
        });
      }

      test("GET list – a NUL in the name filter is never a 500", async ({ request }) => {
        const response = await request.get(`${API}${api}?name=a%00b`, admin.auth());
        expect(response.status(), await response.text()).toBeLessThan(500);
      });
    });

    test.describe("GET details", () => {
      test("GET details – 200 with the record", async ({ request }) => {
        const created = await createViaApi(request, admin.token);
        const response = await details(request, created._id);
        expect(response.status()).toBe(200);
        expect(await response.json()).toMatchObject({ _id: created._id, name: created.name, [countKey]: 0 });
      });

      for (const { name, id } of [
        { name: "unknown uuid", id: randomUUID() },
        { name: "non-uuid", id: "not-a-uuid" },
        { name: "number", id: "42" },
        { name: "uuid with junk", id: `${randomUUID()}x` },
        { name: "SQL", id: "1%27%20OR%20%271%27%3D%271" },
      ]) {
        test(`GET details – ${name} → 404`, async ({ request }) => {
          await expectApiError(await details(request, id), 404);
        });
      }
    });

    test.describe("PUT update", () => {
      test("PUT update – 200 with the changed record", async ({ request }) => {
        const created = await createViaApi(request, admin.token, { contactWebsiteURL: "https://old.example.lc" });
        const changes = partyBody({ contactSecondaryNumber: "+1 758 555 0100", contactWebsiteURL: "" });
        const response = await request.put(`${API}${api}/update`, { ...admin.auth(), data: { ...changes, _id: created._id } });
        expect(response.status(), await response.text()).toBe(200);
        const updated = await response.json();
        expect(updated).toMatchObject({ ...changes, _id: created._id, contactWebsiteURL: null, [countKey]: 0 });

        const read = await (await details(request, created._id)).json();
        expect(read).toMatchObject({ ...changes, _id: created._id, contactWebsiteURL: null });
        expect(new Date(read.updatedAt).getTime()).toBeGreaterThanOrEqual(new Date(created.updatedAt as string).getTime());
      });

      test("PUT update – missing _id → 400", async ({ request }) => {
        await expectApiError(await request.put(`${API}${api}/update`, { ...admin.auth(), data: partyBody() }), 400, { field: "_id" });
      });

      test("PUT update – non-uuid _id → 400", async ({ request }) => {
        await expectApiError(await request.put(`${API}${api}/update`, { ...admin.auth(), data: { ...partyBody(), _id: "abc" } }), 400, {
          field: "_id",
        });
      });

      test("PUT update – unknown _id → 404", async ({ request }) => {
        await expectApiError(
          await request.put(`${API}${api}/update`, { ...admin.auth(), data: { ...partyBody(), _id: randomUUID() } }),
          404,
        );
      });

      test("PUT update – the same rules as create, and nothing changes on 400", async ({ request }) => {
        const created = await createViaApi(request, admin.token);
        for (const [field, value] of [
          ["contactEmailAddress", "not-an-email"],
          ["name", ""],
          ["name", "N".repeat(201)],
          ["contactMailingAddress", null],
        ] as const) {
          const response = await request.put(`${API}${api}/update`, {
            ...admin.auth(),
            data: { ...partyBody(), _id: created._id, [field]: value },
          });
          await expectApiError(response, 400, { field });
        }
        const read = await (await details(request, created._id)).json();
        expect(read.name).toBe(created.name);
        expect(read.contactEmailAddress).toBe(created.contactEmailAddress);
      });

      test("PUT update – malformed JSON → 400", async ({ request }) => {
        const response = await request.put(`${API}${api}/update`, {
          headers: { ...tokenHeaders(admin.token), "content-type": "application/json" },
          data: "{ nope",
        });
        await expectApiError(response, 400);
      });
    });

    test.describe("DELETE remove", () => {
      test("DELETE remove – 200, then details 404 and a second delete 404", async ({ request }) => {
        const created = await createViaApi(request, admin.token);
        const response = await request.delete(`${API}${api}/remove/${created._id}`, admin.auth());
        expect(response.status()).toBe(200);

        await expectApiError(await details(request, created._id), 404);
        await expectApiError(await request.delete(`${API}${api}/remove/${created._id}`, admin.auth()), 404);
        expect((await listByName(request, created.name)).items).toEqual([]);
        await expectApiError(
          await request.put(`${API}${api}/update`, { ...admin.auth(), data: { ...partyBody(), _id: created._id } }),
          404,
        );
      });

      test("DELETE remove – unknown and non-uuid ids → 404", async ({ request }) => {
        await expectApiError(await request.delete(`${API}${api}/remove/${randomUUID()}`, admin.auth()), 404);
        await expectApiError(await request.delete(`${API}${api}/remove/nope`, admin.auth()), 404);
      });
    });

    test.describe("both roles manage them", () => {
      for (const who of ["specialist", "admin"] as TestUserKey[]) {
        test(`${who} – create, list, view, update and delete one`, async ({ request }) => {
          const token = await apiLogin(request, who);
          const headers = tokenHeaders(token);
          const body = partyBody();

          const created = await request.post(`${API}${api}/register`, { headers, data: body });
          expect(created.status()).toBe(201);
          const { _id } = await created.json();

          const list = await request.get(`${API}${api}`, { headers, params: { name: body.name } });
          expect(list.status()).toBe(200);
          expect((await list.json()).map((item: { _id: string }) => item._id)).toEqual([_id]);

          expect((await request.get(`${API}${api}/details/${_id}`, { headers })).status()).toBe(200);

          const updated = await request.put(`${API}${api}/update`, { headers, data: { ...body, _id, contactFirstName: "Marisol" } });
          expect(updated.status()).toBe(200);
          expect((await updated.json()).contactFirstName).toBe("Marisol");

          expect((await request.delete(`${API}${api}/remove/${_id}`, { headers })).status()).toBe(200);
          expect((await request.get(`${API}${api}/details/${_id}`, { headers })).status()).toBe(404);
        });
      }
    });

    test("no session → 401; a method the route lacks → 405", async ({ request }) => {
      await expectApiError(await request.get(`${API}${api}`), 401);
      await expectApiError(await request.post(`${API}${api}/register`, { data: partyBody() }), 401);
      await expectApiError(await request.delete(`${API}${api}`, admin.auth()), 405);
      await expectApiError(await request.get(`${API}${api}/register`, admin.auth()), 405);
    });
  });
}

test.describe("clients: their listings", () => {
  test("propertyCount counts the client's listings; deleting the client removes them (the cascade the warning promises)", async ({
    request,
  }) => {
    const refs = await listingRefs(request, admin.token);
    const listings = [await createListingViaApi(request, admin.token, refs), await createListingViaApi(request, admin.token, refs)];
    expect((await (await request.get(`${API}/clients/details/${refs.client}`, admin.auth())).json()).propertyCount).toBe(2);
    expect((await request.delete(`${API}/clients/remove/${refs.client}`, admin.auth())).status()).toBe(200);
    for (const listing of listings) await expectApiError(await request.get(`${API}/listings/details/${listing._id}`, admin.auth()), 404);
  });
});

test.describe("service providers: their orders", () => {
  test("totalServiceOrders counts the provider's orders, in the list and the details", async ({ request }) => {
    const refs = await orderRefs(request, admin.token);
    await createOrderViaApi(request, admin.token, refs);
    await createOrderViaApi(request, admin.token, refs);
    const response = await request.get(`${API}/services/providers`, { ...admin.auth(), params: { name: refs.provider.name } });
    const items = (await response.json()) as { totalServiceOrders: number }[];
    expect(items).toHaveLength(1);
    expect(items[0]!.totalServiceOrders).toBe(2);
    const details = await (await request.get(`${API}/services/providers/details/${refs.serviceProviderRef}`, admin.auth())).json();
    expect(details.totalServiceOrders).toBe(2);
  });

  test("deleting a provider removes its service orders (the cascade the warning promises), not the listing", async ({ request }) => {
    const refs = await orderRefs(request, admin.token);
    const orders = [await createOrderViaApi(request, admin.token, refs), await createOrderViaApi(request, admin.token, refs)];
    const response = await request.delete(`${API}/services/providers/remove/${refs.serviceProviderRef}`, admin.auth());
    expect(response.status()).toBe(200);
    expect((await response.json()).message).toBeTruthy();
    for (const order of orders) await expectApiError(await request.get(`${API}/services/orders/details/${order._id}`, admin.auth()), 404);
    expect((await request.get(`${API}/listings/details/${refs.listingRef}`, admin.auth())).status(), "the listing stays").toBe(200);
  });
});
