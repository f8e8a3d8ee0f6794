import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  CACHE_PARTITION_HEADER,
  IDLE_TIMEOUT_HEADER,
  OFFLINE_COPY_HEADER,
  sessionCacheName,
  STATE_CACHE,
  STORED_AT_HEADER,
} from "@/lib/offline/protocol";
import { networkOrCopyAfter } from "@/worker/network-or-copy";
import { SessionCaches } from "@/worker/session-caches";
import { MemoryCacheStorage } from "./support/memory-cache-storage";

/**
 * The worker's session caches (worker/session-caches.ts) over an in-memory
 * Cache Storage: answers are filed by the session the server named, replayed
 * only for that session, and gone when it ends or another begins.
 */
const ALICE = "aliceAliceAliceAliceAliceAlice12";
const BOB = "bobBobBobBobBobBobBobBobBobBob12";
const ORIGIN = "https://console.example";
const at = (path: string) => `${ORIGIN}${path}`;

let storage: MemoryCacheStorage;
beforeEach(() => {
  storage = new MemoryCacheStorage();
  vi.stubGlobal("caches", storage);
});
afterEach(() => vi.unstubAllGlobals());

/** A network answer as the server sends it: the session's partition on a private, no-store read. */
function served(partition: string | null, body: string, cacheControl = "private, no-store"): Response {
  const headers = new Headers({ "Cache-Control": cacheControl, "Content-Type": "text/html" });
  if (partition) headers.set(CACHE_PARTITION_HEADER, partition);
  const response = new Response(body, { status: 200, headers });
  Object.defineProperty(response, "type", { value: "basic" });
  return response;
}

const page = (heading: string) => `<html><head><title>Listing · Agency Console</title></head><body><h1>${heading}</h1></body></html>`;

