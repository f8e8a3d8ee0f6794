import { expect, test } from "@playwright/test";
import type { SearchFieldDefinition } from "@/lib/schemas/search";
import { API, apiLogin, expectApiError, tokenHeaders } from "../support/api";

/**
 * The Finder's criteria on admin-only data: users' documents are admins' only,
 * so a specialist may not learn which users have documents of a category
 * through the users list's criteria — not in the list, not in the export, not
 * in a saved filter — and the Finder does not offer the field to them.
 */
let admin: string;
let specialist: string;
test.beforeAll(async ({ request }) => {
  [admin, specialist] = await Promise.all([apiLogin(request, "admin"), apiLogin(request, "specialist")]);
});

const byCategory = [{ fieldName: "documentCategory", operator: "eq", value: "identity" }];
const usersWith = (token: string, criteria: unknown) => (request: import("@playwright/test").APIRequestContext) =>
  request.get(`${API}/users`, {
    headers: tokenHeaders(token),
    params: { role: "property-specialist", criteria: JSON.stringify(criteria) },
  });

test("a specialist's documentCategory criterion on users is 403 with a clear message; an admin's is answered", async ({ request }) => {
  const refused = await expectApiError(await usersWith(specialist, byCategory)(request), 403);
  expect(refused.message).toBe('Users can be searched by "Has documents of category" by administrators only.');
  for (const operator of ["ne", "in", "notIn"]) {
    const value = operator === "in" || operator === "notIn" ? ["identity", "contract"] : "identity";
    await expectApiError(await usersWith(specialist, [{ fieldName: "documentCategory", operator, value }])(request), 403);
  }
  // The other criteria stay open to them; an admin keeps the document criterion.
  const byName = await usersWith(specialist, [{ fieldName: "firstName", operator: "contains", value: ["a"] }])(request);
  expect(byName.status(), await byName.text()).toBe(200);
  const asAdmin = await usersWith(admin, byCategory)(request);
  expect(asAdmin.status(), await asAdmin.text()).toBe(200);
});

test("the Finder offers the field to admins only, and a specialist cannot save it in a filter", async ({ request }) => {
  const fieldsFor = async (token: string) => {
    const response = await request.get(`${API}/search/fields/users`, { headers: tokenHeaders(token) });
    expect(response.status(), await response.text()).toBe(200);
    return ((await response.json()) as SearchFieldDefinition[]).map((field) => field.field);
  };
  expect(await fieldsFor(admin)).toContain("documentCategory");
  const offered = await fieldsFor(specialist);
  expect(offered).not.toContain("documentCategory");
  expect(offered).toContain("firstName");

  await expectApiError(
    await request.post(`${API}/filters/register`, {
      headers: tokenHeaders(specialist),
      data: { entity: "users", name: `Has identity ${Date.now()}`, criteria: byCategory, shared: false },
    }),
    403,
  );
});
