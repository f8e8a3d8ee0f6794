import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { API, createClientViaApi, expectApiError, signInEachTest } from "@/tests/support/api";
import { nameOrderKey } from "@/tests/support/name-order";

/** The read side of the Listings API: list, details, count (the write side is tested in listings.spec.ts). */
const admin = signInEachTest();

test("GET /listings – a JSON array with X-Total-Count, sorted by property name", async ({ request }) => {
  const response = await request.get(`${API}/listings`, { ...admin.auth(), params: { limit: 500 } });
  expect(response.status(), await response.text()).toBe(200);
  const items = (await response.json()) as { propertyName: string }[];
  expect(Array.isArray(items)).toBe(true);
  expect(Number(response.headers()["x-total-count"])).toBeGreaterThanOrEqual(items.length);
  const names = items.map((item) => nameOrderKey(item.propertyName));
  expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
});

test("GET /listings – bad query parameters are a 400", async ({ request }) => {
  const bad: Record<string, string>[] = [{ limit: "501" }, { skip: "-1" }, { propertySpecialist: "nope" }, { client: "123" }];
  for (const params of bad) {
    await expectApiError(await request.get(`${API}/listings`, { ...admin.auth(), params }), 400);
  }
});

test("GET /listings – a literal property-name search for % matches nothing unusual", async ({ request }) => {
  const response = await request.get(`${API}/listings`, { ...admin.auth(), params: { propertyName: "%_%" } });
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual([]);
  expect(response.headers()["x-total-count"]).toBe("0");
});

test("GET /listings/details/{id} – 404 for an unknown or malformed id", async ({ request }) => {
  await expectApiError(await request.get(`${API}/listings/details/${randomUUID()}`, admin.auth()), 404);
  await expectApiError(await request.get(`${API}/listings/details/not-a-uuid`, admin.auth()), 404);
});

test("GET /listings/count/{clientId} – 0 for a new client, 404 for an unknown one", async ({ request }) => {
  const client = await createClientViaApi(request, admin.token);
  const response = await request.get(`${API}/listings/count/${client._id}`, admin.auth());
  expect(response.status(), await response.text()).toBe(200);
  expect(await response.json()).toEqual({ count: 0 });
  const filtered = await request.get(`${API}/listings`, { ...admin.auth(), params: { client: client._id } });
  expect(await filtered.json()).toEqual([]);
  await expectApiError(await request.get(`${API}/listings/count/${randomUUID()}`, admin.auth()), 404);
});

test("GET /listings – needs a session", async ({ request }) => {
  await expectApiError(await request.get(`${API}/listings`), 401);
});
