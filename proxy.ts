import { NextResponse, type NextRequest } from "next/server";
import { CACHE_PARTITION_HEADER, IDLE_TIMEOUT_HEADER } from "@/lib/offline/protocol";
import { cachePartitionOf } from "@/server/auth/cache-partition";
import { sessionCookieName } from "@/server/auth/cookies";
import { XSRF_COOKIE, xsrfCookieOptions } from "@/server/auth/csrf";
import { env } from "@/server/env";
import { PAGE_PATH_HEADER } from "@/server/http/page-path";
import {
  API_CONTENT_SECURITY_POLICY,
  createNonce,
  isHttpsRequest,
  NONCE_HEADER,
  pageContentSecurityPolicy,
  STRICT_TRANSPORT_SECURITY,
} from "@/server/http/security-headers";
import { inlinedStylesheetHashes } from "@/server/http/stylesheet-hashes";

/**
 * Runs before pages, not before /api/v1 or next-auth's /api/auth (those
 * handlers set their own headers: server/api/handler.ts, and Next.js would
 * buffer every body a proxy sees, reading it to the end before the route's
 * own limit applies). It only (1) sends visitors without a
 * session cookie to the sign-in page, (2) hands out the XSRF-TOKEN cookie and
 * (3) sets the per-request security headers (CSP with a fresh script nonce and the inlined stylesheet's hash,
 * HSTS over HTTPS) and tells the page its path, and (4) marks a signed-in page with its session's offline
 * cache partition (docs/OFFLINE.md). It is NOT the guard: every page and route
 * handler checks the session itself.
 */
/**
 * /offline is where the offline worker sends navigations it cannot answer: nothing in it is private.
 * /forgot-password and /reset-password are for people who cannot sign in (the reset link's token is in its fragment).
 */
const PUBLIC_PAGES = ["/login", "/offline", "/forgot-password", "/reset-password"];
/** A digest's unsubscribe page: opened from the e-mail, without signing in (its signed token is the credential). */
const isPublicPage = (pathname: string) => PUBLIC_PAGES.includes(pathname) || pathname.startsWith("/unsubscribe/");

export function proxy(req: NextRequest) {
  const { pathname } = req.nextUrl;
  const isApi = pathname.startsWith("/api/");
  const hasSessionCookie = req.cookies.getAll().some((cookie) => cookie.name.endsWith("next-auth.session-token"));
  const { NEXTAUTH_URL, TRUST_PROXY_HOPS } = env();
  const sessionCookie = req.cookies.get(sessionCookieName(NEXTAUTH_URL))?.value;
  const https = isHttpsRequest({
    siteUrl: NEXTAUTH_URL,
    forwardedProto: req.headers.get("x-forwarded-proto"),
    trustedProxyHops: TRUST_PROXY_HOPS,
  });

  let response: NextResponse;
  if (isApi) {
    response = NextResponse.next();
    response.headers.set("Content-Security-Policy", API_CONTENT_SECURITY_POLICY);
  } else if (!hasSessionCookie && !isPublicPage(pathname)) {
    response = NextResponse.redirect(new URL("/login", req.url));
    response.headers.set("Content-Security-Policy", API_CONTENT_SECURITY_POLICY);
  } else {
    const nonce = createNonce();
    const policy = pageContentSecurityPolicy(nonce, inlinedStylesheetHashes());
    // Next.js reads the nonce from the request's CSP header and stamps it on the scripts it renders;
    // x-nonce is for our own server components (cspNonce()).
    const requestHeaders = new Headers(req.headers);
    requestHeaders.set("content-security-policy", policy);
    requestHeaders.set(NONCE_HEADER, nonce);
    // For the not-found pages' way back (app/(console)/console-not-found.tsx); a client's own value is replaced.
    requestHeaders.set(PAGE_PATH_HEADER, pathname);
    response = NextResponse.next({ request: { headers: requestHeaders } });
    response.headers.set("Content-Security-Policy", policy);
    // Next.js answers pages with `private, no-store`: the worker keeps them for this session only.
    if (sessionCookie && !isPublicPage(pathname)) {
      response.headers.set(CACHE_PARTITION_HEADER, cachePartitionOf(sessionCookie));
      response.headers.set(IDLE_TIMEOUT_HEADER, String(env().SESSION_IDLE_TIMEOUT_MS));
    }
  }
  if (https) response.headers.set("Strict-Transport-Security", STRICT_TRANSPORT_SECURITY);

  if (!req.cookies.get(XSRF_COOKIE)) {
    response.cookies.set(XSRF_COOKIE, crypto.randomUUID(), xsrfCookieOptions(https));
  }
  return response;
}

export const config = {
  // The offline worker's script, the web app manifest and the icons are fetched without the session cookie.
  matcher: [
    "/((?!api/v1/|api/auth/|_next/static|_next/image|favicon.ico|images/|fonts/|icons/|serwist/|manifest.webmanifest|icon.svg|apple-icon.png).*)",
  ],
};
