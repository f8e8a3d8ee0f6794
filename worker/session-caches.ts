import { headingOf, isPageContent, keepablePartition, titleOf } from "../lib/offline/cache-rules";
import {
  CACHE_PARTITION_HEADER,
  HEADING_HEADER,
  IDLE_TIMEOUT_HEADER,
  isSessionCacheName,
  OFFLINE_COPY_HEADER,
  OFFLINE_COPY_TIMING,
  sessionCacheName,
  STATE_CACHE,
  STATE_CONTACT_KEY,
  STATE_PARTITION_KEY,
  STORED_AT_HEADER,
  TITLE_HEADER,
  type OfflinePageList,
  type SessionCacheKind,
} from "../lib/offline/protocol";

/** How many answers each kind keeps per session before the oldest go. */
const LIMITS: Record<SessionCacheKind, number> = { pages: 150, api: 400, files: 300 };

/**
 * The signed-in person's cached pages, API answers and pictures, filed by the
 * session partition the server put on each answer (X-Cache-Partition).
 *
 * - The current partition is the one of the latest answer the server gave.
 *   A new one (someone else signed in) deletes every other partition's caches.
 * - A copy is replayed only from the current partition's cache, and only if the
 *   copy itself carries that partition (checked at every lookup), so a person
 *   never sees another session's answers, even if deleting failed.
 * - The current partition survives the worker's restarts in STATE_CACHE.
 * - The session lasts, on the device's own clock, its idle timeout after the
 *   server last answered it (IDLE_TIMEOUT_HEADER): after that no copy is shown
 *   and every copy is deleted, even with the server out of reach.
 */
export class SessionCaches {
  private current: Promise<string | null> | undefined;
  private contact: Promise<ServerContact | null> | undefined;
  private storedContact: ServerContact | undefined;

  /** The partition of the session this browser is signed in to, as far as the server last said. */
  partition(): Promise<string | null> {
    this.current ??= readStoredPartition();
    return this.current;
  }

  /**
   * Files a network answer under the partition the server gave it (and makes that
   * partition the current one), or does nothing when it must not be kept.
   */
  async keep(kind: SessionCacheKind, url: string, response: Response): Promise<void> {
    const partition = keepablePartition(response);
    if (!partition) return;
    // Any answer of a new session (even one not kept) means the last session's copies must go.
    await this.adopt(partition);
    await this.noteContact(response);
    const storedAt = Date.now();
    const headers = new Headers(response.headers);
    headers.set(STORED_AT_HEADER, String(storedAt));
    let body: BodyInit | null = response.body;
    if (kind === "pages") {
      const html = await response.text();
      if (!isPageContent(html)) return;
      headers.set(TITLE_HEADER, encodeURIComponent(titleOf(html)));
      headers.set(HEADING_HEADER, encodeURIComponent(headingOf(html)));
      body = html;
    }
    const copy = new Response(body, { status: response.status, statusText: response.statusText, headers });
    const cache = await caches.open(sessionCacheName(kind, partition));
    await cache.delete(url);
    await cache.put(url, copy);
    if ((await this.partition()) !== partition) await cache.delete(url); // the session changed meanwhile
    await trim(cache, LIMITS[kind]);
  }

  /** This session's copy of a URL, marked as a copy; undefined when there is none. */
  async replay(kind: SessionCacheKind, url: string, { ignoreSearch = false } = {}): Promise<Response | undefined> {
    const copy = await this.lookup(kind, url, ignoreSearch);
    if (!copy) return undefined;
    const storedAt = copy.headers.get(STORED_AT_HEADER) ?? "0";
    const headers = new Headers(copy.headers);
    headers.set(OFFLINE_COPY_HEADER, storedAt);
    headers.append("Server-Timing", `${OFFLINE_COPY_TIMING};desc="${storedAt}"`);
    return new Response(copy.body, { status: copy.status, statusText: copy.statusText, headers });
  }

  /** This session's copy, unmarked (immutable pictures served cache-first). */
  async lookup(kind: SessionCacheKind, url: string, ignoreSearch = false): Promise<Response | undefined> {
    const partition = await this.livePartition();
    if (!partition) return undefined;
    const cache = await caches.open(sessionCacheName(kind, partition));
    const exact = await cache.match(url, { ignoreVary: true });
    const copy = exact ?? (ignoreSearch ? await cache.match(url, { ignoreVary: true, ignoreSearch: true }) : undefined);
    return copy?.headers.get(CACHE_PARTITION_HEADER) === partition ? copy : undefined;
  }

