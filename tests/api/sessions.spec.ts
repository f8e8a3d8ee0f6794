import { expect, test } from "@playwright/test";
import { API, apiLogin, expectApiError, postLogin, tokenHeaders } from "@/tests/support/api";
import { baseUrl, E2E_PORTS, SHORT_IDLE_TIMEOUT_MS, SHORT_SESSION_ENDS_WITHIN_MS } from "@/tests/support/e2e-servers";
import { TEST_USERS } from "@/tests/support/test-users";
import { idleFor, idleMs } from "./support/idle-sessions";
import { createThrowawayUser, deleteThrowawayUser, setThrowawayUserActive } from "./support/throwaway-user";

/**
 * API sessions (x-access-token): stored server-side, checked on every
 * request, revoked by logout, ended by the idle timeout.
 */
test.describe("sessions with x-access-token", () => {
  test("GET /auth/session – returns the signed-in user's info", async ({ request }) => {
    const token = await apiLogin(request, "specialist");
    const response = await request.get(`${API}/auth/session`, { headers: tokenHeaders(token) });
    expect(response.status()).toBe(200);
    const text = await response.text();
    expect(text.toLowerCase()).not.toContain("password");
    expect(text.toLowerCase()).not.toContain("hash");
    expect(JSON.parse(text).userInfo).toMatchObject({
      _id: expect.any(String),
      email: TEST_USERS.specialist.email,
      role: "property-specialist",
      roleCode: "property-specialist",
    });
  });

  test("a token works on GET /clients", async ({ request }) => {
    const token = await apiLogin(request);
    const response = await request.get(`${API}/clients`, { headers: tokenHeaders(token) });
    expect(response.status()).toBe(200);
    expect(Array.isArray(await response.json())).toBe(true);
  });

  test("POST /auth/logout – revokes the token; other sessions of the same user live on", async ({ request }) => {
    const token = await apiLogin(request, "specialist");
    const other = await apiLogin(request, "specialist");

    const logout = await request.post(`${API}/auth/logout`, { headers: tokenHeaders(token) });
    expect(logout.status()).toBe(200);
    expect(typeof (await logout.json()).message).toBe("string");

    await expectApiError(await request.get(`${API}/clients`, { headers: tokenHeaders(token) }), 401);
    await expectApiError(await request.get(`${API}/auth/session`, { headers: tokenHeaders(token) }), 401);
    // Logging out twice: the session is already gone.
    await expectApiError(await request.post(`${API}/auth/logout`, { headers: tokenHeaders(token) }), 401);

    expect((await request.get(`${API}/clients`, { headers: tokenHeaders(other) })).status()).toBe(200);
  });

  const badCredentials: { name: string; headers: Record<string, string> }[] = [
    { name: "no credentials", headers: {} },
    { name: "garbage token", headers: tokenHeaders("not-a-real-token") },
    { name: "empty token", headers: tokenHeaders("") },
    { name: "token-shaped garbage", headers: tokenHeaders("A".repeat(43)) },
    { name: "over-long token", headers: tokenHeaders("x".repeat(5_000)) },
    { name: "token with SQL in it", headers: tokenHeaders("' OR '1'='1") },
    { name: "garbage session cookie", headers: { cookie: "next-auth.session-token=garbage" } },
    { name: "forged bearer header only", headers: { authorization: "Bearer whatever" } },
  ];

  for (const { name, headers } of badCredentials) {
    for (const [method, path] of [
      ["GET", "/clients"],
      ["GET", "/auth/session"],
      ["GET", "/references/stats"],
      ["POST", "/clients/register"],
      ["POST", "/auth/logout"],
    ] as const) {
      test(`${method} ${path} – ${name} → 401`, async ({ request }) => {
        const response = await request.fetch(`${API}${path}`, { method, headers, ...(method === "POST" ? { data: {} } : {}) });
        await expectApiError(response, 401);
      });
    }
  }

  test("disabling a user ends its sessions at once; enabling it again does not revive them", async ({ request }) => {
    const user = await createThrowawayUser();
    const login = await postLogin(request, user);
    expect(login.status()).toBe(200);
    const token = (await login.json()).authToken as string;
    expect((await request.get(`${API}/auth/session`, { headers: tokenHeaders(token) })).status()).toBe(200);

    await setThrowawayUserActive(user, false);
    await expectApiError(await request.get(`${API}/auth/session`, { headers: tokenHeaders(token) }), 401);
    await setThrowawayUserActive(user, true);
    await expectApiError(await request.get(`${API}/auth/session`, { headers: tokenHeaders(token) }), 401);
  });

  test("deleting a user ends its sessions at once", async ({ request }) => {
    const user = await createThrowawayUser();
    const login = await postLogin(request, user);
    expect(login.status()).toBe(200);
    const token = (await login.json()).authToken as string;
    await deleteThrowawayUser(user);
    await expectApiError(await request.get(`${API}/clients?limit=1`, { headers: tokenHeaders(token) }), 401);
  });

  test("a real token that was tampered with → 401", async ({ request }) => {
    const token = await apiLogin(request);
    const last = token.at(-1) === "A" ? "B" : "A";
    await expectApiError(await request.get(`${API}/clients`, { headers: tokenHeaders(token.slice(0, -1) + last) }), 401);
  });
});

