import { Prisma } from "@/lib/generated/prisma/client";

/**
 * Text matched literally and case-insensitively by ILIKE — the one home of
 * LIKE escaping. PostgreSQL's LIKE reads `%` and `_` as wildcards and `\` as
 * its escape, and Prisma hands `contains`, `startsWith` and (insensitive)
 * `equals` to ILIKE as they are: unescaped, a search for "50%_off" would match
 * far more than it says. Every text filter is an ILIKE, which the trigram
 * indexes serve. The faces:
 *
 * - `textFilter(match, text)` / `containsText(text)`: a Prisma string filter;
 * - `likePattern(match, text)`: the pattern for `column ILIKE ${pattern}` in raw SQL;
 * - `escapeLike(text)`: the bare escaped text, for patterns of another shape
 *   (quick-find's "at the start of a word": `% ${escaped}%`).
 *
 * tests/db/text-search.test.ts holds them to each other, and to a literal
 * comparison, on both databases.
 */
export type TextMatch = "contains" | "startsWith" | "equals";

/** The text with LIKE's `\`, `%` and `_` escaped (backslash is PostgreSQL's default escape character). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

export function likePattern(match: TextMatch, text: string): string {
  const literal = escapeLike(text);
  if (match === "equals") return literal;
  return match === "startsWith" ? `${literal}%` : `%${literal}%`;
}

export function textFilter(match: TextMatch, text: string): Prisma.StringFilter {
  return { [match]: escapeLike(text), mode: "insensitive" };
}

/** The lists' name and text searches: anywhere in the value. */
export function containsText(text: string): Prisma.StringFilter {
  return textFilter("contains", text);
}

/** `column ILIKE pattern` for trusted SQL `column`; the text is always a parameter. */
export function ilike(column: Prisma.Sql, match: TextMatch, text: string): Prisma.Sql {
  return Prisma.sql`${column} ILIKE ${likePattern(match, text)}`;
}
