import { expect, test, type APIRequestContext, type APIResponse } from "@playwright/test";
import { CACHE_PARTITION_HEADER } from "@/lib/offline/protocol";
import { API, apiLogin, browserLogin, createClientViaApi, tokenHeaders } from "@/tests/support/api";

/**
 * What the server tells the offline worker (docs/OFFLINE.md, lib/offline/cache-rules.ts):
 * which answers are a browser session's own (X-Cache-Partition, `private, no-store`),
 * which must never be kept (`no-store` alone), and that each session has its own partition.
 */
const partitionOf = (response: APIResponse) => response.headers()[CACHE_PARTITION_HEADER.toLowerCase()];
const cacheControlOf = (response: APIResponse) => response.headers()["cache-control"] ?? "";

test.describe("offline cache partitions", () => {
  test("a browser session's reads and pages carry one partition, marked private", async ({ request }) => {
    await browserLogin(request, "admin");
    const reads = ["/clients?limit=1", "/listings?limit=1", "/references/stats", "/accounts?limit=1", "/users?limit=1"];
    const partitions = new Set<string>();
    for (const path of reads) {
      const response = await request.get(`${API}${path}`);
      expect(response.status(), path).toBe(200);
      expect(partitionOf(response), path).toMatch(/^[A-Za-z0-9_-]{32}$/);
      expect(cacheControlOf(response), path).toBe("private, no-store");
      partitions.add(partitionOf(response)!);
    }
    const page = await request.get("/dashboard", { maxRedirects: 0 });
    expect(page.status()).toBe(200);
    expect(cacheControlOf(page)).toMatch(/\bprivate\b.*\bno-store\b/);
    partitions.add(partitionOf(page)!);
    expect([...partitions]).toHaveLength(1);
  });

  test("answers that must not be kept say no-store alone and name no partition", async ({ request }) => {
    const client = await createClientViaApi(request, await apiLogin(request, "admin"));
    const { xsrfToken } = await browserLogin(request, "admin");
    const period = "from=2024-01-01&to=2024-01-31";
    const neverKept: [label: string, status: number, response: Promise<APIResponse>][] = [
      ["who is signed in", 200, request.get(`${API}/auth/session`)],
      ["the health check", 200, request.get(`${API}/health`)],
      ["a read that fails", 404, request.get(`${API}/clients/details/00000000-0000-4000-8000-000000000000`)],
      ["an invalid query", 400, request.get(`${API}/clients?limit=nope`)],
      ["a write", 400, request.post(`${API}/clients/register`, { data: {}, headers: { "X-XSRF-TOKEN": xsrfToken } })],
      ["the statement download", 200, request.get(`${API}/accounts/${client._id}/statement?${period}&format=csv`)],
      ["the statement as data", 200, request.get(`${API}/accounts/${client._id}/statement?${period}&format=json`)],
      ["the CSV export of a list (issue 27, finding 9)", 200, request.get(`${API}/export/clients`)],
    ];
    for (const [label, status, pending] of neverKept) {
      const response = await pending;
      expect(response.status(), label).toBe(status);
      expect(partitionOf(response), label).toBeUndefined();
      expect(cacheControlOf(response), label).toBe("no-store");
    }
    const login = await request.get("/login", { maxRedirects: 0 });
    expect(partitionOf(login), "the sign-in page").toBeUndefined();
    const offline = await request.get("/offline?from=/dashboard");
    expect(partitionOf(offline), "the offline page").toBeUndefined();
  });

  test("token callers are never marked: only a browser keeps answers offline", async ({ request }) => {
    const token = await apiLogin(request, "admin");
    const response = await request.get(`${API}/clients?limit=1`, { headers: tokenHeaders(token) });
    expect(response.status()).toBe(200);
    expect(partitionOf(response)).toBeUndefined();
    expect(cacheControlOf(response)).toBe("no-store");
  });

  test("another session, even of the same person, has another partition", async ({ playwright, request, baseURL }) => {
    await browserLogin(request, "admin");
    const other: APIRequestContext = await playwright.request.newContext({ baseURL });
    try {
      await browserLogin(other, "admin");
      const mine = partitionOf(await request.get(`${API}/references/stats`));
      const theirs = partitionOf(await other.get(`${API}/references/stats`));
      expect(mine).toBeTruthy();
      expect(theirs).toBeTruthy();
      expect(mine).not.toBe(theirs);
    } finally {
      await other.dispose();
    }
  });
});
