import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { forgetRecentRecords, readRecent, rememberRecent, type RecentRecord } from "@/lib/client/recent-records";
import { createTranslator } from "next-intl";
import { countText, groupsOf, recordsFoundValues, showAllHref } from "@/components/palette/palette-kinds";
import english from "@/messages/en.json";

// The palette's words as an English screen shows them.
const t = createTranslator({ locale: "en-US", messages: english, namespace: "palette" });
const recordsFound = (count: number) => t("recordsFound", recordsFoundValues(count));
const heading = (group: { kind: keyof typeof english.palette.groups }) => english.palette.groups[group.kind];

/** A Storage in memory (the unit project runs in node). */
class MemoryStorage {
  private items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
  removeItem = (key: string) => void this.items.delete(key);
  keys = () => [...this.items.keys()];
}

const hit = (id: string, kind: RecentRecord["kind"] = "clients"): RecentRecord => ({
  _id: id,
  kind,
  label: `Record ${id}`,
  detail: "detail",
  href: `/clients/view/${id}`,
});

describe("recently opened records (command palette)", () => {
  let storage: MemoryStorage;
  beforeEach(() => {
    storage = new MemoryStorage();
    // Object.keys(localStorage) lists the stored keys in browsers; the fake answers the same through a Proxy.
    globalThis.localStorage = new Proxy(storage, {
      ownKeys: (target) => target.keys(),
      getOwnPropertyDescriptor: (target, key) =>
        target.keys().includes(String(key)) ? { enumerable: true, configurable: true, value: target.getItem(String(key)) } : undefined,
    }) as unknown as Storage;
  });
  afterEach(() => {
    delete (globalThis as { localStorage?: Storage }).localStorage;
  });

  it("keeps the five newest per user, newest first, without duplicates", () => {
    for (const id of ["1", "2", "3", "4", "5", "6", "3"]) rememberRecent("ann", hit(id));
    expect(readRecent("ann").map((record) => record._id)).toEqual(["3", "6", "5", "4", "2"]);
    expect(readRecent("bob")).toEqual([]);
  });

  it("ignores what it did not write (another shape, a foreign address, broken JSON)", () => {
    storage.setItem("quick-find-recent:ann", JSON.stringify([{ ...hit("1"), href: "https://evil.example" }, { _id: 2 }, hit("3")]));
    expect(readRecent("ann").map((record) => record._id)).toEqual(["3"]);
    storage.setItem("quick-find-recent:ann", "{not json");
    expect(readRecent("ann")).toEqual([]);
  });

  it("forgets every user's recents when the session ends, and nothing else", () => {
    rememberRecent("ann", hit("1"));
    rememberRecent("bob", hit("2"));
    storage.setItem("agency:sign-out-pending", "1");
    forgetRecentRecords();
    expect(storage.keys()).toEqual(["agency:sign-out-pending"]);
  });
});

describe("palette groups", () => {
  it("lists non-empty kinds in the palette's order; users only when the server sent them", () => {
    const empty = {
      clients: [],
      listings: [],
      serviceProviders: [],
      serviceOrders: [],
      reminders: [],
      tenants: [],
      documents: [],
      counts: { clients: 23 },
    };
    const results = { ...empty, serviceProviders: [hit("p")], clients: [hit("c")], serviceOrders: [hit("o")] };
    expect(groupsOf(results).map(heading)).toEqual(["Clients", "Service orders", "Service providers"]);
    expect(groupsOf({ ...empty, users: [hit("u")] }).map(heading)).toEqual(["Users"]);
    // Documents after reminders, with no list to show all of them in.
    const papers = groupsOf({ ...empty, documents: [hit("d")], reminders: [hit("r")] });
    expect(papers.map((group) => [heading(group), group.list])).toEqual([
      ["Reminders", "/reminders"],
      ["Documents", null],
    ]);
    expect(groupsOf(results)[1]!.hits[0]!.kind).toBe("serviceOrders");
    // Each group's count: the server's, or its rows when the server sent none.
    expect(groupsOf(results).map((group) => group.count)).toEqual([23, 1, 1]);
  });

  it("opens a kind's list with the query in its address (Show all)", () => {
    expect(showAllHref("clients", "ha rb")).toBe("/clients?q=ha+rb");
    expect(showAllHref("serviceOrders", "#42")).toBe("/service-orders?q=%2342");
    const reminders = new URL(showAllHref("reminders", " pool "), "http://console.test");
    expect(reminders.pathname).toBe("/reminders");
    expect(JSON.parse(reminders.searchParams.get("criteria")!)).toEqual([{ fieldName: "name", operator: "contains", value: "pool" }]);
    expect(reminders.searchParams.get("whose")).toBe("all");
    expect(countText(23)).toBe("23");
    expect(countText(1000)).toBe("1,000+");
    expect(recordsFound(1)).toBe("1 record");
    expect(recordsFound(2)).toBe("2 records");
    expect(recordsFound(1000)).toBe("1,000 or more records");
  });
});
