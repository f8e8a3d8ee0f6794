import { afterEach, describe, expect, it, vi } from "vitest";
import { cachePartitionOf } from "@/server/auth/cache-partition";
import { sessionCookieName } from "@/server/auth/cookies";
import { env, offlineWorkerEnabled, parseServerEnv } from "@/server/env";

/** The server's part of the offline worker: whether it is enabled, and the session partitions (docs/OFFLINE.md). */
describe("OFFLINE_WORKER", () => {
  it.each<[label: string, nodeEnv: string, setting: string, expected: boolean]>([
    ["unset in production: on", "production", "", true],
    ["unset in development: off", "development", "", false],
    ["unset in tests: off", "test", "", false],
    ["on in development", "development", "on", true],
    ["off in production", "production", "off", false],
  ])("%s", (_label, nodeEnv, setting, expected) => {
    expect(offlineWorkerEnabled(parseServerEnv({ NODE_ENV: nodeEnv, OFFLINE_WORKER: setting }))).toBe(expected);
  });

  it("refuses any other value at start-up", () => {
    expect(() => parseServerEnv({ OFFLINE_WORKER: "yes" })).toThrow(/OFFLINE_WORKER/);
  });
});

describe("env()", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("reads the variables once per process: a later change does not reach a running server", () => {
    const first = env();
    vi.stubEnv("OFFLINE_WORKER", first.OFFLINE_WORKER === "on" ? "off" : "on");
    expect(env()).toBe(first);
  });
});

describe("cachePartitionOf", () => {
  const secret = "a-test-secret-a-test-secret-0123456789";

  it("is stable for one session, differs between sessions, and reveals nothing of the cookie", () => {
    const cookie = "eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0..session-one";
    expect(cachePartitionOf(cookie, secret)).toBe(cachePartitionOf(cookie, secret));
    expect(cachePartitionOf(cookie, secret)).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(cachePartitionOf(cookie, secret)).not.toBe(cachePartitionOf(`${cookie}x`, secret));
    expect(cachePartitionOf(cookie, secret)).not.toContain("session-one");
  });

  it("depends on the server's secret (another deployment's partitions never match)", () => {
    expect(cachePartitionOf("cookie", secret)).not.toBe(cachePartitionOf("cookie", `${secret}-rotated`));
  });
});

describe("sessionCookieName", () => {
  it("follows next-auth: __Secure- prefixed on an https site", () => {
    expect(sessionCookieName("https://console.example")).toBe("__Secure-next-auth.session-token");
    expect(sessionCookieName("http://localhost:3000")).toBe("next-auth.session-token");
    expect(sessionCookieName(undefined)).toBe("next-auth.session-token");
  });
});
