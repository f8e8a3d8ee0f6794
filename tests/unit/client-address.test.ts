import { describe, expect, it } from "vitest";
import { clientAddress } from "@/server/auth/client-address";
import { parseServerEnv } from "@/server/env";

function headers(forwardedFor?: string): Headers {
  const result = new Headers();
  if (forwardedFor !== undefined) result.set("x-forwarded-for", forwardedFor);
  return result;
}

/** TRUST_PROXY_HOPS as the server reads it (unset: 0). */
const hopsOf = (setting: string | undefined) => parseServerEnv({ TRUST_PROXY_HOPS: setting }).TRUST_PROXY_HOPS;

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
  ])("TRUST_PROXY_HOPS=%s, X-Forwarded-For %j → %s", (hops, forwardedFor, expected) => {
    expect(clientAddress(headers(forwardedFor), hopsOf(hops))).toBe(expected);
  });

  it("never returns more than the 64 characters the sessions column holds", () => {
    const address = clientAddress(headers(`10.0.0.1, ${"x".repeat(200)}`), 0);
    expect(address).toBe("x".repeat(64));
  });

  it("refuses an invalid TRUST_PROXY_HOPS loudly instead of guessing", () => {
    expect(() => hopsOf("-1")).toThrow(/TRUST_PROXY_HOPS/);
    expect(() => hopsOf("two")).toThrow(/TRUST_PROXY_HOPS/);
  });
});