test.describe(`idle timeout (server with SESSION_IDLE_TIMEOUT_MS = ${SHORT_IDLE_TIMEOUT_MS / 1000} s)`, () => {
  // The session's idle time is moved back in the database (idleFor) rather than waited for.
  const idle = baseUrl(E2E_PORTS.idle);

  async function idleLogin(request: Parameters<typeof apiLogin>[0]) {
    const response = await postLogin(request, { email: TEST_USERS.admin.email, password: TEST_USERS.admin.password }, undefined, idle);
    expect(response.status(), await response.text()).toBe(200);
    return (await response.json()).authToken as string;
  }

  test("requests keep the session alive; more than the timeout without one ends it", async ({ request }) => {
    const token = await idleLogin(request);
    const clients = () => request.get(`${idle}${API}/clients?limit=1`, { headers: tokenHeaders(token) });
    expect((await clients()).status()).toBe(200);

    // Three times half the timeout without a request, each ended by one: a timeout and a half in all, and still alive.
    for (let round = 1; round <= 3; round++) {
      await idleFor(token, SHORT_IDLE_TIMEOUT_MS / 2);
      expect((await clients()).status(), `alive after ${round} × half the timeout, each ended by a request`).toBe(200);
      expect(await idleMs(token), "the request counted as activity").toBeLessThan(SHORT_IDLE_TIMEOUT_MS / 4);
    }

    await idleFor(token, SHORT_SESSION_ENDS_WITHIN_MS + 1_000);
    await expectApiError(await clients(), 401);
    // Once ended, it stays ended, even were its clock moved back.
    await idleFor(token, 0);
    await expectApiError(await request.get(`${idle}${API}/auth/session`, { headers: tokenHeaders(token) }), 401);

    // Signing in again opens a new session.
    const fresh = await idleLogin(request);
    expect((await request.get(`${idle}${API}/clients?limit=1`, { headers: tokenHeaders(fresh) })).status()).toBe(200);
  });

  test("a session left idle past the timeout → 401", async ({ request }) => {
    const token = await idleLogin(request);
    expect((await request.get(`${idle}${API}/auth/session`, { headers: tokenHeaders(token) })).status()).toBe(200);
    await idleFor(token, SHORT_SESSION_ENDS_WITHIN_MS + 1_000);
    await expectApiError(await request.get(`${idle}${API}/auth/session`, { headers: tokenHeaders(token) }), 401);
  });

  test("the main server's default timeout is five minutes", async ({ request }) => {
    const token = await apiLogin(request);
    const session = () => request.get(`${API}/auth/session`, { headers: tokenHeaders(token) });
    await idleFor(token, 290_000);
    expect((await session()).status(), "idle for 4 min 50 s").toBe(200);
    await idleFor(token, 310_000);
    await expectApiError(await session(), 401);
  });
});