  /** The pages this session can open offline, newest first. */
  async pages(): Promise<OfflinePageList> {
    const partition = await this.livePartition();
    if (!partition) return [];
    const cache = await caches.open(sessionCacheName("pages", partition));
    const entries = await Promise.all(
      (await cache.keys()).map(async (request) => {
        const copy = await cache.match(request, { ignoreVary: true });
        if (copy?.headers.get(CACHE_PARTITION_HEADER) !== partition) return null;
        const url = new URL(request.url);
        return {
          url: `${url.pathname}${url.search}`,
          title: decodeURIComponent(copy.headers.get(TITLE_HEADER) ?? ""),
          heading: decodeURIComponent(copy.headers.get(HEADING_HEADER) ?? ""),
          storedAt: Number(copy.headers.get(STORED_AT_HEADER) ?? 0),
        };
      }),
    );
    return entries.filter((entry) => entry !== null).sort((a, b) => b.storedAt - a.storedAt);
  }

  /** The session ended (sign-out, idle timeout, sign-in page, 401): nothing of it stays. */
  async forgetAll(): Promise<void> {
    this.current = Promise.resolve(null);
    this.contact = Promise.resolve(null);
    this.storedContact = undefined;
    await Promise.all([deleteSessionCaches(() => true), caches.delete(STATE_CACHE)]);
  }

  /** The current partition while its session can still be alive; once its idle time has passed, null and nothing kept. */
  private async livePartition(): Promise<string | null> {
    const partition = await this.partition();
    if (!partition) return null;
    this.contact ??= readStoredContact();
    const contact = await this.contact;
    if (contact && Date.now() > contact.at + contact.idleMs) {
      await this.forgetAll();
      return null;
    }
    return partition;
  }

  /** The server answered the session now: remembered (at most every few seconds in STATE_CACHE, so restarts keep it). */
  private async noteContact(response: Response): Promise<void> {
    const idleMs = Number(response.headers.get(IDLE_TIMEOUT_HEADER));
    if (!Number.isFinite(idleMs) || idleMs <= 0) return;
    const now = { at: Date.now(), idleMs };
    this.contact = Promise.resolve(now);
    // The stored time may lag by up to CONTACT_WRITE_EVERY_MS: after a restart that shortens the session on the device, never lengthens it.
    if (this.storedContact?.idleMs === idleMs && now.at - this.storedContact.at < CONTACT_WRITE_EVERY_MS) return;
    this.storedContact = now;
    await (await caches.open(STATE_CACHE)).put(STATE_CONTACT_KEY, new Response(JSON.stringify(now)));
  }

  private async adopt(partition: string): Promise<void> {
    if ((await this.partition()) === partition) return;
    this.current = Promise.resolve(partition);
    await deleteSessionCaches((name) => !name.endsWith(partition));
    const state = await caches.open(STATE_CACHE);
    await state.put(STATE_PARTITION_KEY, new Response(partition));
  }
}

interface ServerContact {
  /** When the server last answered the session (the device's clock, epoch ms). */
  at: number;
  idleMs: number;
}

const CONTACT_WRITE_EVERY_MS = 5_000;

async function readStoredContact(): Promise<ServerContact | null> {
  const stored = await (await caches.open(STATE_CACHE)).match(STATE_CONTACT_KEY);
  if (!stored) return null;
  const value = (await stored.json().catch(() => null)) as Partial<ServerContact> | null;
  return typeof value?.at === "number" && typeof value.idleMs === "number" ? { at: value.at, idleMs: value.idleMs } : null;
}

async function readStoredPartition(): Promise<string | null> {
  const stored = await (await caches.open(STATE_CACHE)).match(STATE_PARTITION_KEY);
  return stored ? await stored.text() : null;
}

async function deleteSessionCaches(which: (name: string) => boolean): Promise<void> {
  const names = (await caches.keys()).filter((name) => isSessionCacheName(name) && which(name));
  await Promise.all(names.map((name) => caches.delete(name)));
}

/** Drops the oldest entries (Cache Storage keeps insertion order) beyond the limit. */
async function trim(cache: Cache, limit: number): Promise<void> {
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - limit)).map((key) => cache.delete(key)));
}
