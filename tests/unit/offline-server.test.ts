import { afterEach, describe, expect, it, vi } from "vitest";

/** The server's part of the offline worker: whether it is enabled, and the session partitions (docs/OFFLINE.md). */
afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

async function freshServer(env: Record<string, string>) {
  vi.resetModules();
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  return {
    ...(await import("@/server/env")),
    ...(await import("@/server/auth/cache-partition")),
    ...(await import("@/server/auth/cookies")),
  };
}

describe("OFFLINE_WORKER", () => {
  it.each<[label: string, nodeEnv: string, setting: string, expected: boolean]>([
    ["unset in production: on", "production", "", true],
    ["unset in development: off", "development", "", false],
    ["unset in tests: off", "test", "", false],
    ["on in development", "development", "on", true],
    ["off in production", "production", "off", false],
  ])("%s", async (_label, nodeEnv, setting, expected) => {
    const { offlineWorkerEnabled } = await freshServer({ NODE_ENV: nodeEnv, OFFLINE_WORKER: setting });
    expect(offlineWorkerEnabled()).toBe(expected);
  });

  it("refuses any other value at start-up", async () => {
    const { env } = await freshServer({ OFFLINE_WORKER: "yes" });
    expect(() => env()).toThrow(/OFFLINE_WORKER/);
  });
});

describe("cachePartitionOf", () => {
  const secret = "a-test-secret-a-test-secret-0123456789";

  it("is stable for one session, differs between sessions, and reveals nothing of the cookie", async () => {
    const { cachePartitionOf } = await freshServer({ NEXTAUTH_SECRET: secret });
    const cookie = "eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0..session-one";
    expect(cachePartitionOf(cookie)).toBe(cachePartitionOf(cookie));
    expect(cachePartitionOf(cookie)).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(cachePartitionOf(cookie)).not.toBe(cachePartitionOf(`${cookie}x`));
    expect(cachePartitionOf(cookie)).not.toContain("session-one");
  });

  it("depends on the server's secret (another deployment's partitions never match)", async () => {
    const first = (await freshServer({ NEXTAUTH_SECRET: secret })).cachePartitionOf("cookie");
    const second = (await freshServer({ NEXTAUTH_SECRET: `${secret}-rotated` })).cachePartitionOf("cookie");
    expect(first).not.toBe(second);
  });
});

describe("sessionCookieName", () => {
  it("follows next-auth: __Secure- prefixed on an https site", async () => {
    const { sessionCookieName } = await freshServer({});
    expect(sessionCookieName("https://console.example")).toBe("__Secure-next-auth.session-token");
    expect(sessionCookieName("http://localhost:3000")).toBe("next-auth.session-token");
    expect(sessionCookieName(undefined)).toBe("next-auth.session-token");
  });
});
