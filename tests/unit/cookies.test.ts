import { describe, expect, it } from "vitest";
import { readCookie } from "@/server/auth/cookies";

describe("readCookie", () => {
  it.each<[label: string, header: string | null, name: string, expected: string | undefined]>([
    ["no Cookie header", null, "a", undefined],
    ["empty header", "", "a", undefined],
    ["single cookie", "a=1", "a", "1"],
    ["first of several", "a=1; b=2; c=3", "a", "1"],
    ["middle of several", "a=1; b=2; c=3", "b", "2"],
    ["last of several", "a=1; b=2; c=3", "c", "3"],
    ["absent name", "a=1; b=2", "c", undefined],
    ["no spaces after separators", "a=1;b=2", "b", "2"],
    ["extra whitespace", "  a = 1 ;   b =  2  ", "b", "2"],
    ["name is a suffix of another", "xsession=evil; session=good", "session", "good"],
    ["name is a prefix of another", "session-extra=evil; session=good", "session", "good"],
    ["name is case-sensitive", "Session=upper", "session", undefined],
    ["value containing '='", "t=abc==; u=1", "t", "abc=="],
    ["empty value", "a=; b=2", "a", ""],
    ["part without '=' is skipped", "flag; a=1", "a", "1"],
    ["percent-encoded value", "XSRF-TOKEN=a%2Bb%3D%3D", "XSRF-TOKEN", "a+b=="],
    ["malformed percent-encoding", "a=%E0%A4%A", "a", undefined],
    ["first occurrence wins", "a=first; a=second", "a", "first"],
    ["dotted and dashed names", "__Secure-next-auth.session-token=tok", "__Secure-next-auth.session-token", "tok"],
  ])("%s", (_label, header, name, expected) => {
    expect(readCookie(header, name)).toBe(expected);
  });
});
