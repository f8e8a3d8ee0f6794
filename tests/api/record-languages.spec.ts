import { expect, test, type APIRequestContext } from "@playwright/test";
import { API, clientBody, expectApiError, signInEachTest } from "@/tests/support/api";
import { providerBody } from "@/tests/support/orders";
import { tenantBody } from "@/tests/support/tenants";
import { userBody } from "@/tests/support/users";

/**
 * The reader's language on records (issue 46): users, clients, service providers and tenants carry `language`
 * ("en" | "es") in their details, take it on create (left out: the agency's — the test server runs with the
 * fallback, English) and on update (left out: the record keeps its own), and refuse any other value with the one
 * error body. The person's own choice is tests/api/preferences.spec.ts.
 */
const LANGUAGE_MESSAGE = "language must be one of: en, es.";
/** AGENCY_LANGUAGE is not set for the test server (scripts/run-e2e.ts): the agency speaks the fallback. */
const AGENCY_LANGUAGE = "en";

interface Resource {
  label: string;
  body: () => Record<string, unknown>;
  create: string;
  update: (id: string) => { path: string; body: Record<string, unknown> };
  details: (id: string) => string;
  /** A field an update may change without touching the language. */
  other: Record<string, unknown>;
}

const RESOURCES: Resource[] = [
  {
    label: "clients",
    body: () => clientBody(),
    create: "/clients/register",
    update: (id) => ({ path: "/clients/update", body: { _id: id } }),
    details: (id) => `/clients/details/${id}`,
    other: { contactFirstName: "Renée" },
  },
  {
    label: "service providers",
    body: () => providerBody(),
    create: "/services/providers/register",
    update: (id) => ({ path: "/services/providers/update", body: { _id: id } }),
    details: (id) => `/services/providers/details/${id}`,
    other: { contactFirstName: "Renée" },
  },
  {
    label: "tenants",
    body: () => tenantBody(),
    create: "/tenants",
    update: (id) => ({ path: `/tenants/${id}`, body: {} }),
    details: (id) => `/tenants/${id}`,
    other: { notes: "Prefers a call" },
  },
  {
    label: "users",
    body: () => userBody(),
    create: "/users/register",
    update: (id) => ({ path: "/users/update", body: { _id: id } }),
    details: (id) => `/users/details/${id}`,
    other: { firstName: "Renée" },
  },
];

const admin = signInEachTest();

for (const resource of RESOURCES) {
  const create = async (request: APIRequestContext, extra: Record<string, unknown> = {}) => {
    const response = await request.post(`${API}${resource.create}`, { ...admin.auth(), data: { ...resource.body(), ...extra } });
    expect(response.status(), await response.text()).toBe(201);
    return (await response.json()) as { _id: string; language: string };
  };
  const update = (request: APIRequestContext, id: string, fields: Record<string, unknown>) => {
    const { path, body } = resource.update(id);
    return request.put(`${API}${path}`, { ...admin.auth(), data: { ...body, ...fields } });
  };
  const details = async (request: APIRequestContext, id: string) => {
    const response = await request.get(`${API}${resource.details(id)}`, admin.auth());
    expect(response.status(), await response.text()).toBe(200);
    return (await response.json()) as { language: string } & Record<string, unknown>;
  };

  test.describe(`${resource.label}: language`, () => {
    test("create without a language – the agency's, in the answer and the details", async ({ request }) => {
      const created = await create(request);
      expect(created.language).toBe(AGENCY_LANGUAGE);
      expect((await details(request, created._id)).language).toBe(AGENCY_LANGUAGE);
    });

    test("create with a language – that one", async ({ request }) => {
      const created = await create(request, { language: "es" });
      expect(created.language).toBe("es");
      expect((await details(request, created._id)).language).toBe("es");
    });

    test("update without the language keeps it; with one, changes it", async ({ request }) => {
      const created = await create(request, { language: "es" });
      const kept = await update(request, created._id, resource.other);
      expect(kept.status(), await kept.text()).toBe(200);
      expect(await kept.json()).toMatchObject({ ...resource.other, language: "es" });
      expect((await details(request, created._id)).language).toBe("es");

      const changed = await update(request, created._id, { language: "en" });
      expect(changed.status(), await changed.text()).toBe(200);
      expect(await changed.json()).toMatchObject({ ...resource.other, language: "en" });
      expect((await details(request, created._id)).language).toBe("en");
    });

    for (const bad of ["fr", 123, null, "ES", ""]) {
      test(`create with language ${JSON.stringify(bad)} – 400 naming the field`, async ({ request }) => {
        const response = await request.post(`${API}${resource.create}`, { ...admin.auth(), data: { ...resource.body(), language: bad } });
        await expectApiError(response, 400, { field: "language", message: LANGUAGE_MESSAGE });
      });
    }

    for (const bad of ["fr", 123, null]) {
      test(`update with language ${JSON.stringify(bad)} – 400, the record unchanged`, async ({ request }) => {
        const created = await create(request, { language: "es" });
        await expectApiError(await update(request, created._id, { language: bad }), 400, { field: "language", message: LANGUAGE_MESSAGE });
        expect((await details(request, created._id)).language).toBe("es");
      });
    }
  });
}

test("the list rows carry each record's language too", async ({ request }) => {
  const tenant = await (await request.post(`${API}/tenants`, { ...admin.auth(), data: tenantBody({ language: "es" }) })).json();
  const list = await request.get(`${API}/tenants`, { ...admin.auth(), params: { name: tenant.lastName } });
  expect(list.status()).toBe(200);
  expect(await list.json()).toEqual([expect.objectContaining({ _id: tenant._id, language: "es" })]);
});
