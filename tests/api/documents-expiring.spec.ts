import { expect, test, type APIRequestContext } from "@playwright/test";
import type { ExpiringDocumentRow } from "@/lib/schemas/document";
import { API, apiLogin, createClientViaApi, expectApiError, tokenHeaders } from "../support/api";
import { pdfBytes, uploadDocument } from "../support/documents";
import { createUserViaApi } from "../support/users";

/**
 * GET /documents/expiring (issue 44 "Finding and seeing"): the list the dashboard's "View all N" opens — expired
 * documents and those expiring within 60 days, soonest first, paged with skip and limit (total in X-Total-Count),
 * users' documents for administrators only. The documents here expire in 1901, before anything other tests file.
 */
let admin: string;
let specialist: string;

test.beforeAll(async ({ request }) => {
  admin = await apiLogin(request, "admin");
  specialist = await apiLogin(request, "specialist");
});

async function upload(request: APIRequestContext, entity: string, recordId: string, title: string, expiresOn: string) {
  const response = await uploadDocument(
    request,
    admin,
    { entity, recordId, title, category: "identity", expiresOn },
    {
      name: "passport.pdf",
      mimeType: "application/pdf",
      buffer: pdfBytes(),
    },
  );
  expect(response.status(), await response.text()).toBe(201);
}

async function page(request: APIRequestContext, params: Record<string, number>, token = admin) {
  const response = await request.get(`${API}/documents/expiring`, { headers: tokenHeaders(token), params });
  expect(response.status(), await response.text()).toBe(200);
  return { rows: (await response.json()) as ExpiringDocumentRow[], total: Number(response.headers()["x-total-count"]) };
}

test("soonest first, paged with skip and limit, the total beside; users' papers for administrators only", async ({ request }) => {
  const client = await createClientViaApi(request, admin);
  const user = await createUserViaApi(request, admin);
  // Uploaded out of order: the list orders them by expiry.
  await upload(request, "clients", client._id, `Second ${client.name}`, "1901-01-03");
  await upload(request, "users", user.user._id, `First ${client.name}`, "1901-01-02");
  await upload(request, "clients", client._id, `Third ${client.name}`, "1901-01-04");

  const first = await page(request, { limit: 2 });
  expect(first.rows.map((row) => row.title)).toEqual([`First ${client.name}`, `Second ${client.name}`]);
  expect(first.total).toBeGreaterThanOrEqual(3);
  expect(first.rows[1]).toMatchObject({
    category: "identity",
    entity: "clients",
    recordId: client._id,
    recordName: client.name,
    expiresOn: "1901-01-03",
  });
  expect(first.rows[1]!.daysLeft).toBeLessThan(-40_000);

  const next = await page(request, { skip: 2, limit: 1 });
  expect(next.rows.map((row) => row.title)).toEqual([`Third ${client.name}`]);
  expect(next.total).toBe(first.total);

  // A specialist does not see the user's document, and counts one fewer of these.
  const theirs = await page(request, { limit: 2 }, specialist);
  expect(theirs.rows.map((row) => row.title)).toEqual([`Second ${client.name}`, `Third ${client.name}`]);
});

test("bad paging is a 400 with the rule's message; no session is a 401", async ({ request }) => {
  const cases: [Record<string, string>, string, string][] = [
    [{ limit: "101" }, "limit", "limit cannot be more than 100."],
    [{ limit: "0" }, "limit", "limit must be at least 1."],
    [{ skip: "-1" }, "skip", "skip cannot be negative."],
  ];
  for (const [params, field, message] of cases) {
    await expectApiError(await request.get(`${API}/documents/expiring`, { headers: tokenHeaders(admin), params }), 400, { field, message });
  }
  await expectApiError(await request.get(`${API}/documents/expiring`), 401);
});
