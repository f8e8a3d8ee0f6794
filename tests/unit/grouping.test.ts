import { describe, expect, it } from "vitest";
import { groupByInitial, initialOf } from "@/lib/grouping";

const byName = (name: string) => name;

describe("groupByInitial", () => {
  it("groups by the upper-case first letter and sorts case-insensitively", () => {
    const groups = groupByInitial(["beta", "Alpha", "alpha two", "Bravo", "charlie"], byName);
    expect(groups).toEqual([
      { letter: "A", items: ["Alpha", "alpha two"] },
      { letter: "B", items: ["beta", "Bravo"] },
      { letter: "C", items: ["charlie"] },
    ]);
  });

  it("puts lower-case particles with their letter ('de Freitas' under D)", () => {
    const groups = groupByInitial(["Desmond Clarke", "de Freitas Family Trust", "Celestine"], byName);
    expect(groups.map((group) => [group.letter, group.items])).toEqual([
      ["C", ["Celestine"]],
      ["D", ["de Freitas Family Trust", "Desmond Clarke"]],
    ]);
  });

  it("files accented initials under their letter and non-letters under '#', last", () => {
    const groups = groupByInitial(["Émeraude Villas", "123 Holdings", "Eden Rock", "  spaced"], byName);
    expect(groups.map((group) => group.letter)).toEqual(["E", "S", "#"]);
    expect(groups[0]!.items).toEqual(["Eden Rock", "Émeraude Villas"]);
  });

  it("returns no groups for no items and leaves the input untouched", () => {
    const input = ["b", "a"];
    expect(groupByInitial([], byName)).toEqual([]);
    groupByInitial(input, byName);
    expect(input).toEqual(["b", "a"]);
  });

  it.each([
    ["apple", "A"],
    ["Ünal", "U"],
    ["9 Lives", "#"],
    ["", "#"],
    ["-dash", "#"],
  ])("initialOf(%j) is %j", (name, letter) => {
    expect(initialOf(name)).toBe(letter);
  });
});

describe("groupByInitial in Spanish", () => {
  const names = ["Ñandú Villas", "Nuñez Holdings", "Ocean Breeze", "núñez, Ana", "Nadia", "ñame Farms"];

  it("puts Ñ after N, as its own letter group, case-insensitively", () => {
    const groups = groupByInitial(names, byName, "es");
    expect(groups.map((group) => [group.letter, group.items])).toEqual([
      ["N", ["Nadia", "Nuñez Holdings", "núñez, Ana"]],
      ["Ñ", ["ñame Farms", "Ñandú Villas"]],
      ["O", ["Ocean Breeze"]],
    ]);
  });

  it("leaves the English order and groups as they were (Ñ under N)", () => {
    const groups = groupByInitial(names, byName, "en");
    expect(groups.map((group) => group.letter)).toEqual(["N", "O"]);
    expect(groups[0]!.items).toEqual(["Nadia", "ñame Farms", "Ñandú Villas", "Nuñez Holdings", "núñez, Ana"]);
  });

  it("still files other accented initials under their base letter", () => {
    expect(initialOf("Élida", "es")).toBe("E");
    expect(initialOf("ñu", "es")).toBe("Ñ");
    expect(initialOf("ñu", "en")).toBe("N");
  });
});
