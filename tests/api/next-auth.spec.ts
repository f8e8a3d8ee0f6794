import { expect, test, type APIRequestContext, type APIResponse } from "@playwright/test";
import { API, browserLogin, clientBody, expectApiError, fakeAddress, SESSION_COOKIE_NAME, XSRF_COOKIE_NAME } from "@/tests/support/api";
import { TEST_USERS } from "@/tests/support/test-users";
import { createThrowawayUser } from "./support/throwaway-user";

/**
 * next-auth's own routes (/api/auth/*, wrapped by server/api/next-auth-route.ts):
 * no callback URL — in the form, the query or next-auth's cookie — makes a
 * 500; bodies are forms of bounded size; the sign-in takes the API's input
 * rules; signing out ends the server-side session; the XSRF-TOKEN cookie is
 * renewed when a session starts and ends.
 */
const CALLBACK = "/api/auth/callback/credentials";

async function csrfTokenFor(request: APIRequestContext, address: string): Promise<string> {
  const response = await request.get("/api/auth/csrf", { headers: { "x-forwarded-for": address } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { csrfToken: string }).csrfToken;
}

async function signInForm(request: APIRequestContext, fields: Record<string, string>, address = fakeAddress()): Promise<APIResponse> {
  const csrfToken = await csrfTokenFor(request, address);
  return request.post(CALLBACK, { form: { csrfToken, json: "true", ...fields }, headers: { "x-forwarded-for": address }, maxRedirects: 0 });
}

function setCookie(response: APIResponse, name: string): string | undefined {
  return response
    .headersArray()
    .filter((header) => header.name.toLowerCase() === "set-cookie")
    .map((header) => header.value)
    .find((value) => value.startsWith(`${name}=`));
}

const cookieValue = (line: string | undefined) => line && decodeURIComponent(line.split(";")[0]!.split("=").slice(1).join("="));

const MALFORMED_CALLBACK_URLS = ["http://", "http://[", "http://host:99999/", "%", "http://a b/", ":", "http://%zz/", "https://[::1"];
const FOREIGN_CALLBACK_URLS = ["http://host.evil.example/", "//evil.example/", "javascript:alert(1)", "/\\evil.example"];

test.describe("next-auth: callback URLs never cause a 5xx", () => {
  for (const callbackUrl of [...MALFORMED_CALLBACK_URLS, ...FOREIGN_CALLBACK_URLS]) {
    test(`sign-in with callbackUrl ${JSON.stringify(callbackUrl)}: signed in, sent to this site`, async ({ request, baseURL }) => {
      const response = await signInForm(request, {
        email: TEST_USERS.specialist.email,
        password: TEST_USERS.specialist.password,
        callbackUrl,
      });
      expect(response.status(), await response.text()).toBe(200);
      const { url } = (await response.json()) as { url: string };
      expect(new URL(url).origin).toBe(new URL(baseURL!).origin);
      expect(setCookie(response, SESSION_COOKIE_NAME)).toBeTruthy();
    });
  }

  test("a wrong password with a malformed callbackUrl is a plain 401", async ({ request }) => {
    const response = await signInForm(request, { email: `nobody.${Date.now()}@throttle.test`, password: "wrong", callbackUrl: "http://[" });
    await expectApiError(response, 401, { message: "Invalid e-mail or password." });
  });

  for (const callbackUrl of MALFORMED_CALLBACK_URLS) {
    test(`GET /api/auth/csrf?callbackUrl=${callbackUrl} → 200 (the parameter is ignored)`, async ({ request }) => {
      const response = await request.get(`/api/auth/csrf?callbackUrl=${encodeURIComponent(callbackUrl)}`);
      expect(response.status()).toBe(200);
      expect(((await response.json()) as { csrfToken: string }).csrfToken).toMatch(/^[0-9a-f]{64}$/);
    });
  }

  for (const cookie of MALFORMED_CALLBACK_URLS) {
    test(`a malformed next-auth.callback-url cookie (${JSON.stringify(cookie)}) is dropped, not a 500 on every call`, async ({
      playwright,
      baseURL,
    }) => {
      const browser = await playwright.request.newContext({ baseURL });
      try {
        const headers = { cookie: `next-auth.callback-url=${encodeURIComponent(cookie)}` };
        for (const path of ["/api/auth/csrf", "/api/auth/session", "/api/auth/providers"]) {
          const response = await browser.get(path, { headers });
          expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
        }
        const cleared = await browser.get("/api/auth/csrf", { headers });
        const line = setCookie(cleared, "next-auth.callback-url");
        expect(line, "the bad cookie is replaced").toBeTruthy();
        expect(cookieValue(line)).not.toBe(cookie);
        // And the browser can sign in.
        const signIn = await signInForm(browser, { email: TEST_USERS.specialist.email, password: TEST_USERS.specialist.password });
        expect(signIn.status()).toBe(200);
      } finally {
        await browser.dispose();
      }
    });
  }
});

test.describe("next-auth: bodies and input", () => {
  test("a JSON body → 415, nobody signed in", async ({ request }) => {
    const csrfToken = await csrfTokenFor(request, fakeAddress());
    const response = await request.post(CALLBACK, {
      headers: { "content-type": "application/json" },
      data: JSON.stringify({ csrfToken, email: TEST_USERS.specialist.email, password: TEST_USERS.specialist.password, json: "true" }),
    });
    await expectApiError(response, 415);
  });

  test("next-auth's own refusals are the one error body: an unsupported action, a session update without its token", async ({
    request,
  }) => {
    await expectApiError(await request.get("/api/auth/no-such-action"), 400, {
      message: "The sign-in service does not support this request.",
    });
    await expectApiError(await request.post("/api/auth/session", { form: { data: "{}" } }), 400);
  });

  test("what next-auth does not support is a 4xx, never a 500: a GET of the credentials callback, other verbs (issue 27, finding 8)", async ({
    request,
  }) => {
    for (const path of ["/api/auth/callback/credentials", "/api/auth/callback/credentials?code=x", "/api/auth/callback/github"]) {
      const response = await request.get(path, { maxRedirects: 0 });
      await expectApiError(response, 405);
      expect(response.headers()["allow"]).toBe("POST");
    }
    for (const method of ["PUT", "PATCH", "DELETE"]) {
      for (const path of ["/api/auth/session", "/api/auth/callback/credentials", "/api/auth/anything/else"]) {
        await expectApiError(await request.fetch(path, { method }), 405);
      }
    }
    for (const path of [
      "/api/auth/signin/credentials",
      "/api/auth/error?error=Configuration",
      "/api/auth/verify-request",
      "/api/auth/_log",
    ]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), `${path}: ${await response.text()}`).toBeLessThan(500);
    }
  });

  test("a form over 16 KiB → 413 (a 5,000,000-character password never reaches the server's work)", async ({ request }) => {
    const response = await signInForm(request, { email: TEST_USERS.specialist.email, password: "p".repeat(5_000_000) });
    await expectApiError(response, 413);
  });

  test("a password over 128 characters is refused with the API's message and not counted as a failure", async ({ request }) => {
    const user = await createThrowawayUser();
    const address = fakeAddress();
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await signInForm(request, { email: user.email, password: "p".repeat(129) }, address);
      await expectApiError(response, 400, { field: "password", message: "Password is too long." });
    }
    // Five refusals from one address would have reached its limit had they been counted.
    expect((await signInForm(request, { email: user.email, password: user.password }, address)).status()).toBe(200);
  });
});

