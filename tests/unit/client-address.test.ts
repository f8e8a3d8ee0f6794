import { afterEach, describe, expect, it, vi } from "vitest";

/**
 * server/env.ts parses process.env once and caches it, so each case sets
 * TRUST_PROXY_HOPS, resets the module registry and imports a fresh copy.
 */
async function clientAddressWith(hops: string | undefined) {
  vi.resetModules();
  if (hops === undefined) vi.stubEnv("TRUST_PROXY_HOPS", "");
  else vi.stubEnv("TRUST_PROXY_HOPS", hops);
  const imported = await import("@/server/auth/client-address");
  return imported.clientAddress;
}

function headers(forwardedFor?: string): Headers {
  const result = new Headers();
  if (forwardedFor !== undefined) result.set("x-forwarded-for", forwardedFor);
  return result;
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe("clientAddress", () => {
  it.each<[hops: string | undefined, forwardedFor: string | undefined, expected: string]>([
    // No proxy configured: the right-most entry is the peer that reached Next.
    [undefined, undefined, "unknown"],
    [undefined, "", "unknown"],
    [undefined, " , ,  ", "unknown"],
    [undefined, "203.0.113.7", "203.0.113.7"],
    [undefined, "  203.0.113.7  ", "203.0.113.7"],
    [undefined, "198.51.100.1, 203.0.113.7", "203.0.113.7"],
    [undefined, "::1", "::1"],
    ["0", "198.51.100.1, 203.0.113.7", "203.0.113.7"],
    ["1", "198.51.100.1, 203.0.113.7", "203.0.113.7"],
    // Behind N trusted proxies the client is N entries from the right.
    ["2", "198.51.100.1, 203.0.113.7, 10.0.0.2", "203.0.113.7"],
    ["2", "spoofed, 198.51.100.1, 203.0.113.7, 10.0.0.2", "203.0.113.7"],
    ["3", "198.51.100.1, 203.0.113.7, 10.0.0.2, 10.0.0.3", "203.0.113.7"],
    // Fewer entries than hops: the left-most one is the best we have.
    ["5", "203.0.113.7, 10.0.0.2", "203.0.113.7"],
    ["2", "203.0.113.7,, 10.0.0.2", "203.0.113.7"],
  ])("TRUST_PROXY_HOPS=%s, X-Forwarded-For %j → %s", async (hops, forwardedFor, expected) => {
    const clientAddress = await clientAddressWith(hops);
    expect(clientAddress(headers(forwardedFor))).toBe(expected);
  });

  it("never returns more than the 64 characters the sessions column holds", async () => {
    const clientAddress = await clientAddressWith(undefined);
    const address = clientAddress(headers(`10.0.0.1, ${"x".repeat(200)}`));
    expect(address).toBe("x".repeat(64));
  });

  it("reads the setting once per process (env() caches it)", async () => {
    const clientAddress = await clientAddressWith("2");
    expect(clientAddress(headers("a, b, c"))).toBe("b");
    vi.stubEnv("TRUST_PROXY_HOPS", "1");
    expect(clientAddress(headers("a, b, c"))).toBe("b");
  });

  it("refuses an invalid TRUST_PROXY_HOPS loudly instead of guessing", async () => {
    const clientAddress = await clientAddressWith("-1");
    expect(() => clientAddress(headers("a"))).toThrow(/TRUST_PROXY_HOPS/);
  });
});
