import { expect, test, type APIRequestContext } from "@playwright/test";
import { API, apiLogin, browserLogin, clientBody, expectApiError, tokenHeaders } from "@/tests/support/api";

/**
 * The browser session (next-auth cookie) and its CSRF double submit:
 * state-changing requests authenticated by the cookie must echo the
 * XSRF-TOKEN cookie in X-XSRF-TOKEN; x-access-token requests need nothing.
 */
test.describe("CSRF for cookie-authenticated requests", () => {
  test("signing in the browser way opens a cookie session that reads without a CSRF token", async ({ request }) => {
    await browserLogin(request);
    const list = await request.get(`${API}/clients?limit=1`);
    expect(list.status()).toBe(200);
    const session = await request.get(`${API}/auth/session`);
    expect(session.status()).toBe(200);
    expect((await session.json()).userInfo.roleCode).toBe("admin");
  });

  const refusals: { name: string; header: (token: string) => Record<string, string> }[] = [
    { name: "no X-XSRF-TOKEN", header: () => ({}) },
    { name: "a wrong X-XSRF-TOKEN", header: (token) => ({ "x-xsrf-token": crypto.randomUUID().slice(0, token.length) }) },
    { name: "an empty X-XSRF-TOKEN", header: () => ({ "x-xsrf-token": "" }) },
    {
      name: "the token with one character changed",
      header: (token) => ({ "x-xsrf-token": (token[0] === "a" ? "b" : "a") + token.slice(1) }),
    },
    { name: "a prefix of the token", header: (token) => ({ "x-xsrf-token": token.slice(0, -1) }) },
    { name: "the token sent under the cookie's name", header: (token) => ({ "XSRF-TOKEN": token }) },
  ];

  for (const { name, header } of refusals) {
    test(`POST /clients/register with the cookie and ${name} → 403, nothing created`, async ({ request }) => {
      const { xsrfToken } = await browserLogin(request);
      const body = clientBody();
      const response = await request.post(`${API}/clients/register`, { data: body, headers: header(xsrfToken) });
      await expectApiError(response, 403);

      const found = await request.get(`${API}/clients`, { params: { name: body.name } });
      expect(found.status()).toBe(200);
      expect(await found.json()).toEqual([]);
    });
  }

  test("POST /clients/register with the cookie and the right X-XSRF-TOKEN → 201", async ({ request }) => {
    const { xsrfToken } = await browserLogin(request);
    const body = clientBody();
    const response = await request.post(`${API}/clients/register`, { data: body, headers: { "x-xsrf-token": xsrfToken } });
    expect(response.status(), await response.text()).toBe(201);
    const created = await response.json();
    expect(created.name).toBe(body.name);

    // PUT and DELETE need it too.
    const update = { ...body, _id: created._id, name: `${body.name} (updated)` };
    await expectApiError(await request.put(`${API}/clients/update`, { data: update }), 403);
    const updated = await request.put(`${API}/clients/update`, { data: update, headers: { "x-xsrf-token": xsrfToken } });
    expect(updated.status()).toBe(200);

    await expectApiError(await request.delete(`${API}/clients/remove/${created._id}`), 403);
    expect((await request.get(`${API}/clients/details/${created._id}`)).status()).toBe(200);
    const removed = await request.delete(`${API}/clients/remove/${created._id}`, { headers: { "x-xsrf-token": xsrfToken } });
    expect(removed.status()).toBe(200);
  });

  test("the CSRF token must match the caller's own cookie, not just any issued token", async ({ request, playwright, baseURL }) => {
    const { xsrfToken } = await browserLogin(request);
    const other: APIRequestContext = await playwright.request.newContext({ baseURL });
    try {
      const { xsrfToken: otherToken } = await browserLogin(other);
      expect(otherToken).not.toBe(xsrfToken);
      const response = await request.post(`${API}/clients/register`, { data: clientBody(), headers: { "x-xsrf-token": otherToken } });
      await expectApiError(response, 403);
    } finally {
      await other.dispose();
    }
  });

  test("x-access-token requests need no CSRF token", async ({ request }) => {
    const token = await apiLogin(request);
    const created = await request.post(`${API}/clients/register`, { data: clientBody(), headers: tokenHeaders(token) });
    expect(created.status()).toBe(201);
    const { _id } = await created.json();
    const removed = await request.delete(`${API}/clients/remove/${_id}`, { headers: tokenHeaders(token) });
    expect(removed.status()).toBe(200);
  });

  test("POST /auth/logout with the cookie needs the CSRF token, then revokes the browser session", async ({ request }) => {
    const { xsrfToken } = await browserLogin(request);

    await expectApiError(await request.post(`${API}/auth/logout`), 403);
    expect((await request.get(`${API}/clients?limit=1`)).status(), "a refused logout leaves the session alive").toBe(200);

    const logout = await request.post(`${API}/auth/logout`, { headers: { "x-xsrf-token": xsrfToken } });
    expect(logout.status()).toBe(200);

    // The cookie is still in the jar, but its server-side session is gone.
    await expectApiError(await request.get(`${API}/clients?limit=1`), 401);
    await expectApiError(await request.get(`${API}/auth/session`), 401);
    await expectApiError(
      await request.post(`${API}/clients/register`, { data: clientBody(), headers: { "x-xsrf-token": xsrfToken } }),
      401,
    );
  });

  test("a browser session cannot be used as an API token and vice versa", async ({ request, playwright, baseURL }) => {
    await browserLogin(request);
    const { cookies } = await request.storageState();
    const sessionCookie = cookies.find((cookie) => cookie.name === "next-auth.session-token")!;
    const bare: APIRequestContext = await playwright.request.newContext({ baseURL });
    try {
      // The cookie's value is not an API token.
      await expectApiError(await bare.get(`${API}/clients?limit=1`, { headers: tokenHeaders(sessionCookie.value) }), 401);
      // An API token in a session cookie is not a browser session.
      const token = await apiLogin(bare);
      await expectApiError(await bare.get(`${API}/clients?limit=1`, { headers: { cookie: `next-auth.session-token=${token}` } }), 401);
    } finally {
      await bare.dispose();
    }
  });
});
