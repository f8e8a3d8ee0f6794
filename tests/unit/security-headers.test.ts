import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createNonce, isHttpsRequest, pageContentSecurityPolicy } from "@/server/http/security-headers";
import { inlinedStylesheetHashes } from "@/server/http/stylesheet-hashes";

describe("isHttpsRequest", () => {
  it.each<[label: string, siteUrl: string | undefined, forwardedProto: string | null, hops: number, expected: boolean]>([
    ["the site is configured as https", "https://console.example", null, 0, true],
    ["plain HTTP, no proxy", "http://console.example", null, 0, false],
    ["no site address configured", undefined, "https", 0, false],
    ["no trusted proxy: a client's X-Forwarded-Proto is ignored", "http://console.example", "https", 0, false],
    ["one trusted proxy that saw HTTPS", "http://console.example", "https", 1, true],
    ["one trusted proxy that saw HTTP", "http://console.example", "http", 1, false],
    ["one hop: a forged value in front of the proxy's own", "http://console.example", "https, http", 1, false],
    ["one hop: the proxy appended https", "http://console.example", "http, https", 1, true],
    ["two hops: the outer proxy's view decides", "http://console.example", "https, http", 2, true],
    ["two hops: the outer proxy saw HTTP", "http://console.example", "forged-https, http, https", 2, false],
    ["upper case and spaces", "http://console.example", "  HTTPS ", 1, true],
    ["an empty header", "http://console.example", "", 1, false],
    ["more hops than entries: the left-most entry", "http://console.example", "https", 3, true],
  ])("%s", (_label, siteUrl, forwardedProto, trustedProxyHops, expected) => {
    expect(isHttpsRequest({ siteUrl, forwardedProto, trustedProxyHops })).toBe(expected);
  });
});

describe("pageContentSecurityPolicy", () => {
  it("allows scripts only by nonce (plus strict-dynamic), never inline or eval", () => {
    const policy = pageContentSecurityPolicy("abc123");
    const directives = Object.fromEntries(policy.split("; ").map((directive) => [directive.split(" ")[0], directive]));
    expect(directives["script-src"]).toBe("script-src 'self' 'nonce-abc123' 'strict-dynamic'");
    expect(directives["style-src"]).toBe("style-src 'self' 'nonce-abc123'");
    expect(directives["object-src"]).toBe("object-src 'none'");
    expect(directives["frame-ancestors"]).toBe("frame-ancestors 'none'");
    expect(policy).not.toContain("unsafe-eval");
    expect(directives["script-src"]).not.toContain("unsafe-inline");
  });

  it("allows the inlined stylesheet by its hashes, inline styles otherwise only by nonce", () => {
    const policy = pageContentSecurityPolicy("abc123", ["'sha256-one='", "'sha256-two='"]);
    const styleSrc = policy.split("; ").find((directive) => directive.startsWith("style-src "));
    expect(styleSrc).toBe("style-src 'self' 'nonce-abc123' 'sha256-one=' 'sha256-two='");
    expect(policy).not.toMatch(/style-src [^;]*unsafe-inline/);
  });

  it("makes a fresh, unguessable nonce each time", () => {
    const nonces = new Set(Array.from({ length: 1000 }, createNonce));
    expect(nonces.size).toBe(1000);
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });
});

describe("inlinedStylesheetHashes", () => {
  it("hashes every built CSS file, as the <style> text a browser hashes", () => {
    const dist = mkdtempSync(join(tmpdir(), "css-hashes-"));
    try {
      mkdirSync(join(dist, "static", "chunks"), { recursive: true });
      const css = ".a{color:red}\n@media (width<40rem){.b{font-family:ui-sans-serif,system-ui}}";
      writeFileSync(join(dist, "static", "chunks", "a.css"), css);
      writeFileSync(join(dist, "static", "chunks", "a.js"), "not a stylesheet");
      const expected = `'sha256-${createHash("sha256").update(css, "utf8").digest("base64")}'`;
      expect(inlinedStylesheetHashes(dist)).toEqual([expected]);
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
