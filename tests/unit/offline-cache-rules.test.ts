import { describe, expect, it } from "vitest";
import {
  cacheControlDirectives,
  headingOf,
  isPageContent,
  keepablePartition,
  routeOf,
  safeReturnPath,
  showsSessionEnded,
  titleOf,
  type RequestRoute,
} from "@/lib/offline/cache-rules";
import { CACHE_PARTITION_HEADER } from "@/lib/offline/protocol";

const ORIGIN = "https://console.example";
const PARTITION = "CbYBMqH3OV1zKo-Q8IKOksrEjvpjeJ6J";

describe("routeOf: which requests the offline worker handles, and how", () => {
  it.each<[label: string, method: string, address: string, document: boolean, rsc: boolean, expected: RequestRoute]>([
    ["a console page", "GET", "/dashboard", true, false, "page"],
    ["a record page with a query", "GET", "/listings/view/1?tab=notes", true, false, "page"],
    ["a page the worker fetches to keep", "GET", "/clients", true, false, "page"],
    ["the router's RSC payload of a page", "GET", "/clients?_rsc=abc", true, true, "network"],
    ["a page fetched as data (not a document)", "GET", "/clients", false, false, "network"],
    ["the sign-in page", "GET", "/login", true, false, "session-page"],
    ["the sign-in page after expiry", "GET", "/login?expired=1", true, false, "session-page"],
    ["the logout page", "GET", "/logout", true, false, "session-page"],
    ["the offline page", "GET", "/offline?from=%2Fclients", true, false, "offline-page"],
    ["an API list", "GET", "/api/v1/clients?skip=0&limit=50", false, false, "api"],
    ["an API record", "GET", "/api/v1/listings/details/1", false, false, "api"],
    ["a stored picture", "GET", "/api/v1/files/5", false, false, "file"],
    ["who is signed in", "GET", "/api/v1/auth/session", false, false, "network"],
    ["API sign-in", "POST", "/api/v1/auth/admin/login", false, false, "network"],
    ["the health check", "GET", "/api/v1/health", false, false, "network"],
    ["next-auth's CSRF token", "GET", "/api/auth/csrf", false, false, "network"],
    ["next-auth's sign-out", "POST", "/api/auth/signout", false, false, "network"],
    ["a build asset", "GET", "/_next/static/chunks/a.js", false, false, "static"],
    ["a write", "POST", "/api/v1/clients/register", false, false, "network"],
    ["an update", "PUT", "/api/v1/clients/update", false, false, "network"],
    ["a delete", "DELETE", "/api/v1/clients/remove/1", false, false, "network"],
    ["a public file", "GET", "/images/property1.jpg", false, false, "network"],
    ["the worker script", "GET", "/serwist/sw.js", false, false, "network"],
  ])("%s → %s", (_label, method, address, wantsDocument, isRscPayload, expected) => {
    expect(routeOf({ method, url: new URL(address, ORIGIN), origin: ORIGIN, wantsDocument, isRscPayload })).toBe(expected);
  });

  it("leaves other origins alone", () => {
    const url = new URL("https://elsewhere.example/api/v1/clients");
    expect(routeOf({ method: "GET", url, origin: ORIGIN, wantsDocument: false, isRscPayload: false })).toBe("network");
    const page = new URL("https://elsewhere.example/dashboard");
    expect(routeOf({ method: "GET", url: page, origin: ORIGIN, wantsDocument: true, isRscPayload: false })).toBe("network");
  });
});

function answer(overrides: { status?: number; type?: string; redirected?: boolean; headers?: Record<string, string> } = {}) {
  return {
    status: overrides.status ?? 200,
    type: overrides.type ?? "basic",
    redirected: overrides.redirected ?? false,
    headers: new Headers(overrides.headers ?? { [CACHE_PARTITION_HEADER]: PARTITION, "Cache-Control": "private, no-store" }),
  };
}

