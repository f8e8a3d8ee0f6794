import { describe, expect, it } from "vitest";
import { listViewCookie, listViewCookieName, parseListViews, serializeListViews } from "@/lib/list-view";

describe("list views cookie", () => {
  it("is named after the person, so people sharing a browser keep their own choice", () => {
    expect(listViewCookieName("a1")).not.toBe(listViewCookieName("b2"));
  });

  it("round-trips every list's choice", () => {
    const views = { clients: "table", listings: "tiles", "service-orders": "table" } as const;
    expect(parseListViews(serializeListViews(views))).toEqual(views);
  });

  it("drops what it does not know and reads nothing as no choice", () => {
    expect(parseListViews(undefined)).toEqual({});
    expect(parseListViews("")).toEqual({});
    expect(parseListViews("clients.grid|users|.table|secrets.table|accounts.table")).toEqual({ accounts: "table" });
  });

  it("lasts a year on every path", () => {
    expect(listViewCookie("a1", { users: "table" })).toBe("list-views-a1=users.table; path=/; max-age=31536000; samesite=lax");
  });
});
