import { expect, test } from "@playwright/test";
import { API, apiLogin, expectApiError, tokenHeaders } from "../support/api";
import { TEST_USERS } from "../support/test-users";

type ListedUser = { _id: string; firstName: string; role: string } & Record<string, unknown>;

test.describe("GET /users (the read side needed by pickers)", () => {
  test("an admin lists every user, sorted by first name, without any password data", async ({ request }) => {
    const token = await apiLogin(request, "admin");
    const response = await request.get(`${API}/users?limit=500`, { headers: tokenHeaders(token) });
    expect(response.status()).toBe(200);
    const text = await response.text();
    expect(text).not.toMatch(/password|hash/i);
    const users = JSON.parse(text) as ListedUser[];
    expect(Number(response.headers()["x-total-count"])).toBeGreaterThanOrEqual(users.length);
    const names = users.map((user) => user.firstName.toLowerCase());
    expect(names).toEqual([...names].sort());
    const emails = users.map((user) => user.email);
    expect(emails).toEqual(expect.arrayContaining([TEST_USERS.admin.email, TEST_USERS.specialist.email, TEST_USERS.disabled.email]));
  });

  test("role and firstName filter the list", async ({ request }) => {
    const token = await apiLogin(request, "admin");
    const specialists = (await (
      await request.get(`${API}/users?role=property-specialist&limit=500`, { headers: tokenHeaders(token) })
    ).json()) as ListedUser[];
    expect(specialists.length).toBeGreaterThan(0);
    expect(specialists.every((user) => user.role === "property-specialist")).toBe(true);

    const byName = (await (await request.get(`${API}/users?firstName=SASH`, { headers: tokenHeaders(token) })).json()) as ListedUser[];
    expect(byName.map((user) => user.email)).toContain(TEST_USERS.specialist.email);
    expect(byName.every((user) => user.firstName.toLowerCase().includes("sash"))).toBe(true);
  });

  test("a specialist may list specialists only", async ({ request }) => {
    const token = await apiLogin(request, "specialist");
    const allowed = await request.get(`${API}/users?role=property-specialist`, { headers: tokenHeaders(token) });
    expect(allowed.status()).toBe(200);
    const users = (await allowed.json()) as ListedUser[];
    expect(users.every((user) => user.role === "property-specialist")).toBe(true);

    for (const path of ["/users", "/users?role=admin", "/users?firstName=Erin"]) {
      await expectApiError(await request.get(`${API}${path}`, { headers: tokenHeaders(token) }), 403, {
        message: "You are not authorised to perform this request!",
      });
    }
  });

  test("bad queries are 400 and no session is 401", async ({ request }) => {
    const token = await apiLogin(request, "admin");
    for (const query of ["role=owner", "limit=501", "skip=-1", "limit=abc"]) {
      await expectApiError(await request.get(`${API}/users?${query}`, { headers: tokenHeaders(token) }), 400);
    }
    await expectApiError(await request.get(`${API}/users`), 401);
  });
});
