import { expect, test, type APIRequestContext } from "@playwright/test";
import { API, apiLogin, browserLogin, expectApiError, tokenHeaders } from "@/tests/support/api";
import { auditTrail } from "@/tests/support/orders";
import { withTestDatabase } from "@/tests/support/test-database";
import { createUserViaApi, loginAs } from "@/tests/support/users";

/**
 * GET and PUT /users/me/preferences (issue 46): the signed-in person's own language, any role, `{ language }` both
 * ways; a change is the user's, seen by an administrator and written in the user's History. Each test signs in a
 * throwaway user of its own; the fixture accounts are never changed.
 */
const PATH = `${API}/users/me/preferences`;
const LANGUAGE_MESSAGE = "language must be one of: en, es.";
const NO_SESSION = "Your session has ended. Please sign in again.";

async function someone(request: APIRequestContext, role: "admin" | "property-specialist") {
  const { user, password } = await createUserViaApi(request, await apiLogin(request, "admin"), { role });
  return { user, password, headers: tokenHeaders(await loginAs(request, user.email, password)) };
}

for (const role of ["property-specialist", "admin"] as const) {
  test(`${role}: reads the agency's language at first, saves another, and reads it back`, async ({ request }) => {
    const { user, headers } = await someone(request, role);
    const first = await request.get(PATH, { headers });
    expect(first.status(), await first.text()).toBe(200);
    expect(await first.json()).toEqual({ language: "en" });

    const saved = await request.put(PATH, { headers, data: { language: "es" } });
    expect(saved.status(), await saved.text()).toBe(200);
    expect(await saved.json()).toEqual({ language: "es" });
    expect(await (await request.get(PATH, { headers })).json()).toEqual({ language: "es" });

    const asAdmin = await request.get(`${API}/users/details/${user._id}`, { headers: tokenHeaders(await apiLogin(request, "admin")) });
    expect((await asAdmin.json()).language).toBe("es");
  });
}

test("a change is written in the user's History, by the user; saving the same language again writes nothing", async ({ request }) => {
  const { user, headers } = await someone(request, "property-specialist");
  await request.put(PATH, { headers, data: { language: "es" } });
  await request.put(PATH, { headers, data: { language: "es" } });
  const trail = await auditTrail(user._id);
  expect(trail.map((entry) => entry.action)).toEqual(["create", "update"]);
  const { rows } = await withTestDatabase((client) =>
    client.query<{ changes: unknown; actorName: string }>(
      `SELECT changes, actor_name AS "actorName" FROM audit_log WHERE entity_id = $1 AND action = 'update'`,
      [user._id],
    ),
  );
  expect(rows).toEqual([{ changes: { language: { from: "en", to: "es" } }, actorName: `${user.firstName} ${user.lastName}` }]);
});

for (const body of [{ language: "fr" }, { language: 123 }, { language: null }, {}]) {
  test(`PUT ${JSON.stringify(body)} – 400 naming the field, nothing saved`, async ({ request }) => {
    const { headers } = await someone(request, "property-specialist");
    await expectApiError(await request.put(PATH, { headers, data: body }), 400, { field: "language", message: LANGUAGE_MESSAGE });
    expect(await (await request.get(PATH, { headers })).json()).toEqual({ language: "en" });
  });
}

test("without a session – 401 for both verbs", async ({ request }) => {
  await expectApiError(await request.get(PATH), 401, { message: NO_SESSION });
  await expectApiError(await request.put(PATH, { data: { language: "es" } }), 401, { message: NO_SESSION });
});

test("a browser's PUT needs the CSRF token, as every other write", async ({ request }) => {
  const { user, password } = await createUserViaApi(request, await apiLogin(request, "admin"));
  const { xsrfToken } = await browserLogin(request, { email: user.email, password });
  await expectApiError(await request.put(PATH, { data: { language: "es" } }), 403);
  expect(await (await request.get(PATH)).json()).toEqual({ language: "en" });
  const saved = await request.put(PATH, { data: { language: "es" }, headers: { "x-xsrf-token": xsrfToken } });
  expect(saved.status(), await saved.text()).toBe(200);
  expect(await saved.json()).toEqual({ language: "es" });
});
