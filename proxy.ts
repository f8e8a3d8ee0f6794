import { NextResponse, type NextRequest } from "next/server";

/**
 * Runs before pages and API routes. It only (1) sends visitors without a
 * session cookie to the sign-in page and (2) hands out the XSRF-TOKEN cookie.
 * It is NOT the guard: every page and route handler checks the session itself.
 */
const XSRF_COOKIE = "XSRF-TOKEN";
const PUBLIC_PAGES = ["/login"];

export function proxy(req: NextRequest) {
  const { pathname } = req.nextUrl;
  const isApi = pathname.startsWith("/api/");
  const hasSessionCookie = req.cookies.getAll().some((cookie) => cookie.name.endsWith("next-auth.session-token"));

  const response =
    !isApi && !hasSessionCookie && !PUBLIC_PAGES.includes(pathname)
      ? NextResponse.redirect(new URL("/login", req.url))
      : NextResponse.next();

  if (!req.cookies.get(XSRF_COOKIE)) {
    response.cookies.set(XSRF_COOKIE, crypto.randomUUID(), {
      path: "/",
      sameSite: "lax",
      secure: req.nextUrl.protocol === "https:",
      httpOnly: false, // the page must read it to echo it in X-XSRF-TOKEN
    });
  }
  return response;
}

export const config = {
  matcher: ["/((?!_next/static|_next/image|favicon.ico|images/|fonts/).*)"],
};
