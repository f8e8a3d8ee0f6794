import NextAuth from "next-auth";
import { cookies } from "next/headers";
import { NextRequest } from "next/server";
import { newXsrfCookie } from "@/server/auth/csrf";
import { CALLBACK_URL_COOKIE, SESSION_COOKIE } from "@/server/auth/session-cookie";
import { authOptions, isUsableCallbackUrl, signInRefusals } from "@/server/sign-in/next-auth";
import { env } from "@/server/env";
import { AppError, type AppErrorCode, toAppError } from "@/server/errors";
import { isHttpsRequest } from "@/server/http/security-headers";
import { ERROR_ANSWERS, errorResponse } from "./error-response";
import { withApiHeaders } from "./handler";
import { readBodyText } from "./input";

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
 * - a refused sign-in asked for as JSON (`json=true`, as the sign-in screen
 *   asks) is answered with the one error body of the refusal (400, 401, 429
 *   with Retry-After) instead of next-auth's `{url}` with the message in it;
 *   next-auth's own refusals (an unsupported action, 400 as a line of text) and
 *   anything it throws are the one error body too, never a 500 page;
 * - a GET of a callback (next-auth's deliberate 500: credentials sign in by
 *   POST only) is a 405, and so is any verb besides GET and POST;
 * - the API's security headers (proxy.ts skips these routes, so that Next.js
 *   does not buffer their bodies for it).
 */
export const MAX_AUTH_FORM_BYTES = 16 * 1024;

type RouteContext = { params: Promise<{ nextauth: string[] }> };

export async function nextAuthRoute(req: NextRequest, context: RouteContext): Promise<Response> {
  try {
    const [action] = (await context.params).nextauth ?? [];
    // next-auth answers a GET of a credentials callback with a deliberate 500; only a POST signs in.
    if (req.method === "GET" && action === "callback") {
      return withApiHeaders(
        req,
        await errorResponse(new AppError("METHOD_NOT_ALLOWED", "Sign-in callbacks take a POST.", { allow: ["POST"] }), req),
      );
    }
    await dropUnusableCallbackCookie(req);
    const request = withUsableCallbackUrl(req.method === "POST" ? await withBoundedForm(req) : req);
    const outcome: { refusal?: AppError } = {};
    const response = await signInRefusals.run(outcome, () => NextAuth(request, context, authOptions()));
    if (req.method === "POST" && (action === "signout" || opensSession(response))) renewXsrfCookie(req, response);
    return withApiHeaders(req, await asOneErrorBody(req, response, outcome.refusal));
  } catch (error) {
    return withApiHeaders(req, await errorResponse(toAppError(error), req));
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

/**
 * next-auth's answer, or — when it refused — the one error body with the same
 * status, keeping the cookies next-auth set. A refusal that redirects (a form
 * posted without `json=true`) stays a redirect to the sign-in page.
 */
async function asOneErrorBody(req: NextRequest, response: Response, refusal: AppError | undefined): Promise<Response> {
  if (response.status < 400) return response;
  const answer = await errorResponse(refusal ?? nextAuthRefusal(response.status), req);
  for (const cookie of response.headers.getSetCookie()) answer.headers.append("Set-Cookie", cookie);
  return answer;
}

/** next-auth's own refusal (its body a line of text, `{}` or `{url}`) by its status: the kind with that status, in our words. */
function nextAuthRefusal(status: number): AppError {
  const kinds = Object.keys(ERROR_ANSWERS) as AppErrorCode[];
  const kind = status >= 500 ? "INTERNAL" : (kinds.find((each) => ERROR_ANSWERS[each].status === status) ?? "BAD_REQUEST");
  if (kind === "INTERNAL") return new AppError(kind, "There was a problem executing your request. ");
  if (kind === "UNAUTHORIZED" || kind === "FORBIDDEN") return new AppError(kind, "Sign-in failed. Please try again.");
  return new AppError(kind, "The sign-in service does not support this request.");
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
