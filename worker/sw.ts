/// <reference lib="webworker" />
import {
  CacheFirst,
  ExpirationPlugin,
  Serwist,
  type PrecacheEntry,
  type RouteMatchCallbackOptions,
  type SerwistGlobalConfig,
} from "serwist";
import { routeOf, type RequestRoute } from "../lib/offline/cache-rules";
import { STATIC_CACHE, type PageMessage } from "../lib/offline/protocol";
import { SessionCaches } from "./session-caches";
import { learnFrom, SessionCacheFirst, SessionNetworkFirst, SessionPages } from "./strategies";

/**
 * The console's offline worker (docs/OFFLINE.md), bundled by @serwist/turbopack
 * (app/serwist/[path]/route.ts) and served at /serwist/sw.js. It keeps the
 * build's assets and the stand-alone /offline page (precache), and the
 * signed-in person's pages, API reads and pictures in caches of that session
 * only (session-caches.ts), replayed when the server cannot be reached.
 * Everything else — sign-in, sign-out, CSRF, writes — goes to the network untouched.
 */
declare global {
  interface WorkerGlobalScope extends SerwistGlobalConfig {
    __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
  }
}
declare const self: ServiceWorkerGlobalScope;

const sessions = new SessionCaches();

function routeMatches(route: RequestRoute) {
  return ({ request, url }: RouteMatchCallbackOptions) =>
    routeOf({
      method: request.method,
      url,
      origin: self.location.origin,
      wantsDocument: request.mode === "navigate",
      isRscPayload: request.headers.get("RSC") === "1",
    }) === route;
}

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  precacheOptions: {
    cleanupOutdatedCaches: true,
    concurrency: 4,
    // /offline?from=… is the precached /offline.
    ignoreURLParametersMatching: [/^from$/],
  },
  // A new version waits until the person chooses Reload (components/offline/new-version-toast.tsx);
  // the first one takes over the open page at once.
  skipWaiting: false,
  clientsClaim: true,
  navigationPreload: true,
  runtimeCaching: [
    {
      matcher: routeMatches("static"),
      handler: new CacheFirst({
        cacheName: STATIC_CACHE,
        plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 60 * 60 })],
      }),
    },
    { matcher: routeMatches("page"), handler: new SessionNetworkFirst("pages", "page", sessions) },
    { matcher: routeMatches("api"), handler: new SessionNetworkFirst("api", "api", sessions) },
    { matcher: routeMatches("file"), handler: new SessionCacheFirst(sessions) },
    { matcher: routeMatches("session-page"), handler: new SessionPages(sessions) },
  ],
});

self.addEventListener("message", (event: ExtendableMessageEvent) => {
  const message = event.data as PageMessage | undefined;
  if (!message || typeof message !== "object") return;
  if (message.type === "CACHE_PAGE") event.waitUntil(cachePage(message.url));
  else if (message.type === "SESSION_ENDED") event.waitUntil(sessions.forgetAll());
  else if (message.type === "LIST_PAGES") event.waitUntil(sessions.pages().then((pages) => event.ports[0]?.postMessage(pages)));
});

/**
 * Keeps a page the person reached by client-side navigation (the router fetched
 * only its RSC payload, which is not a page that can be opened offline).
 */
async function cachePage(address: unknown): Promise<void> {
  if (typeof address !== "string") return;
  const url = new URL(address, self.location.origin);
  const route = routeOf({ method: "GET", url, origin: self.location.origin, wantsDocument: true, isRscPayload: false });
  if (route !== "page") return;
  const response = await fetch(url, { credentials: "same-origin", headers: { Accept: "text/html" }, cache: "no-store" }).catch(() => null);
  if (response) await learnFrom(sessions, route, "pages", url, response);
}

serwist.addEventListeners();
