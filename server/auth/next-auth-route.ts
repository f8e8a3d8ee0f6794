import NextAuth from "next-auth";
import { cookies } from "next/headers";
import { NextRequest } from "next/server";
import { withApiHeaders } from "@/server/api/handler";
import { errorResponse } from "@/server/api/error-response";
import { readBodyText } from "@/server/api/input";
import { env } from "@/server/env";
import { AppError, toAppError } from "@/server/errors";
import { isHttpsRequest } from "@/server/http/security-headers";
import { newXsrfCookie } from "./csrf";
import { authOptions, CALLBACK_URL_COOKIE, isUsableCallbackUrl, SESSION_COOKIE } from "./next-auth";

/**
 * next-auth's own routes (/api/auth/*), with what next-auth leaves to us:
 * - a POST body must be a form (the only kind the sign-in screen sends; 415
 *   for any other declared type) of at most MAX_AUTH_FORM_BYTES, read with a
 *   byte count before next-auth parses it — next-auth reads any body whole;
 * - the XSRF-TOKEN cookie is renewed when a sign-in opens a session and when
 *   the browser signs out, so a value planted or read before never outlives
 *   the session change;
 * - a callback URL next-auth cannot parse (in the query, or stored in its
 *   cookie) is dropped: next-auth answered 500 to every request carrying one,
 *   so a bad cookie broke every /api/auth call from that browser;
 * - anything next-auth throws is answered with the one error body, not a 500;
 * - the API's security headers (proxy.ts skips these routes, so that Next.js
 *   does not buffer their bodies for it).
 */
export const MAX_AUTH_FORM_BYTES = 16 * 1024;

type RouteContext = { params: Promise<{ nextauth: string[] }> };

export async function nextAuthRoute(req: NextRequest, context: RouteContext): Promise<Response> {
  try {
    await dropUnusableCallbackCookie(req);
    const request = withUsableCallbackUrl(req.method === "POST" ? await withBoundedForm(req) : req);
    const response = await NextAuth(request, context, authOptions());
    const [action] = (await context.params).nextauth ?? [];
    if (req.method === "POST" && (action === "signout" || opensSession(response))) renewXsrfCookie(req, response);
    return withApiHeaders(req, response);
  } catch (error) {
    return withApiHeaders(req, errorResponse(toAppError(error)));
  }
}

async function withBoundedForm(req: NextRequest): Promise<NextRequest> {
  const mediaType = req.headers.get("content-type")?.split(";", 1)[0]!.trim().toLowerCase();
  // No Content-Type: next-auth would ignore any body, so none is read or passed on (it refuses the request itself).
  if (mediaType === undefined) return new NextRequest(req.url, { method: "POST", headers: req.headers });
  if (mediaType !== "application/x-www-form-urlencoded") {
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", "Sign-in requests must be sent as a form (application/x-www-form-urlencoded).");
  }
  const body = await readBodyText(req, MAX_AUTH_FORM_BYTES);
  return new NextRequest(req.url, { method: "POST", headers: req.headers, body });
}

function withUsableCallbackUrl(req: NextRequest): NextRequest {
  const value = req.nextUrl.searchParams.get("callbackUrl");
  if (value === null || isUsableCallbackUrl(value, req.nextUrl.origin)) return req;
  const url = new URL(req.url);
  url.searchParams.delete("callbackUrl");
  const init = { method: req.method, headers: req.headers, body: req.body, duplex: "half" };
  return new NextRequest(url, init as ConstructorParameters<typeof NextRequest>[1]);
}

/** next-auth reads cookies through next/headers: deleting one there hides it from next-auth and clears it in the browser. */
async function dropUnusableCallbackCookie(req: NextRequest): Promise<void> {
  const value = req.cookies.get(CALLBACK_URL_COOKIE)?.value;
  if (value !== undefined && !isUsableCallbackUrl(value, req.nextUrl.origin)) (await cookies()).delete(CALLBACK_URL_COOKIE);
}

function opensSession(response: Response): boolean {
  return response.headers.getSetCookie().some((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`) && !/Max-Age=0/i.test(cookie));
}

function renewXsrfCookie(req: NextRequest, response: Response): void {
  const { NEXTAUTH_URL, TRUST_PROXY_HOPS } = env();
  const https = isHttpsRequest({
    siteUrl: NEXTAUTH_URL,
    forwardedProto: req.headers.get("x-forwarded-proto"),
    trustedProxyHops: TRUST_PROXY_HOPS,
  });
  response.headers.append("Set-Cookie", newXsrfCookie(https));
}
