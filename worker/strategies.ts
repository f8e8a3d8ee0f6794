import { Strategy, type StrategyHandler } from "serwist";
import { showsSessionEnded, type RequestRoute } from "../lib/offline/cache-rules";
import { OFFLINE_PAGE, type SessionCacheKind } from "../lib/offline/protocol";
import { networkOrCopyAfter } from "./network-or-copy";
import type { SessionCaches } from "./session-caches";

/**
 * How long the network may take before the session's copy is shown instead
 * (a connection that hangs rather than fails: "lie-fi" on site visits). The
 * network answer is still kept when it arrives.
 */
export const NETWORK_TIMEOUT_MS = 10_000;

/** A strategy over this session's caches: `answer` gets the request's URL already parsed. */
abstract class SessionStrategy extends Strategy {
  constructor(protected readonly sessions: SessionCaches) {
    super();
  }

  protected _handle(request: Request, handler: StrategyHandler): Promise<Response> {
    return this.answer(request, new URL(request.url), handler);
  }

  protected abstract answer(request: Request, url: URL, handler: StrategyHandler): Promise<Response>;
}

/**
 * Network first for the signed-in person's pages and API reads: the live answer
 * whenever the server can be reached (a page then carries a fresh CSP nonce —
 * navigation preload starts it while the worker wakes up), this session's copy
 * only when it cannot. A document with neither goes to the offline page.
 */
export class SessionNetworkFirst extends SessionStrategy {
  constructor(
    private readonly kind: Extract<SessionCacheKind, "pages" | "api">,
    private readonly route: RequestRoute,
    sessions: SessionCaches,
  ) {
    super(sessions);
  }

  protected answer(request: Request, url: URL, handler: StrategyHandler): Promise<Response> {
    const fromNetwork = handler.fetch(request).then((response) => {
      handler.waitUntil(learnFrom(this.sessions, this.route, this.kind, url, response.clone()));
      return response;
    });
    const copy = () => this.sessions.replay(this.kind, url.href, { ignoreSearch: this.kind === "pages" });
    return offlinePageIfNavigation(request, url, () => networkOrCopyAfter(fromNetwork, NETWORK_TIMEOUT_MS, copy));
  }
}

/** Pictures never change under one id: this session's copy first, else the network. */
export class SessionCacheFirst extends SessionStrategy {
  protected async answer(request: Request, url: URL, handler: StrategyHandler): Promise<Response> {
    const copy = await this.sessions.lookup("files", url.href);
    if (copy) return copy;
    const response = await handler.fetch(request);
    handler.waitUntil(learnFrom(this.sessions, "file", "files", url, response.clone()));
    return response;
  }
}

/** Sign-in and sign-out pages: always the network, never kept; the sign-in page means no session is left. */
export class SessionPages extends SessionStrategy {
  protected answer(request: Request, url: URL, handler: StrategyHandler): Promise<Response> {
    return offlinePageIfNavigation(request, url, async () => {
      const response = await handler.fetch(request);
      if (showsSessionEnded("session-page", url, response)) handler.waitUntil(this.sessions.forgetAll());
      return response;
    });
  }
}

/** The answer, or for a navigation that fails, the offline page. */
async function offlinePageIfNavigation(request: Request, url: URL, answer: () => Promise<Response>): Promise<Response> {
  try {
    return await answer();
  } catch (error) {
    if (request.mode === "navigate") return offlinePageFor(url);
    throw error;
  }
}

/** Keeps a network answer for its session, or forgets every session when it shows that none is left. */
export async function learnFrom(sessions: SessionCaches, route: RequestRoute, kind: SessionCacheKind, url: URL, response: Response) {
  if (showsSessionEnded(route, url, response)) return sessions.forgetAll();
  return sessions.keep(kind, url.href, response);
}

/** Sends a navigation that cannot be answered to the offline page, which offers what can be. */
export function offlinePageFor(url: URL): Response {
  const target = new URL(OFFLINE_PAGE, url.origin);
  target.searchParams.set("from", `${url.pathname}${url.search}`);
  return Response.redirect(target.href, 302);
}
