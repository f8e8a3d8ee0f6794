import { describe, expect, it } from "vitest";
import { changedFields } from "@/server/changes";

const before = {
  name: "Blue Bay",
  website: null as string | null,
  phone: "787-555-0101",
  bedrooms: 3,
  negotiable: false,
  dueAt: new Date("2026-11-21T10:00:00.000Z"),
  createdAt: new Date("2026-01-01T00:00:00.000Z"),
};

describe("changedFields", () => {
  it.each<[label: string, next: Partial<typeof before>, expected: Record<string, unknown>]>([
    ["nothing sent", {}, {}],
    ["same values", { name: "Blue Bay", phone: "787-555-0101", bedrooms: 3 }, {}],
    ["one text change", { name: "Blue Bay Ltd", phone: "787-555-0101" }, { name: { from: "Blue Bay", to: "Blue Bay Ltd" } }],
    ["null → value", { website: "https://bb.example" }, { website: { from: null, to: "https://bb.example" } }],
    ["value → null", { phone: null as unknown as string }, { phone: { from: "787-555-0101", to: null } }],
    ["null stays null", { website: null }, {}],
    ["a field left undefined is not written, so not a change", { phone: undefined, name: "Blue Bay" }, {}],
    ["number change", { bedrooms: 4 }, { bedrooms: { from: 3, to: 4 } }],
    ["boolean change", { negotiable: true }, { negotiable: { from: false, to: true } }],
    ["equal date", { dueAt: new Date("2026-11-21T10:00:00.000Z") }, {}],
    [
      "date change, recorded as ISO text",
      { dueAt: new Date("2026-11-22T10:00:00.000Z") },
      { dueAt: { from: "2026-11-21T10:00:00.000Z", to: "2026-11-22T10:00:00.000Z" } },
    ],
    [
      "several changes",
      { name: "X", bedrooms: 3, negotiable: true },
      { name: { from: "Blue Bay", to: "X" }, negotiable: { from: false, to: true } },
    ],
  ])("%s", (_label, next, expected) => {
    expect(changedFields(before, next)).toEqual(expected);
  });

  it("does not report fields that were not sent", () => {
    const changes = changedFields(before, { name: "New" });
    expect(Object.keys(changes)).toEqual(["name"]);
  });

  it("produces plain JSON (storable in audit_log.changes)", () => {
    const changes = changedFields(before, { dueAt: new Date("2027-01-01T00:00:00.000Z"), website: "w" });
    expect(JSON.parse(JSON.stringify(changes))).toEqual(changes);
  });
});

describe("changedFields compares by kind", () => {
  it("sees dates that differ by milliseconds", () => {
    const changes = changedFields({ at: new Date("2026-01-01T00:00:00.000Z") }, { at: new Date("2026-01-01T00:00:00.001Z") });
    expect(Object.keys(changes)).toEqual(["at"]);
  });

  it("treats 10.5 and '10.50' as the same amount", () => {
    const decimalLike = { toFixed: () => "10.5", isZero: () => false, toString: () => "10.5" };
    expect(changedFields({ price: decimalLike }, { price: "10.50" as never })).toEqual({});
  });

  it("compares arrays element by element and stores them as arrays", () => {
    const changes = changedFields({ tags: ["a,b"] }, { tags: ["a", "b"] });
    expect(changes).toEqual({ tags: { from: ["a,b"], to: ["a", "b"] } });
  });
});
