/**
 * What the server, the page and the offline worker (worker/sw.ts) agree on:
 * header names, cache names and the messages they exchange. Plain constants
 * and types only, so each of the three can import it. docs/OFFLINE.md tells
 * the whole story.
 */

/** Where the worker script is served (app/serwist/[path]/route.ts) and the scope it controls. */
export const WORKER_URL = "/serwist/sw.js";
export const WORKER_SCOPE = "/";

/**
 * Set by the server on every answer that belongs to a browser session: a keyed
 * hash of the session cookie (server/auth/cache-partition.ts). The worker files
 * an answer under this partition and only ever replays answers of the current
 * partition, so one person's cached pages are never shown to the next.
 */
export const CACHE_PARTITION_HEADER = "X-Cache-Partition";

/** On a stored answer: when it was loaded from the server (epoch ms). */
export const STORED_AT_HEADER = "X-Offline-Stored-At";
/** On a stored page: its document title and its first heading (URI-encoded), for the offline page's list. */
export const TITLE_HEADER = "X-Offline-Title";
export const HEADING_HEADER = "X-Offline-Heading";
/** On an answer the worker replays from its cache: when that copy was loaded (epoch ms). */
export const OFFLINE_COPY_HEADER = "X-Offline-Copy";
/**
 * The same fact for documents, whose headers scripts cannot read: a Server-Timing
 * entry (performance.getEntriesByType("navigation")[0].serverTiming).
 */
export const OFFLINE_COPY_TIMING = "offline-copy";

/** The per-session caches, one set per partition: `${prefix}${partition}`. */
export const SESSION_CACHE_PREFIXES = {
  pages: "agency-pages-",
  api: "agency-api-",
  files: "agency-files-",
} as const;
export type SessionCacheKind = keyof typeof SESSION_CACHE_PREFIXES;

/** Build assets a newer deployment asked for before its worker took over (not user data). */
export const STATIC_CACHE = "agency-static";
/** Where the worker remembers the current partition between its restarts. */
export const STATE_CACHE = "agency-offline-state";
export const STATE_PARTITION_KEY = "/__offline/partition";
/** …and when the server last answered the session, with its idle timeout: `{ at, idleMs }` as JSON. */
export const STATE_CONTACT_KEY = "/__offline/contact";

/**
 * On every answer the worker may keep: the session's idle timeout (ms). The server
 * renewed the session's idle clock when it answered; the worker shows no copy
 * once that much time has passed by the device's own clock since its last answer.
 */
export const IDLE_TIMEOUT_HEADER = "X-Session-Idle-Timeout";

/** The page offline navigations fall back to; `from` carries the address that could not open. */
export const OFFLINE_PAGE = "/offline";

export const isSessionCacheName = (name: string) => Object.values(SESSION_CACHE_PREFIXES).some((prefix) => name.startsWith(prefix));

export const sessionCacheName = (kind: SessionCacheKind, partition: string) => `${SESSION_CACHE_PREFIXES[kind]}${partition}`;

/** Page → worker. */
export type PageMessage =
  /** Keep this page for offline use (pages reached by client-side navigation never pass the worker as documents). */
  | { type: "CACHE_PAGE"; url: string }
  /** The session ended (sign-out, idle timeout): forget every partition. */
  | { type: "SESSION_ENDED" }
  /** Answered on the message's port with OfflinePageList. */
  | { type: "LIST_PAGES" };

export interface OfflinePageEntry {
  /** Path and query, same origin. */
  url: string;
  /** The document title ("Listing · Agency Console"). */
  title: string;
  /** The page's h1 (the listing's name). */
  heading: string;
  storedAt: number;
}
export type OfflinePageList = OfflinePageEntry[];
