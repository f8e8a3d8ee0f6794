import { describe, expect, it } from "vitest";
import { changeListAddress, historyModeOf, readListAddress, type ListAddressRules } from "@/lib/list-address";

/** A list with every kind of state: a status choice, a typed provider search, two sort names, sizes 100–500. */
const RULES = {
  pageSize: 100,
  pageSizes: [100, 200, 500],
  sorts: ["name", "serviceDueDateTime"],
  filters: { status: (value: string) => ["PENDING", "APPROVED"].includes(value), provider: "typed" },
} as const satisfies ListAddressRules<"status" | "provider">;

const read = (query: string) => readListAddress(new URLSearchParams(query), RULES);
const change = (query: string, next: Parameters<typeof changeListAddress<"status" | "provider">>[1]) =>
  changeListAddress(query, next, RULES);

const CRITERIA = [{ fieldName: "status", operator: "eq", value: "PENDING" }] as const;

describe("reading a list's address", () => {
  it("reads nothing as the list's defaults", () => {
    expect(read("")).toEqual({
      search: "",
      criteria: [],
      sort: null,
      view: null,
      page: { skip: 0, pageSize: 100 },
      filters: { status: "", provider: "" },
    });
  });

  it("reads every part", () => {
    const query = new URLSearchParams({
      q: " #42 ",
      criteria: JSON.stringify(CRITERIA),
      sort: "name",
      order: "desc",
      view: "table",
      page: "3",
      size: "200",
      status: "APPROVED",
      provider: "Breeze",
    }).toString();
    expect(read(query)).toEqual({
      search: "#42",
      criteria: CRITERIA,
      sort: { sort: "name", order: "desc" },
      view: "table",
      page: { skip: 400, pageSize: 200 },
      filters: { status: "APPROVED", provider: "Breeze" },
    });
  });

  it.each([
    ["page=0", 0],
    ["page=-2", 0],
    ["page=1.5", 0],
    ["page=abc", 0],
    ["page=02", 0],
    ["page=99999999", 0],
    // Past the API's largest skip (1,000,000): the first page rather than a 400.
    ["page=10002", 0],
    ["page=10001", 1_000_000],
  ])("reads %s as skip %i", (query, skip) => {
    expect(read(query).page).toEqual({ skip, pageSize: 100 });
  });

  it("ignores what the list does not offer: another size, sort, view, order or choice, and unreadable criteria", () => {
    expect(read("size=50&sort=password&view=grid&status=DONE&criteria=%5Bnot-json")).toMatchObject({
      page: { skip: 0, pageSize: 100 },
      sort: null,
      view: null,
      criteria: [],
      filters: { status: "" },
    });
    expect(read("sort=name&order=sideways").sort).toEqual({ sort: "name", order: "asc" });
  });
});

describe("changing a list's address", () => {
  const onPage3 = "q=villa&page=3&size=200&view=table";

  it.each([
    ["a new search", { search: "cottage" }, "q=cottage&size=200&view=table"],
    ["new criteria", { criteria: CRITERIA }, `q=villa&size=200&view=table&criteria=${encodeURIComponent(JSON.stringify(CRITERIA))}`],
    ["a sort", { sort: { sort: "name", order: "asc" } }, "q=villa&size=200&view=table&sort=name&order=asc"],
    ["a choice", { filters: { status: "PENDING" } }, "q=villa&size=200&view=table&status=PENDING"],
    ["typed text", { filters: { provider: "Breeze" } }, "q=villa&size=200&view=table&provider=Breeze"],
  ] as const)("goes back to the first page on %s, in the same write", (_, next, expected) => {
    expect(change(onPage3, next)).toBe(expected);
  });

  it("keeps the page when only the view changes: the same records as tiles or a table", () => {
    expect(change(onPage3, { view: "tiles" })).toBe("q=villa&page=3&size=200&view=tiles");
  });

  it("writes pages as numbers from 2 and sizes other than the list's own", () => {
    expect(change("q=villa", { page: { skip: 100, pageSize: 100 } })).toBe("q=villa&page=2");
    expect(change("q=villa&page=2", { page: { skip: 0, pageSize: 100 } })).toBe("q=villa");
    // A new size starts again at the first page (the paginator sends skip 0).
    expect(change("q=villa&page=4", { page: { skip: 0, pageSize: 500 } })).toBe("q=villa&size=500");
    expect(change("size=500", { page: { skip: 0, pageSize: 100 } })).toBe("");
  });

  it("changes nothing (and keeps the page) when the value is the one in force", () => {
    expect(change(onPage3, { search: "villa" })).toBeNull();
    expect(change(onPage3, { search: " villa " })).toBeNull();
    expect(change("page=2", { search: "" })).toBeNull();
    expect(change("page=2", { criteria: [] })).toBeNull();
    expect(change("page=2", { filters: { status: "" } })).toBeNull();
  });

  it("removes what is emptied, and keeps parameters that are not the list's", () => {
    expect(change("tab=notes&q=villa&sort=name&order=asc", { search: "", sort: null })).toBe("tab=notes");
  });

  it("round-trips: what it writes reads back as the change", () => {
    const written = change("", { search: "Coral Reef", criteria: CRITERIA, sort: { sort: "serviceDueDateTime", order: "desc" } })!;
    const address = read(written);
    expect(address).toMatchObject({ search: "Coral Reef", criteria: CRITERIA, sort: { sort: "serviceDueDateTime", order: "desc" } });
    expect(read(change(written, { page: { skip: 200, pageSize: 100 } })!).page).toEqual({ skip: 200, pageSize: 100 });
  });
});

describe("history", () => {
  it.each([
    [{ search: "villa" }, "replace"],
    [{ filters: { provider: "Breeze" } }, "replace"],
    [{ view: "table" }, "replace"],
    [{ criteria: CRITERIA }, "push"],
    [{ sort: null }, "push"],
    [{ page: { skip: 100, pageSize: 100 } }, "push"],
    [{ filters: { status: "PENDING" } }, "push"],
  ] as const)("%j is a %s", (next, mode) => {
    expect(historyModeOf(next, RULES)).toBe(mode);
  });
});
