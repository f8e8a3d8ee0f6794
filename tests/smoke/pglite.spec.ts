import { expect, test } from "@playwright/test";
import { API, apiLogin, clientBody, expectApiError, tokenHeaders, unique } from "@/tests/support/api";

/**
 * Smoke run on the embedded database (the server with no DATABASE_URL):
 * the app migrates PGlite on start, signs in, and does the Clients module
 * end to end. Serial: only this file talks to that server, so counts are exact.
 */
test.describe.configure({ mode: "serial" });

test("GET /health – the embedded database answers", async ({ request }) => {
  const response = await request.get(`${API}/health`);
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ status: "ok", database: "pglite" });
});

test("POST /auth/admin/login – admin signs in on PGlite", async ({ request }) => {
  const token = await apiLogin(request, "admin");
  const session = await request.get(`${API}/auth/session`, { headers: tokenHeaders(token) });
  expect(session.status()).toBe(200);
  expect((await session.json()).userInfo).toMatchObject({ roleCode: "admin" });

  await expectApiError(await request.get(`${API}/clients`), 401);
  const logout = await request.post(`${API}/auth/logout`, { headers: tokenHeaders(token) });
  expect(logout.status()).toBe(200);
  await expectApiError(await request.get(`${API}/auth/session`, { headers: tokenHeaders(token) }), 401);
});

test("clients – create, list, view, update, delete, with the stats following", async ({ request }) => {
  const headers = tokenHeaders(await apiLogin(request, "admin"));
  const stats = async () => {
    const response = await request.get(`${API}/references/stats`, { headers });
    expect(response.status()).toBe(200);
    return (await response.json()) as { clients: number; listings: number; serviceOrders: number };
  };

  const before = await stats();
  expect(before).toEqual({ clients: expect.any(Number), listings: expect.any(Number), serviceOrders: expect.any(Number) });

  const tag = unique("smoke").replace(" ", "-");
  const body = clientBody({ name: `Émeraude Villas ${tag}`, contactWebsiteURL: "https://emeraude.example.gp" });

  // Create
  const created = await request.post(`${API}/clients/register`, { headers, data: body });
  expect(created.status(), await created.text()).toBe(201);
  const client = await created.json();
  expect(client).toMatchObject({ ...body, contactSecondaryNumber: null, propertyCount: 0 });
  expect((await stats()).clients).toBe(before.clients + 1);

  // A second one, to see the list sorted and filtered.
  const second = await request.post(`${API}/clients/register`, { headers, data: clientBody({ name: `azur Rentals ${tag}` }) });
  expect(second.status()).toBe(201);
  const secondId = (await second.json())._id as string;

  // List: sorted case-insensitively, filtered case-insensitively, counted.
  const list = await request.get(`${API}/clients`, { headers, params: { name: tag.toUpperCase() } });
  expect(list.status()).toBe(200);
  expect(list.headers()["x-total-count"]).toBe("2");
  expect((await list.json()).map((row: { name: string }) => row.name)).toEqual([`azur Rentals ${tag}`, `Émeraude Villas ${tag}`]);
  const page = await request.get(`${API}/clients`, { headers, params: { name: tag, skip: 1, limit: 1 } });
  expect((await page.json()).map((row: { _id: string }) => row._id)).toEqual([client._id]);
  expect(page.headers()["x-total-count"]).toBe("2");

  // View
  const view = await request.get(`${API}/clients/details/${client._id}`, { headers });
  expect(view.status()).toBe(200);
  expect(await view.json()).toEqual(client);

  // Update
  const updated = await request.put(`${API}/clients/update`, {
    headers,
    data: { ...body, _id: client._id, contactFirstName: "Maëlle", contactWebsiteURL: "" },
  });
  expect(updated.status(), await updated.text()).toBe(200);
  expect(await updated.json()).toMatchObject({ _id: client._id, contactFirstName: "Maëlle", contactWebsiteURL: null });
  expect((await (await request.get(`${API}/clients/details/${client._id}`, { headers })).json()).contactFirstName).toBe("Maëlle");

  // Validation is the same on the embedded database.
  await expectApiError(await request.post(`${API}/clients/register`, { headers, data: clientBody({ contactEmailAddress: "nope" }) }), 400, {
    field: "contactEmailAddress",
  });

  // Delete
  for (const id of [client._id, secondId]) {
    const removed = await request.delete(`${API}/clients/remove/${id}`, { headers });
    expect(removed.status()).toBe(200);
    await expectApiError(await request.get(`${API}/clients/details/${id}`, { headers }), 404);
  }
  await expectApiError(await request.delete(`${API}/clients/remove/${client._id}`, { headers }), 404);
  expect(await stats()).toEqual(before);
});

test("finding things on the embedded database (pg_trgm loaded): quick-find, criteria, sort, export, saved filters", async ({ request }) => {
  const headers = tokenHeaders(await apiLogin(request, "admin"));
  const tag = unique("trgm").replace(" ", "");
  const created = await request.post(`${API}/clients/register`, {
    headers,
    data: clientBody({ name: `Harbour ${tag}`, contactPrimaryNumber: "+1 (758) 555-0199" }),
  });
  expect(created.status(), await created.text()).toBe(201);
  const client = (await created.json()) as { _id: string };

  const found = await request.get(`${API}/search`, { headers, params: { q: `${tag} 5550199` } });
  expect(found.status(), await found.text()).toBe(200);
  expect(((await found.json()) as { clients: { _id: string }[] }).clients.map((hit) => hit._id)).toEqual([client._id]);

  const criteria = JSON.stringify([
    { fieldName: "name", operator: "contains", value: tag.toUpperCase() },
    { fieldName: "contactPrimaryNumber", operator: "contains", value: "555 0199" },
  ]);
  const list = await request.get(`${API}/clients`, { headers, params: { criteria, sort: "createdAt", order: "desc" } });
  expect(list.status(), await list.text()).toBe(200);
  expect(list.headers()["x-total-count"]).toBe("1");

  const exported = await request.get(`${API}/export/clients`, { headers, params: { criteria } });
  expect(exported.status()).toBe(200);
  expect((await exported.text()).split("\r\n").filter(Boolean)).toHaveLength(2);

  const saved = await request.post(`${API}/filters/register`, {
    headers,
    data: { entity: "clients", name: `Harbour ${tag}`, criteria: JSON.parse(criteria) },
  });
  expect(saved.status(), await saved.text()).toBe(201);
});
