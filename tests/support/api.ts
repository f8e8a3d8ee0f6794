import { expect, test, type APIRequestContext } from "@playwright/test";
import { randomBytes } from "node:crypto";
import { TEST_USERS, type TestUserKey } from "./test-users";

/**
 * API test helpers: sign in through the API (x-access-token), and make
 * records with unique values so tests never depend on each other.
 */
export const API = "/api/v1";

/** A distinct fake client address per call (the test servers trust one proxy hop). */
export function fakeAddress(): string {
  const bytes = randomBytes(3);
  return `10.${bytes[0]}.${bytes[1]}.${bytes[2]}`;
}

export async function apiLogin(request: APIRequestContext, who: TestUserKey = "admin"): Promise<string> {
  const { email, password } = TEST_USERS[who];
  const response = await request.post(`${API}/auth/admin/login`, {
    data: { email, password },
    headers: { "x-forwarded-for": fakeAddress() },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()).authToken as string;
}

export function unique(label: string): string {
  return `${label} ${randomBytes(4).toString("hex")}`;
}

export function clientBody(overrides: Record<string, unknown> = {}) {
  const tag = randomBytes(4).toString("hex");
  return {
    name: `Client ${tag}`,
    contactFirstName: "Celestine",
    contactLastName: "Baptiste",
    contactPrimaryNumber: "+1 758 555 0142",
    contactSecondaryNumber: "",
    contactEmailAddress: `owner.${tag}@example.lc`,
    contactWebsiteURL: "",
    contactMailingAddress: "12 Bay Street, Castries, St. Lucia",
    ...overrides,
  };
}

export async function createClientViaApi(request: APIRequestContext, token: string, overrides: Record<string, unknown> = {}) {
  const response = await request.post(`${API}/clients/register`, { data: clientBody(overrides), headers: { "x-access-token": token } });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { _id: string; name: string } & Record<string, unknown>;
}

// ---------------------------------------------------------------------------
// Error bodies, credentials and the browser (cookie) session, for the API suite.
// ---------------------------------------------------------------------------
import type { APIResponse } from "@playwright/test";
import { API_ERROR_CODES } from "./error-codes";
import { LEAKS } from "./leaks";

/** The one error body of the API (docs/API.md). */
export interface ApiErrorBody {
  status: number;
  code: string;
  message: string;
  fieldErrors?: Record<string, string[]>;
}

export function expectNoInternals(text: string): void {
  for (const { name, pattern } of LEAKS) {
    expect(text, `response must not contain ${name}`).not.toMatch(pattern);
  }
}

/**
 * Asserts an error response: the HTTP status, a JSON body of exactly
 * `{status, code, message, fieldErrors?}` whose status and code match, a human
 * message, well-formed field errors, and nothing internal (stack, paths, SQL).
 */
export async function expectApiError(
  response: APIResponse,
  status: number,
  expected: { field?: string; message?: string | RegExp } = {},
): Promise<ApiErrorBody> {
  const text = await response.text();
  expect(response.status(), `${response.url()} answered: ${text.slice(0, 500)}`).toBe(status);
  expect(response.headers()["content-type"] ?? "").toContain("application/json");
  expectNoInternals(text);

  const body = JSON.parse(text) as Record<string, unknown>;
  expect(typeof body, "error body is an object").toBe("object");
  expect(Array.isArray(body)).toBe(false);
  const keys = Object.keys(body).sort();
  expect(
    ["code", "message", "status"].every((key) => keys.includes(key)),
    `error body keys: ${keys.join(", ")}`,
  ).toBe(true);
  expect(
    keys.filter((key) => !["code", "fieldErrors", "message", "status"].includes(key)),
    "unexpected keys in the error body",
  ).toEqual([]);
  expect(body.status).toBe(status);
  expect(body.code, `the code of a ${status}`).toBe(API_ERROR_CODES[status]);
  expect(typeof body.message).toBe("string");
  expect((body.message as string).trim().length).toBeGreaterThan(0);

  if ("fieldErrors" in body) {
    const fieldErrors = body.fieldErrors as Record<string, unknown>;
    expect(fieldErrors !== null && typeof fieldErrors === "object" && !Array.isArray(fieldErrors), "fieldErrors is an object").toBe(true);
    for (const [field, messages] of Object.entries(fieldErrors)) {
      expect(Array.isArray(messages), `fieldErrors.${field} is a list`).toBe(true);
      expect((messages as unknown[]).length, `fieldErrors.${field} is not empty`).toBeGreaterThan(0);
      for (const message of messages as unknown[]) {
        expect(typeof message).toBe("string");
        expect((message as string).length).toBeGreaterThan(0);
      }
    }
  }
  if (expected.field) {
    const fieldErrors = (body.fieldErrors ?? {}) as Record<string, string[]>;
    expect(Object.keys(fieldErrors), `fieldErrors should name ${expected.field}`).toContain(expected.field);
  }
  if (expected.message !== undefined) {
    if (typeof expected.message === "string") expect(body.message).toBe(expected.message);
    else expect(body.message).toMatch(expected.message);
  }
  return body as unknown as ApiErrorBody;
}

export const tokenHeaders = (token: string) => ({ "x-access-token": token });

/**
 * Signs `who` in through the API before each test of the file that calls it (each test its own session).
 * Read `token`, and `auth()` (request options carrying it), inside tests, hooks and the helpers they call.
 */
export function signInEachTest(who: TestUserKey = "admin") {
  const session = { token: "", auth: () => ({ headers: tokenHeaders(session.token) }) };
  test.beforeEach(async ({ request }) => {
    session.token = await apiLogin(request, who);
  });
  return session;
}

/** An e-mail no fixture uses: safe to fail sign-ins with (the throttle counts per account). */
export function uniqueEmail(label = "nobody"): string {
  return `${label}.${randomBytes(6).toString("hex")}@throttle.test`;
}

/** POST /auth/admin/login from a given client address (default: a fresh one). */
export function postLogin(request: APIRequestContext, data: unknown, address: string = fakeAddress(), baseUrl = "") {
  return request.post(`${baseUrl}${API}/auth/admin/login`, {
    data: data as Record<string, unknown>,
    headers: { "x-forwarded-for": address },
  });
}

export const SESSION_COOKIE_NAME = "next-auth.session-token";
export const XSRF_COOKIE_NAME = "XSRF-TOKEN";

/**
 * Signs in the way the browser does, through next-auth's credentials
 * callback; the request context then holds the session cookie. A page visit
 * makes proxy.ts hand out the XSRF-TOKEN cookie, whose value is returned.
 */
export async function browserLogin(
  request: APIRequestContext,
  who: TestUserKey | { email: string; password: string } = "admin",
): Promise<{ xsrfToken: string }> {
  const { email, password } = typeof who === "string" ? TEST_USERS[who] : who;
  const address = fakeAddress();
  const csrf = await request.get("/api/auth/csrf", { headers: { "x-forwarded-for": address } });
  expect(csrf.status()).toBe(200);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  expect(csrfToken).toBeTruthy();

  const callback = await request.post("/api/auth/callback/credentials", {
    form: { csrfToken, email, password, json: "true", callbackUrl: "/dashboard" },
    headers: { "x-forwarded-for": address },
    maxRedirects: 0,
  });
  expect(callback.status(), await callback.text()).toBeLessThan(400);

  const page = await request.get("/login", { headers: { "x-forwarded-for": address }, maxRedirects: 0 });
  expect(page.status()).toBeLessThan(400);

  const { cookies } = await request.storageState();
  expect(
    cookies.map((cookie) => cookie.name),
    "next-auth set its session cookie",
  ).toContain(SESSION_COOKIE_NAME);
  const xsrf = cookies.find((cookie) => cookie.name === XSRF_COOKIE_NAME);
  expect(xsrf, "proxy.ts set the XSRF-TOKEN cookie").toBeTruthy();
  return { xsrfToken: decodeURIComponent(xsrf!.value) };
}