describe("SessionCaches", () => {
  it("shows no copy once the session's idle time has passed since the server last answered, and deletes them all (issue 27, finding 6)", async () => {
    const IDLE = 300_000;
    let now = Date.parse("2026-11-27T08:00:00Z");
    vi.spyOn(Date, "now").mockImplementation(() => now);
    const withIdle = (response: Response) => {
      response.headers.set(IDLE_TIMEOUT_HEADER, String(IDLE));
      return response;
    };
    const sessions = new SessionCaches();
    await sessions.keep("pages", at("/dashboard"), withIdle(served(ALICE, page("Welcome back, Alice"))));
    now += 60_000;
    await sessions.keep("api", at("/api/v1/clients"), withIdle(served(ALICE, "[]")));

    now += IDLE - 1_000; // within the idle time of the last answer
    expect(await sessions.replay("pages", at("/dashboard"))).toBeDefined();
    // A restarted worker (the browser reopened) reads the last answer's time from the state cache.
    now += 2_000;
    const restarted = new SessionCaches();
    expect(await restarted.replay("pages", at("/dashboard"))).toBeUndefined();
    expect(await restarted.pages()).toEqual([]);
    expect((await storage.keys()).filter((name) => name !== STATE_CACHE)).toEqual([]);
    vi.restoreAllMocks();
  });

  it("replays a kept page for its session, marked as a copy with the time it was loaded", async () => {
    const sessions = new SessionCaches();
    const before = Date.now();
    await sessions.keep("pages", at("/listings/view/1"), served(ALICE, page("Coral Reef House")));

    const copy = await sessions.replay("pages", at("/listings/view/1"));
    expect(await copy?.text()).toContain("Coral Reef House");
    const madeAt = Number(copy?.headers.get(OFFLINE_COPY_HEADER));
    expect(madeAt).toBeGreaterThanOrEqual(before);
    expect(copy?.headers.get("Server-Timing")).toBe(`offline-copy;desc="${madeAt}"`);
    expect(await sessions.partition()).toBe(ALICE);
  });

  it("keeps nothing that is not a session's, or that must not be kept", async () => {
    const sessions = new SessionCaches();
    await sessions.keep("api", at("/api/v1/clients"), served(null, "[]"));
    await sessions.keep("api", at("/api/v1/auth/session"), served(ALICE, "{}", "no-store"));
    await sessions.keep("pages", at("/clients/view/9"), served(ALICE, '<template data-dgst="NEXT_HTTP_ERROR_FALLBACK;404"></template>'));
    expect(await sessions.replay("api", at("/api/v1/clients"))).toBeUndefined();
    expect(await sessions.replay("api", at("/api/v1/auth/session"))).toBeUndefined();
    expect(await sessions.replay("pages", at("/clients/view/9"))).toBeUndefined();
  });

  it("a new session's first answer deletes everything the last one kept", async () => {
    const sessions = new SessionCaches();
    await sessions.keep("pages", at("/dashboard"), served(ALICE, page("Alice's dashboard")));
    await sessions.keep("api", at("/api/v1/clients"), served(ALICE, '["alice"]'));

    await sessions.keep("api", at("/api/v1/reminders"), served(BOB, '["bob"]'));

    expect(await sessions.partition()).toBe(BOB);
    expect(await sessions.replay("pages", at("/dashboard"))).toBeUndefined();
    expect(await sessions.replay("api", at("/api/v1/clients"))).toBeUndefined();
    expect(await storage.keys()).not.toContain(sessionCacheName("pages", ALICE));
    expect(await storage.keys()).not.toContain(sessionCacheName("api", ALICE));
    expect(await (await sessions.replay("api", at("/api/v1/reminders")))?.text()).toBe('["bob"]');
  });

  it("checks every copy's own partition at lookup: a copy of another session is never replayed", async () => {
    const sessions = new SessionCaches();
    await sessions.keep("pages", at("/dashboard"), served(BOB, page("Bob's dashboard")));
    // Alice's page lands in Bob's cache (as if deleting had failed and a name had been reused).
    const stray = await storage.open(sessionCacheName("pages", BOB));
    await stray.put(at("/clients"), served(ALICE, page("Alice's clients")));

    expect(await sessions.replay("pages", at("/clients"))).toBeUndefined();
    expect((await sessions.pages()).map((entry) => entry.url)).toEqual(["/dashboard"]);
  });

  it("forgets everything when the session ends, and remembers that across restarts", async () => {
    const sessions = new SessionCaches();
    await sessions.keep("pages", at("/dashboard"), served(ALICE, page("Dashboard")));
    await sessions.keep("files", at("/api/v1/files/1"), served(ALICE, "picture", "private, max-age=31536000, immutable"));

    await sessions.forgetAll();

    expect(await sessions.partition()).toBeNull();
    expect(await storage.keys()).toEqual([]);
    expect(await new SessionCaches().partition()).toBeNull();
    expect(await sessions.replay("pages", at("/dashboard"))).toBeUndefined();
  });

  it("a restarted worker still knows whose copies it holds", async () => {
    await new SessionCaches().keep("pages", at("/dashboard"), served(ALICE, page("Dashboard")));
    const restarted = new SessionCaches();
    expect(await restarted.partition()).toBe(ALICE);
    expect(await (await restarted.replay("pages", at("/dashboard")))?.text()).toBe(page("Dashboard"));
    expect(await storage.has(STATE_CACHE)).toBe(true);
  });

  it("opens a list page with another query from the copy without one; API answers match exactly", async () => {
    const sessions = new SessionCaches();
    await sessions.keep("pages", at("/listings"), served(ALICE, page("Listings")));
    await sessions.keep("api", at("/api/v1/listings?skip=0"), served(ALICE, "[1]"));

    expect(await (await sessions.replay("pages", at("/listings?page=2"), { ignoreSearch: true }))?.text()).toBe(page("Listings"));
    expect(await sessions.replay("api", at("/api/v1/listings?skip=50"))).toBeUndefined();
  });

  it("lists the session's pages with their heading and title, newest first", async () => {
    const sessions = new SessionCaches();
    const now = vi.spyOn(Date, "now");
    now.mockReturnValue(1_000);
    await sessions.keep("pages", at("/listings/view/1"), served(ALICE, page("Coral Reef House")));
    now.mockReturnValue(2_000);
    await sessions.keep("pages", at("/listings/view/2"), served(ALICE, page("Palm Villa")));
    now.mockRestore();

    expect(await sessions.pages()).toEqual([
      { url: "/listings/view/2", title: "Listing · Agency Console", heading: "Palm Villa", storedAt: 2_000 },
      { url: "/listings/view/1", title: "Listing · Agency Console", heading: "Coral Reef House", storedAt: 1_000 },
    ]);
    const stored = await (await storage.open(sessionCacheName("pages", ALICE))).match(at("/listings/view/2"));
    expect(stored?.headers.get(STORED_AT_HEADER)).toBe("2000");
  });
});

describe("networkOrCopyAfter: the live answer, or the copy when the network fails or hangs", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const live = new Response("live");
  const copy = new Response("copy");

  it("prefers the network when it answers in time", async () => {
    await expect(networkOrCopyAfter(Promise.resolve(live), 10_000, async () => copy)).resolves.toBe(live);
  });

  it("gives the copy at once when the network fails", async () => {
    await expect(networkOrCopyAfter(Promise.reject(new TypeError("offline")), 10_000, async () => copy)).resolves.toBe(copy);
  });

  it("fails like the network when there is no copy", async () => {
    const failure = new TypeError("offline");
    await expect(networkOrCopyAfter(Promise.reject(failure), 10_000, async () => undefined)).rejects.toBe(failure);
  });

  it("gives the copy when the network hangs past the timeout", async () => {
    const result = networkOrCopyAfter(new Promise<Response>(() => {}), 10_000, async () => copy);
    await vi.advanceTimersByTimeAsync(10_000);
    await expect(result).resolves.toBe(copy);
  });

  it("keeps waiting for a slow network when there is no copy", async () => {
    let answer!: (response: Response) => void;
    const result = networkOrCopyAfter(new Promise<Response>((resolve) => (answer = resolve)), 10_000, async () => undefined);
    await vi.advanceTimersByTimeAsync(15_000);
    answer(live);
    await expect(result).resolves.toBe(live);
  });
});
