import { CACHE_PARTITION_HEADER, OFFLINE_PAGE } from "./protocol";

/**
 * The offline worker's rules, as pure functions (tests/unit/offline-cache-rules.test.ts):
 * which requests it handles, which answers it may keep, and which answers tell it
 * that the session is over.
 */

export type RequestRoute =
  /** A console page: network first, the session's copy when offline. */
  | "page"
  /** An /api/v1 read: network first, the session's copy when offline. */
  | "api"
  /** A stored picture (/api/v1/files/{id}, immutable): the session's copy first. */
  | "file"
  /** A build asset (/_next/static): cache first, shared by every session. */
  | "static"
  /** The stand-alone offline page: from the precache. */
  | "offline-page"
  /** Sign-in, sign-out: always the network, never kept. */
  | "session-page"
  /** Left to the browser: never kept (auth endpoints, CSRF, health, RSC payloads, anything else). */
  | "network";

export interface RequestFacts {
  method: string;
  url: URL;
  /** The worker's own origin. */
  origin: string;
  /** A document navigation, or the worker fetching a page to keep it. */
  wantsDocument: boolean;
  /** Next.js's client router payloads (header RSC: 1). */
  isRscPayload: boolean;
}

/** Pages whose answer depends on having no session, or that end one. */
const SESSION_PAGES = new Set(["/login", "/logout"]);
/** API reads that must always be live: who is signed in, whether the server is up. */
const LIVE_API_PREFIXES = ["/api/v1/auth/", "/api/v1/health"];

export function routeOf({ method, url, origin, wantsDocument, isRscPayload }: RequestFacts): RequestRoute {
  if (method !== "GET" || url.origin !== origin) return "network";
  const path = url.pathname;
  if (path.startsWith("/_next/static/")) return "static";
  if (path.startsWith("/api/")) {
    if (!path.startsWith("/api/v1/") || LIVE_API_PREFIXES.some((prefix) => path.startsWith(prefix))) return "network";
    return path.startsWith("/api/v1/files/") ? "file" : "api";
  }
  if (isRscPayload || !wantsDocument) return "network";
  if (path === OFFLINE_PAGE) return "offline-page";
  if (SESSION_PAGES.has(path)) return "session-page";
  return "page";
}

export interface ResponseFacts {
  status: number;
  /** Response.type: "basic"/"default" for a readable same-origin answer. */
  type: string;
  redirected: boolean;
  headers: Pick<Headers, "get">;
}

/**
 * The session partition an answer may be kept under, or null when it must not
 * be kept: only complete, unredirected 200 answers that the server marked as
 * belonging to a session. `no-store` alone means "must not be kept anywhere"
 * and is obeyed; `private, no-store` means "this person's only, never in an
 * HTTP cache" — the worker is this person's store, partitioned by session and
 * emptied at sign-out, so it keeps those (docs/DECISIONS.md, Offline).
 * Downloads are never kept.
 */
export function keepablePartition(response: ResponseFacts): string | null {
  if (response.status !== 200 || response.redirected) return null;
  if (isDownload(response.headers)) return null;
  if (response.type !== "basic" && response.type !== "default") return null;
  const partition = response.headers.get(CACHE_PARTITION_HEADER);
  if (!partition || !/^[A-Za-z0-9_-]{16,64}$/.test(partition)) return null;
  const cacheControl = cacheControlDirectives(response.headers.get("Cache-Control"));
  if (cacheControl.has("no-store") && !cacheControl.has("private")) return null;
  return partition;
}

/** A file to save (Content-Disposition: attachment): never kept offline, whatever else it says. */
export function isDownload(headers: Pick<Headers, "get">): boolean {
  return /^\s*attachment\b/i.test(headers.get("Content-Disposition") ?? "");
}

export function cacheControlDirectives(header: string | null): Set<string> {
  return new Set(
    (header ?? "")
      .split(",")
      .map((part) => part.trim().split("=")[0]!.toLowerCase())
      .filter(Boolean),
  );
}

/**
 * Whether an answer shows that this browser has no session any more: the sign-in
 * page rendered (a signed-in visitor is sent on to the dashboard), or the API
 * refused the session. The worker then deletes every session's cache.
 */
export function showsSessionEnded(route: RequestRoute, url: URL, response: Pick<ResponseFacts, "status" | "type">): boolean {
  if (route === "session-page") return url.pathname === "/login" && response.status === 200 && response.type !== "opaqueredirect";
  if (route === "api" || route === "file") return response.status === 401;
  return false;
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", "#x27": "'", nbsp: " " };

const textOf = (markup: string) =>
  markup
    .replace(/<[^>]*>/g, "")
    .replace(/&(#x27|#39|amp|lt|gt|quot|nbsp);/g, (_, name: string) => ENTITIES[name]!)
    .replace(/\s+/g, " ")
    .trim();

/**
 * Whether a page's HTML is the page itself, not the not-found page or a
 * redirect that Next.js streams with status 200 once the shell has started
 * (an offline copy of either would only mislead).
 */
export function isPageContent(html: string): boolean {
  return !html.includes("NEXT_HTTP_ERROR_FALLBACK;404") && !html.includes('id="__next-page-redirect"');
}

/** The document title of a page's HTML ("Clients · Agency Console"), for the offline page's list. */
export function titleOf(html: string): string {
  const match = /<title[^>]*>([^<]*)<\/title>/i.exec(html);
  return match ? textOf(match[1]!) : "";
}

/** The text of a page's first h1 (a record page's name), for the offline page's list. */
export function headingOf(html: string): string {
  const match = /<h1[^>]*>([\s\S]*?)<\/h1>/i.exec(html);
  return match ? textOf(match[1]!).slice(0, 200) : "";
}

/**
 * Where the offline page's "Try again" may lead: a path on this site only
 * (the value arrives in the address bar, so it must not become an open redirect).
 */
export function safeReturnPath(from: string | null | undefined): string | null {
  if (!from || !from.startsWith("/") || from.startsWith("//") || from.startsWith("/\\")) return null;
  if (/[\u0000-\u001f]/.test(from)) return null;
  if (from === OFFLINE_PAGE || from.startsWith(`${OFFLINE_PAGE}?`)) return null;
  return from;
}