describe("keepablePartition: which answers may be kept, and for whom", () => {
  it.each<[label: string, response: ReturnType<typeof answer>, expected: string | null]>([
    ["an API read of the session (private, no-store)", answer(), PARTITION],
    [
      "a page of the session (Next.js's private, no-cache, no-store …)",
      answer({
        headers: { [CACHE_PARTITION_HEADER]: PARTITION, "Cache-Control": "private, no-cache, no-store, max-age=0, must-revalidate" },
      }),
      PARTITION,
    ],
    [
      "a picture (private, immutable)",
      answer({ headers: { [CACHE_PARTITION_HEADER]: PARTITION, "Cache-Control": "private, max-age=31536000, immutable" } }),
      PARTITION,
    ],
    [
      "no-store without private: must not be kept",
      answer({ headers: { [CACHE_PARTITION_HEADER]: PARTITION, "Cache-Control": "no-store" } }),
      null,
    ],
    ["no-store in capitals", answer({ headers: { [CACHE_PARTITION_HEADER]: PARTITION, "Cache-Control": "No-Store" } }), null],
    ["no partition: not a session's answer", answer({ headers: { "Cache-Control": "private, no-store" } }), null],
    ["a partition that is not one of ours", answer({ headers: { [CACHE_PARTITION_HEADER]: "x;y", "Cache-Control": "private" } }), null],
    ["a too-short partition", answer({ headers: { [CACHE_PARTITION_HEADER]: "abc", "Cache-Control": "private" } }), null],
    ["an error", answer({ status: 500 }), null],
    ["not found", answer({ status: 404 }), null],
    ["unauthorised", answer({ status: 401 }), null],
    ["no content", answer({ status: 204 }), null],
    ["a partial answer", answer({ status: 206 }), null],
    ["a redirected answer", answer({ redirected: true }), null],
    ["an opaque redirect", answer({ status: 0, type: "opaqueredirect" }), null],
    ["an opaque cross-origin answer", answer({ status: 0, type: "opaque" }), null],
    ["a cors answer", answer({ type: "cors" }), null],
    [
      "a download, even one marked as the session's (issue 27, finding 9)",
      answer({
        headers: {
          [CACHE_PARTITION_HEADER]: PARTITION,
          "Cache-Control": "private, no-store",
          "Content-Disposition": 'attachment; filename="clients.csv"',
        },
      }),
      null,
    ],
  ])("%s", (_label, response, expected) => {
    expect(keepablePartition(response)).toBe(expected);
  });

  it("reads Cache-Control directive names only", () => {
    expect([...cacheControlDirectives("private, max-age=0, No-Store")]).toEqual(["private", "max-age", "no-store"]);
    expect(cacheControlDirectives(null).size).toBe(0);
  });
});

describe("showsSessionEnded", () => {
  const at = (path: string) => new URL(path, ORIGIN);
  it.each<[label: string, route: RequestRoute, path: string, status: number, type: string, expected: boolean]>([
    ["the sign-in page rendered", "session-page", "/login", 200, "basic", true],
    ["the sign-in page after expiry", "session-page", "/login?expired=1", 200, "basic", true],
    ["the sign-in page redirecting a live session on", "session-page", "/login", 0, "opaqueredirect", false],
    ["the logout page", "session-page", "/logout", 200, "basic", false],
    ["an API 401", "api", "/api/v1/clients", 401, "basic", true],
    ["a picture 401", "file", "/api/v1/files/1", 401, "basic", true],
    ["an API 403", "api", "/api/v1/users", 403, "basic", false],
    ["an API 200", "api", "/api/v1/clients", 200, "basic", false],
    ["a page", "page", "/dashboard", 200, "basic", false],
  ])("%s → %s", (_label, route, path, status, type, expected) => {
    expect(showsSessionEnded(route, at(path), { status, type })).toBe(expected);
  });
});

describe("what the offline page lists", () => {
  it("reads the title and the first heading, entities decoded", () => {
    const html =
      '<html><head><title>Listing · Agency Console</title></head><body><h1 class="x">Coral &amp; Reef <span>House</span></h1><h1>Other</h1></body></html>';
    expect(titleOf(html)).toBe("Listing · Agency Console");
    expect(headingOf(html)).toBe("Coral & Reef House");
    expect(titleOf("<p>no title</p>")).toBe("");
    expect(headingOf("<p>no heading</p>")).toBe("");
  });

  it("keeps pages, not the not-found page or a streamed redirect", () => {
    expect(isPageContent("<h1>Dashboard</h1>")).toBe(true);
    expect(isPageContent('<template data-dgst="NEXT_HTTP_ERROR_FALLBACK;404"></template>')).toBe(false);
    expect(isPageContent('<meta id="__next-page-redirect" http-equiv="refresh" content="0;url=/login?expired=1"/>')).toBe(false);
  });
});

describe("safeReturnPath: where Try again may lead", () => {
  it.each<[from: string | null, expected: string | null]>([
    ["/clients/view/1", "/clients/view/1"],
    ["/listings?page=2", "/listings?page=2"],
    [null, null],
    ["", null],
    ["https://evil.example/", null],
    ["//evil.example/", null],
    ["/\\evil.example", null],
    ["javascript:alert(1)", null],
    ["/offline", null],
    ["/offline?from=/x", null],
    ["/clients\n/x", null],
  ])("%s → %s", (from, expected) => {
    expect(safeReturnPath(from)).toBe(expected);
  });
});
