import { describe, expect, it } from "vitest";
import { isUsableCallbackUrl, sameOriginRedirect } from "@/server/sign-in/next-auth";

const BASE = "https://console.example";

describe("sameOriginRedirect (next-auth's redirect callback)", () => {
  it.each([
    ["/dashboard", `${BASE}/dashboard`],
    ["/clients?name=a#top", `${BASE}/clients?name=a#top`],
    [`${BASE}/users/view/1`, `${BASE}/users/view/1`],
    // Another site, or something that is not a URL at all: the site's root, never an exception.
    ["http://host.evil.example/", BASE],
    ["https://console.example.evil.example/", BASE],
    ["//evil.example/path", BASE],
    ["/\\evil.example", BASE],
    ["javascript:alert(1)", BASE],
    ["http://", BASE],
    ["http://[", BASE],
    ["http://host:99999/", BASE],
    ["%", BASE],
    ["", BASE],
  ])("%j → %j", (url, expected) => {
    expect(sameOriginRedirect(url, BASE)).toBe(expected);
  });
});

describe("isUsableCallbackUrl (what next-auth would accept at all)", () => {
  it.each([
    ["/dashboard", true],
    ["https://anywhere.example/", true],
    ["http://", false],
    ["http://[", false],
    ["https://[::1", false],
    ["%", false],
    [":", false],
    ["javascript:alert(1)", false],
    ["ftp://files.example/", false],
  ])("%j → %s", (url, expected) => {
    expect(isUsableCallbackUrl(url, BASE)).toBe(expected);
  });
});
