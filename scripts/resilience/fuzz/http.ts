/**
 * The fuzzer's HTTP side: one request as data (so a failing case prints as
 * it was sent), sending it, and judging the answer against the API's rule
 * for bad input: a 4xx with exactly {status, code, message, fieldErrors?}, and no
 * trace of internals.
 */
import { randomBytes } from "node:crypto";
import { API_ERROR_CODES } from "@/tests/support/error-codes";
import { findLeak } from "@/tests/support/leaks";

export interface FuzzRequest {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** Path and query, already encoded, under the app's origin. */
  path: string;
  headers: Record<string, string>;
  /** Sent as is (JSON already serialised, or deliberately not JSON). */
  body?: string;
  /** How the request authenticates, for the report. */
  auth?: string;
  /** The statuses allowed for this request, when they differ from its target's. */
  expected?: readonly number[];
}

export interface FuzzAnswer {
  status: number;
  contentType: string;
  text: string;
}

export async function send(baseUrl: string, request: FuzzRequest): Promise<FuzzAnswer> {
  const response = await fetch(`${baseUrl}${request.path}`, {
    method: request.method,
    headers: request.headers,
    body: request.body,
    redirect: "manual",
    signal: AbortSignal.timeout(30_000),
  });
  return { status: response.status, contentType: response.headers.get("content-type") ?? "", text: await response.text() };
}

/** Why the answer breaks the rule, or null when it is a proper refusal. */
export function problemWith(answer: FuzzAnswer, expectedStatuses?: readonly number[]): string | null {
  if (answer.status >= 500) return `a ${answer.status}`;
  if (answer.status < 400) return `a ${answer.status} to input that must be refused`;
  if (expectedStatuses && !expectedStatuses.includes(answer.status)) return `a ${answer.status}, expected ${expectedStatuses.join(" or ")}`;
  if (!answer.contentType.startsWith("application/json")) return `a ${answer.contentType || "missing"} content type`;
  const leak = findLeak(answer.text);
  if (leak) return `${leak} in the body`;
  let body: unknown;
  try {
    body = JSON.parse(answer.text);
  } catch {
    return "a body that is not JSON";
  }
  return errorBodyProblem(body, answer.status);
}

function errorBodyProblem(body: unknown, status: number): string | null {
  if (!body || typeof body !== "object" || Array.isArray(body)) return "an error body that is not an object";
  const { status: bodyStatus, code, message, fieldErrors, ...rest } = body as Record<string, unknown>;
  if (Object.keys(rest).length > 0) return `unexpected keys in the error body: ${Object.keys(rest).join(", ")}`;
  if (bodyStatus !== status) return `body status ${String(bodyStatus)} differs from HTTP ${status}`;
  if (code !== API_ERROR_CODES[status]) return `body code ${String(code)} is not the code of HTTP ${status}`;
  if (typeof message !== "string" || message.trim() === "") return "an error body without a message";
  if (fieldErrors !== undefined && !isFieldErrors(fieldErrors)) return "malformed fieldErrors";
  return null;
}

function isFieldErrors(value: unknown): boolean {
  if (!value || typeof value !== "object" || Array.isArray(value)) return false;
  return Object.values(value).every((messages) => Array.isArray(messages) && messages.every((message) => typeof message === "string"));
}

/** A distinct client address per sign-in (the servers trust one proxy hop), so throttling never joins in. */
export function fakeAddress(): string {
  const bytes = randomBytes(3);
  return `10.${bytes[0]}.${bytes[1]}.${bytes[2]}`;
}

export async function apiLogin(baseUrl: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/v1/auth/admin/login`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": fakeAddress() },
    body: JSON.stringify({ email, password }),
  });
  if (response.status !== 200) throw new Error(`API sign-in failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { authToken: string }).authToken;
}

export interface BrowserSession {
  /** The Cookie header: the next-auth session cookie and the XSRF-TOKEN cookie. */
  cookie: string;
  xsrfToken: string;
}

/** Signs in the way the browser does (next-auth's credentials callback), then picks up the XSRF-TOKEN cookie from a page. */
export async function browserLogin(baseUrl: string, email: string, password: string): Promise<BrowserSession> {
  const jar = new Map<string, string>();
  const address = fakeAddress();
  const call = async (path: string, init: RequestInit = {}) => {
    const response = await fetch(`${baseUrl}${path}`, {
      ...init,
      redirect: "manual",
      headers: { ...(init.headers as Record<string, string>), "x-forwarded-for": address, cookie: cookieHeader(jar) },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const separator = pair!.indexOf("=");
      jar.set(pair!.slice(0, separator).trim(), pair!.slice(separator + 1).trim());
    }
    return response;
  };
  const { csrfToken } = (await (await call("/api/auth/csrf")).json()) as { csrfToken: string };
  const form = new URLSearchParams({ csrfToken, email, password, json: "true", callbackUrl: "/dashboard" });
  const callback = await call("/api/auth/callback/credentials", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: form.toString(),
  });
  if (callback.status >= 400) throw new Error(`Browser sign-in failed: ${callback.status}`);
  await call("/login");
  const xsrf = jar.get("XSRF-TOKEN");
  if (!jar.has("next-auth.session-token") || !xsrf) throw new Error(`Browser sign-in set no session or XSRF cookie: ${[...jar.keys()]}`);
  return { cookie: cookieHeader(jar), xsrfToken: decodeURIComponent(xsrf) };
}

function cookieHeader(jar: Map<string, string>): string {
  return [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
}
