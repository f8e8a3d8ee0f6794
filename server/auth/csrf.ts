import { randomUUID, timingSafeEqual } from "node:crypto";

/**
 * Double-submit CSRF protection with the spec's library-default names: the
 * XSRF-TOKEN cookie (readable by the page, set by proxy.ts) must be echoed in
 * the X-XSRF-TOKEN header of every state-changing request that authenticates
 * with the session cookie. Requests with x-access-token need no token:
 * a browser never adds that header on its own. proxy.ts hands the cookie
 * out on the first page; next-auth's routes renew it at sign-in and sign-out
 * (server/api/next-auth-route.ts).
 */
export const XSRF_COOKIE = "XSRF-TOKEN";
export const XSRF_HEADER = "x-xsrf-token";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export function isStateChanging(method: string): boolean {
  return !SAFE_METHODS.has(method.toUpperCase());
}

export function csrfTokenMatches(cookieValue: string | undefined, headerValue: string | null): boolean {
  if (!cookieValue || !headerValue) return false;
  const a = Buffer.from(cookieValue);
  const b = Buffer.from(headerValue);
  return a.length === b.length && a.length >= 16 && timingSafeEqual(a, b);
}

/**
 * The XSRF-TOKEN cookie's attributes: the page must read it (no HttpOnly),
 * Lax like the session cookie, Secure over HTTPS. The name stays the
 * library default PRODUCT.md#api asks for (no __Host- prefix: docs/DECISIONS.md).
 */
export function xsrfCookieOptions(https: boolean) {
  return { path: "/", sameSite: "lax", secure: https, httpOnly: false } as const;
}

/** A Set-Cookie value carrying a fresh token. */
export function newXsrfCookie(https: boolean): string {
  const { path, secure } = xsrfCookieOptions(https);
  return [`${XSRF_COOKIE}=${randomUUID()}`, `Path=${path}`, "SameSite=Lax", ...(secure ? ["Secure"] : [])].join("; ");
}
