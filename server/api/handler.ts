import { NextResponse, type NextRequest } from "next/server";
import type { Role } from "@/lib/domain/enums";
import { readCookie } from "@/server/auth/cookies";
import { csrfTokenMatches, isStateChanging, XSRF_COOKIE, XSRF_HEADER } from "@/server/auth/csrf";
import { SESSION_COOKIE, sessionFromCredentials, type RequestSession } from "@/server/auth/current-session";
import { env } from "@/server/env";
import { API_CONTENT_SECURITY_POLICY, isHttpsRequest, STRICT_TRANSPORT_SECURITY } from "@/server/http/security-headers";
import { actorOf, type Actor } from "@/server/auth/actor";
import { cachePartitionOf } from "@/server/auth/cache-partition";
import { isDownload } from "@/lib/offline/cache-rules";
import { CACHE_PARTITION_HEADER, IDLE_TIMEOUT_HEADER } from "@/lib/offline/protocol";
import { AppError, forbidden, secondFactorSetupRequired, toAppError, unauthorized } from "@/server/errors";
import { errorResponse } from "./error-response";

/**
 * Every /api/v1 route handler is written through one of these wrappers. They
 * decide who is calling (session cookie or x-access-token), enforce CSRF and
 * roles, and turn any thrown error into the one error body of docs/API.md.
 * A handler body is then: read input, call one server function, answer.
 */
export interface SessionContext<Params> {
  req: NextRequest;
  params: Params;
  session: RequestSession;
  actor: Actor;
}

type RouteContext<Params> = { params: Promise<Params> };

export interface SessionOptions {
  roles?: readonly Role[];
  /**
   * false: this read must never be kept by the offline worker (who is signed in, downloads).
   * Other reads of a browser session are marked as the person's own (docs/OFFLINE.md).
   */
  keepOffline?: boolean;
  /** true: open to a person who must still set up a second step (the set-up itself, the session, sign-out). */
  duringSecondFactorSetup?: boolean;
}

export function withSession<Params = Record<string, never>>(
  handler: (context: SessionContext<Params>) => Promise<Response>,
  options: SessionOptions = {},
) {
  return async (req: NextRequest, route: RouteContext<Params>): Promise<Response> => {
    try {
      const session = await sessionFromCredentials(
        req.headers.get("x-access-token"),
        readCookie(req.headers.get("cookie"), SESSION_COOKIE),
      );
      if (!session) throw unauthorized();
      if (session.via === "cookie" && isStateChanging(req.method)) {
        const cookieToken = readCookie(req.headers.get("cookie"), XSRF_COOKIE);
        if (!csrfTokenMatches(cookieToken, req.headers.get(XSRF_HEADER))) {
          throw forbidden("Missing or invalid CSRF token. Reload the page and try again.");
        }
      }
      if (session.secondFactorSetupRequired && !options.duringSecondFactorSetup) throw secondFactorSetupRequired();
      const role = session.user.role as Role;
      if (options.roles && !options.roles.includes(role)) throw forbidden();

      const response = await handler({ req, params: await route.params, session, actor: actorOf(session.user) });
      if (options.keepOffline !== false) markAsSessionsOwn(req, session, response);
      return withApiHeaders(req, response);
    } catch (error) {
      return withApiHeaders(req, await errorResponse(toAppError(error), req));
    }
  };
}

export function withPublic<Params = Record<string, never>>(handler: (context: { req: NextRequest; params: Params }) => Promise<Response>) {
  return async (req: NextRequest, route: RouteContext<Params>): Promise<Response> => {
    try {
      return withApiHeaders(req, await handler({ req, params: await route.params }));
    } catch (error) {
      return withApiHeaders(req, await errorResponse(toAppError(error), req));
    }
  };
}

/**
 * A browser session's successful read may be kept by the offline worker for
 * that session only: it gets the session's cache partition, and its
 * `no-store` (which keeps it out of the HTTP cache) becomes `private, no-store`.
 * The worker keeps nothing that says `no-store` without `private`
 * (lib/offline/cache-rules.ts; docs/DECISIONS.md, Offline). A download
 * (Content-Disposition: attachment) is never marked: downloads are never kept.
 */
function markAsSessionsOwn(req: NextRequest, session: RequestSession, response: Response): void {
  if (session.via !== "cookie" || req.method !== "GET" || response.status !== 200) return;
  if (isDownload(response.headers)) return;
  const cookie = readCookie(req.headers.get("cookie"), SESSION_COOKIE);
  if (!cookie) return;
  response.headers.set(CACHE_PARTITION_HEADER, cachePartitionOf(cookie));
  response.headers.set(IDLE_TIMEOUT_HEADER, String(env().SESSION_IDLE_TIMEOUT_MS));
  const cacheControl = response.headers.get("Cache-Control") ?? "";
  if (/\bno-store\b/.test(cacheControl) && !/\bprivate\b/.test(cacheControl)) {
    response.headers.set("Cache-Control", `private, ${cacheControl}`);
  }
}

/**
 * The per-request security headers of an API answer: the data-only CSP, and
 * HSTS when the caller came over HTTPS. Set here rather than in proxy.ts,
 * which /api/v1 skips: the proxy added server time to every API request for
 * headers a handler can set itself, and made Next.js buffer request bodies
 * (docs/PERFORMANCE.md#changes). A handler that set a stricter policy of its
 * own (the files route's `sandbox`) keeps it.
 */
export function withApiHeaders(req: Request, response: Response): Response {
  if (!response.headers.has("Content-Security-Policy")) response.headers.set("Content-Security-Policy", API_CONTENT_SECURITY_POLICY);
  const { NEXTAUTH_URL, TRUST_PROXY_HOPS } = env();
  const https = isHttpsRequest({
    siteUrl: NEXTAUTH_URL,
    forwardedProto: req.headers.get("x-forwarded-proto"),
    trustedProxyHops: TRUST_PROXY_HOPS,
  });
  if (https) response.headers.set("Strict-Transport-Security", STRICT_TRANSPORT_SECURITY);
  return response;
}

export function json(data: unknown, init: { status?: number; headers?: Record<string, string> } = {}): Response {
  return NextResponse.json(data, { status: init.status ?? 200, headers: { "Cache-Control": "no-store", ...init.headers } });
}

/** A page of a list: the items as a JSON array, the total in X-Total-Count. */
export function listResponse(items: unknown[], total: number): Response {
  return json(items, { headers: { "X-Total-Count": String(total), "Access-Control-Expose-Headers": "X-Total-Count" } });
}

type Verb = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * Next.js answers a verb a route file does not export with a bare 405. Route
 * files export `const { PUT, ... } = methodsNotAllowed("GET")` for the verbs
 * they lack, so those answer the one JSON error body, with `Allow`.
 */
export function methodsNotAllowed(...allowed: Verb[]): Record<Verb, (req: Request) => Promise<Response>> {
  const answer = async (req: Request) => {
    const error = new AppError("METHOD_NOT_ALLOWED", "This method is not allowed on this route.", { allow: allowed });
    return withApiHeaders(req, await errorResponse(error, req));
  };
  return { GET: answer, POST: answer, PUT: answer, PATCH: answer, DELETE: answer };
}
