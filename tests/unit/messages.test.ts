import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { FALLBACK_LANGUAGE, LANGUAGE_CODES } from "@/lib/i18n/languages";

/**
 * The message files (messages/<language>.json) hold the same keys, each with the same placeholders, in every
 * language of lib/i18n/languages.ts: a key one translator forgot, or a `{amount}` renamed in one file, fails here.
 */
type Tree = { [key: string]: string | Tree };

const read = (language: string): Tree => JSON.parse(readFileSync(path.join(process.cwd(), "messages", `${language}.json`), "utf8"));

function flatten(tree: Tree, prefix = ""): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") entries.set(name, value);
    else for (const [inner, text] of flatten(value, name)) entries.set(inner, text);
  }
  return entries;
}

/** The names a message's ICU syntax refers to: arguments, plural and select variables, rich-text tags. */
function placeholders(elements: MessageFormatElement[], names = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    names.add(element.value);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) placeholders(option.value, names);
    }
    if (element.type === TYPE.tag) placeholders(element.children, names);
  }
  return names;
}

const reference = flatten(read(FALLBACK_LANGUAGE));

describe.each(LANGUAGE_CODES.filter((code) => code !== FALLBACK_LANGUAGE))("messages/%s.json", (language) => {
  const translated = flatten(read(language));

  it("has every key of the English file and no other", () => {
    expect(
      [...translated.keys()].filter((key) => !reference.has(key)),
      "keys English does not have",
    ).toEqual([]);
    expect(
      [...reference.keys()].filter((key) => !translated.has(key)),
      "keys not translated",
    ).toEqual([]);
  });

  it("uses the same placeholders as English in every message, and each parses", () => {
    const differing = [...reference].flatMap(([key, english]) => {
      const text = translated.get(key);
      if (text === undefined) return [];
      const want = [...placeholders(parse(english))].sort();
      const got = [...placeholders(parse(text))].sort();
      return JSON.stringify(want) === JSON.stringify(got) ? [] : [`${key}: ${want.join(",")} ≠ ${got.join(",")}`];
    });
    expect(differing).toEqual([]);
  });

  it("has no empty message", () => {
    expect([...translated].filter(([, text]) => text.trim() === "").map(([key]) => key)).toEqual([]);
  });
});

describe("the English file", () => {
  it("parses and has no empty message", () => {
    for (const [key, text] of reference) {
      expect(text.trim(), key).not.toBe("");
      expect(() => parse(text), key).not.toThrow();
    }
  });
});