test.describe("next-auth: sessions and the XSRF cookie", () => {
  test("signing out through next-auth ends the server-side session, not just the cookie", async ({ playwright, baseURL }) => {
    const browser = await playwright.request.newContext({ baseURL });
    try {
      await browserLogin(browser, "specialist");
      const { cookies } = await browser.storageState();
      const session = cookies.find((cookie) => cookie.name === SESSION_COOKIE_NAME)!.value;
      expect((await browser.get(`${API}/auth/session`)).status()).toBe(200);

      const csrfToken = await csrfTokenFor(browser, fakeAddress());
      const signOut = await browser.post("/api/auth/signout", { form: { csrfToken, json: "true" }, maxRedirects: 0 });
      expect(signOut.status()).toBeLessThan(400);

      // The old cookie, replayed (as a copy taken before sign-out would be), no longer opens anything.
      const replayed = await playwright.request.newContext({ baseURL });
      const answer = await replayed.get(`${API}/auth/session`, { headers: { cookie: `${SESSION_COOKIE_NAME}=${session}` } });
      await expectApiError(answer, 401);
      await replayed.dispose();
    } finally {
      await browser.dispose();
    }
  });

  test("a sign-in renews the XSRF-TOKEN cookie: the value from before no longer passes", async ({ playwright, baseURL }) => {
    const browser = await playwright.request.newContext({ baseURL });
    try {
      await browser.get("/login");
      const before = (await browser.storageState()).cookies.find((cookie) => cookie.name === XSRF_COOKIE_NAME)!.value;
      const response = await signInForm(browser, { email: TEST_USERS.specialist.email, password: TEST_USERS.specialist.password });
      const renewed = cookieValue(setCookie(response, XSRF_COOKIE_NAME));
      expect(renewed, "the sign-in answer sets a new XSRF-TOKEN").toBeTruthy();
      expect(renewed).not.toBe(decodeURIComponent(before));
      expect(setCookie(response, XSRF_COOKIE_NAME)).toMatch(/; Path=\/; SameSite=Lax$/);

      await expectApiError(
        await browser.post(`${API}/clients/register`, { data: clientBody(), headers: { "x-xsrf-token": decodeURIComponent(before) } }),
        403,
      );
      const created = await browser.post(`${API}/clients/register`, { data: clientBody(), headers: { "x-xsrf-token": renewed! } });
      expect(created.status(), await created.text()).toBe(201);

      // Signing out renews it again.
      const csrfToken = await csrfTokenFor(browser, fakeAddress());
      const signOut = await browser.post("/api/auth/signout", { form: { csrfToken, json: "true" }, maxRedirects: 0 });
      const afterSignOut = cookieValue(setCookie(signOut, XSRF_COOKIE_NAME));
      expect(afterSignOut).toBeTruthy();
      expect(afterSignOut).not.toBe(renewed);
    } finally {
      await browser.dispose();
    }
  });

  test("a failed sign-in leaves the XSRF-TOKEN cookie alone", async ({ request }) => {
    const response = await signInForm(request, { email: `nobody.${Date.now()}@throttle.test`, password: "wrong" });
    expect(response.status()).toBe(401);
    expect(setCookie(response, XSRF_COOKIE_NAME)).toBeUndefined();
  });
});
