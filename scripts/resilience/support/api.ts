/** Calling the app's API from a resilience suite or a benchmark: one JSON request, a signed-in token, clients to work on. */
import { API_ERROR_CODES } from "@/tests/support/error-codes";
import { TEST_USERS, type TestUserKey } from "@/tests/support/test-users";
import { check } from "./suite";

export interface ApiAnswer<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
  /** Milliseconds from sending to the whole body read (or to the client-side timeout). */
  ms: number;
}

/**
 * One JSON request to the app. A request that has no answer after
 * `timeoutMs` resolves with status 0 (a hang, as the suites count it), and one
 * whose connection fails with status -1: neither throws, so a load loop
 * keeps going and the suite decides what is acceptable.
 */
export async function callApi<T = unknown>(
  baseUrl: string,
  path: string,
  options: { method?: string; token?: string; body?: unknown; headers?: Record<string, string>; timeoutMs?: number } = {},
): Promise<ApiAnswer<T>> {
  const started = performance.now();
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers["x-access-token"] = options.token;
  if (options.body !== undefined) headers["content-type"] = "application/json";
  try {
    const response = await fetch(`${baseUrl}${path}`, {
      method: options.method ?? (options.body === undefined ? "GET" : "POST"),
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: AbortSignal.timeout(options.timeoutMs ?? 20_000),
      redirect: "manual",
    });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      // not JSON: kept as text so a check can show it
    }
    return { status: response.status, body: body as T, headers: response.headers, ms: performance.now() - started };
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
    const cause =
      error instanceof Error && error.cause instanceof Error
        ? ` (${(error.cause as { code?: string }).code ?? ""} ${error.cause.message})`
        : "";
    return { status: timedOut ? 0 : -1, body: `${String(error)}${cause}` as T, headers: new Headers(), ms: performance.now() - started };
  }
}

/** Signs a test user in through POST /auth/admin/login and returns the access token. */
export async function loginToken(baseUrl: string, who: TestUserKey = "admin", address = "10.9.0.1"): Promise<string> {
  const { email, password } = TEST_USERS[who];
  const answer = await callApi<{ authToken?: string }>(baseUrl, "/api/v1/auth/admin/login", {
    body: { email, password },
    headers: { "x-forwarded-for": address },
  });
  check(answer.status === 200 && answer.body.authToken, `login as ${who} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body.authToken;
}

/** Creates `count` clients through the API (contact e-mail `emailFor(index)`, or one shared address); returns their ids. */
export async function createClients(
  baseUrl: string,
  token: string,
  count: number,
  label: string,
  emailFor: (index: number) => string = (index) => `owner${index + 1}@resilience.test`,
): Promise<string[]> {
  const ids: string[] = [];
  for (let index = 0; index < count; index++) {
    const answer = await callApi<{ _id: string }>(baseUrl, "/api/v1/clients/register", {
      token,
      body: {
        name: `${label} owner ${index + 1}`,
        contactFirstName: "Rosa",
        contactLastName: `Ledger${index + 1}`,
        contactPrimaryNumber: "+1 787 555 0100",
        contactEmailAddress: emailFor(index),
        contactMailingAddress: "1 Calle Fortaleza, San Juan",
      },
    });
    check(answer.status === 201, `creating a client answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    ids.push(answer.body._id);
  }
  return ids;
}

/** Is this the API's one error body, with the given status? */
export function isErrorBody(body: unknown, status: number): boolean {
  if (typeof body !== "object" || body === null) return false;
  const { status: bodyStatus, code, message } = body as { status?: unknown; code?: unknown; message?: unknown };
  return bodyStatus === status && code === API_ERROR_CODES[status] && typeof message === "string" && message.length > 0;
}
