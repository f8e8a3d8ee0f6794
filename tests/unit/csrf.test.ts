import { describe, expect, it } from "vitest";
import { XSRF_COOKIE, XSRF_HEADER, csrfTokenMatches, isStateChanging } from "@/server/auth/csrf";

const token = "7f3a9c1e5b2d4f6a8c0e1b3d5f7a9c1e";

describe("csrfTokenMatches", () => {
  it.each<[label: string, cookie: string | undefined, header: string | null, expected: boolean]>([
    ["equal tokens", token, token, true],
    ["equal 16-character tokens (the minimum)", "abcdefghijklmnop", "abcdefghijklmnop", true],
    ["equal non-ASCII tokens", "ñandú-ñandú-ñandú", "ñandú-ñandú-ñandú", true],
    ["no cookie", undefined, token, false],
    ["no header", token, null, false],
    ["neither", undefined, null, false],
    ["both empty", "", "", false],
    ["empty header", token, "", false],
    ["equal but shorter than 16 characters", "abcdefghijklmno", "abcdefghijklmno", false],
    ["one character different", token, `${token.slice(0, -1)}f`, false],
    ["different case", token, token.toUpperCase(), false],
    ["header is a prefix of the cookie", token, token.slice(0, 20), false],
    ["header longer than the cookie", token, `${token}0`, false],
    ["same characters, different byte length", "éééééééééééééééé", "eeeeeeeeeeeeeeee", false],
    ["padded header", token, ` ${token}`, false],
  ])("%s → %s", (_label, cookie, header, expected) => {
    expect(csrfTokenMatches(cookie, header)).toBe(expected);
  });
});

describe("isStateChanging", () => {
  it.each([
    ["GET", false],
    ["get", false],
    ["HEAD", false],
    ["OPTIONS", false],
    ["POST", true],
    ["PUT", true],
    ["PATCH", true],
    ["DELETE", true],
    ["delete", true],
    ["PROPFIND", true],
  ])("%s → %s", (method, expected) => {
    expect(isStateChanging(method)).toBe(expected);
  });
});

it("uses the library-default names of the spec", () => {
  expect(XSRF_COOKIE).toBe("XSRF-TOKEN");
  expect(XSRF_HEADER).toBe("x-xsrf-token");
});
