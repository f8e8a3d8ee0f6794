/**
 * An in-memory Cache Storage (the parts the offline worker uses: open, keys,
 * delete; match with ignoreSearch, put, delete, keys), so the worker's session
 * caches can be tested in Node. Entries keep insertion order, like browsers.
 */
class MemoryCache implements Pick<Cache, "match" | "put" | "delete" | "keys"> {
  private readonly entries = new Map<string, { body: ArrayBuffer; init: ResponseInit }>();

  /** Relative keys resolve against the worker's origin, as in a browser. */
  private static key(request: RequestInfo | URL): string {
    const address = typeof request === "string" ? request : request instanceof URL ? request.href : request.url;
    return new URL(address, "https://console.example/").href;
  }

  async match(request: RequestInfo | URL, options?: CacheQueryOptions): Promise<Response | undefined> {
    const wanted = new URL(MemoryCache.key(request));
    for (const [url, entry] of this.entries) {
      const stored = new URL(url);
      const same = options?.ignoreSearch
        ? stored.origin + stored.pathname === wanted.origin + wanted.pathname
        : stored.href === wanted.href;
      if (same) return new Response(entry.body.slice(0), entry.init);
    }
    return undefined;
  }

  async put(request: RequestInfo | URL, response: Response): Promise<void> {
    const body = await response.arrayBuffer();
    const init = { status: response.status, statusText: response.statusText, headers: new Headers(response.headers) };
    this.entries.set(MemoryCache.key(request), { body, init });
  }

  async delete(request: RequestInfo | URL): Promise<boolean> {
    return this.entries.delete(MemoryCache.key(request));
  }

  async keys(): Promise<readonly Request[]> {
    return [...this.entries.keys()].map((url) => new Request(url));
  }

  get size() {
    return this.entries.size;
  }
}

export class MemoryCacheStorage {
  readonly caches = new Map<string, MemoryCache>();

  async open(name: string): Promise<MemoryCache> {
    if (!this.caches.has(name)) this.caches.set(name, new MemoryCache());
    return this.caches.get(name)!;
  }

  async delete(name: string): Promise<boolean> {
    return this.caches.delete(name);
  }

  async keys(): Promise<string[]> {
    return [...this.caches.keys()];
  }

  async has(name: string): Promise<boolean> {
    return this.caches.has(name);
  }
}
