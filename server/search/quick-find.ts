import { Prisma } from "@/lib/generated/prisma/client";
import { QUICK_FIND_COUNT_CAP, type QuickFindQuery, type QuickFindResults } from "@/lib/schemas/search";
import type { Actor } from "@/server/auth/actor";
import { prisma } from "@/server/db/client";
import { env } from "@/server/env";
import { escapeLike, ilike, likePattern } from "@/server/db/text-search";
import { QUICK_FIND_SOURCES, type QuickFindSource } from "./quick-find-sources";

/**
 * GET /search: any record by any part of what a person remembers. What was
 * typed is split into words; a record matches when every word (2+ characters)
 * is found in one of its searched columns (words of 2 characters at the start
 * of a word), when the digits of a phone-like entry ("555-0101", "0101") are
 * in one of its numbers, or, for orders, when "42" / "#42" is its number.
 *
 * Ranking, per kind: the label equal to what was typed, then starting with it,
 * then a word of it starting with it, then every other match; equals by the
 * kind's own order (names A–Z, newest orders and reminders first).
 *
 * Cost: each tier reads at most CANDIDATES matching rows, found through the
 * trigram indexes in no particular order, and sorts those. A narrow search
 * reads all its matches; a broad one ("ha") stops at CANDIDATES per tier, so
 * the cost follows the page, not the table. (Asking the database for the
 * first rows in name order instead lets it walk the name index and filter,
 * which reads most of the table when the matches sort late, a cost that grows
 * with the table: docs/PERFORMANCE.md#changes.) Past CANDIDATES matches in a tier, its rows shown are
 * the first by name among the rows read, not among all matches.
 */
const CANDIDATES = 500;
const MAX_WORDS = 6;
const PHONE_LIKE = /^[\d\s().+\-/]+$/;
const raw = Prisma.raw;

interface Terms {
  text: string;
  words: string[];
  phoneDigits: string | null;
  orderNumber: number | null;
}

export function quickFindTerms(q: string): Terms {
  const text = q.replace(/\s+/g, " ").trim();
  const words = [...new Set(text.toLowerCase().split(" "))].filter((word) => word.length >= 2).slice(0, MAX_WORDS);
  const digits = PHONE_LIKE.test(text) ? text.replace(/\D/g, "") : "";
  const number = /^#?\s*(\d{1,9})$/.exec(text)?.[1];
  return { text, words, phoneDigits: digits.length >= 3 ? digits : null, orderNumber: number ? Number(number) : null };
}

/** Where a word may be found: anywhere for 3+ characters (trigram-indexed); at the start of a word for 2. */
function wordPatterns(word: string): string[] {
  return word.length >= 3 ? [likePattern("contains", word)] : [likePattern("startsWith", word), `% ${escapeLike(word)}%`];
}

function wordMatch(source: QuickFindSource, word: string): Prisma.Sql {
  const conditions = source.textColumns.flatMap((column) =>
    wordPatterns(word).map((pattern) => Prisma.sql`${raw(column)} ILIKE ${pattern}`),
  );
  const digits = PHONE_LIKE.test(word) ? word.replace(/\D/g, "") : "";
  if (source.digitColumns && digits.length >= 3) {
    conditions.push(...source.digitColumns.map((column) => Prisma.sql`${raw(column)} LIKE ${`%${digits}%`}`));
  }
  return Prisma.sql`(${Prisma.join(conditions, " OR ")})`;
}

function anyMatch(source: QuickFindSource, terms: Terms): Prisma.Sql | null {
  const alternatives: Prisma.Sql[] = [];
  if (terms.words.length)
    alternatives.push(
      Prisma.join(
        terms.words.map((word) => wordMatch(source, word)),
        " AND ",
      ),
    );
  // A number typed as one word is already searched in the digits by wordMatch.
  if (terms.phoneDigits && source.digitColumns && !(terms.words.length === 1 && terms.words[0]!.replace(/\D/g, "") === terms.phoneDigits)) {
    alternatives.push(...source.digitColumns.map((column) => Prisma.sql`${raw(column)} LIKE ${`%${terms.phoneDigits}%`}`));
  }
  if (terms.orderNumber !== null && source.numberColumn) alternatives.push(Prisma.sql`${raw(source.numberColumn)} = ${terms.orderNumber}`);
  return alternatives.length ? Prisma.sql`(${Prisma.join(alternatives, " OR ")})` : null;
}

/** The conditions a kind's rows are found by, best rank first (a row may meet several: it keeps its best). */
function tierConditions(source: QuickFindSource, terms: Terms): { rank: number; condition: Prisma.Sql }[] {
  const label = raw(source.labelColumn);
  const tiers: { rank: number; condition: Prisma.Sql }[] = [];
  if (source.exactColumn) tiers.push({ rank: 0, condition: Prisma.sql`${raw(source.exactColumn)} = lower(${terms.text})` });
  if (source.numberColumn && terms.orderNumber !== null)
    tiers.push({ rank: 0, condition: Prisma.sql`${raw(source.numberColumn)} = ${terms.orderNumber}` });
  tiers.push({ rank: 1, condition: ilike(label, "startsWith", terms.text) });
  tiers.push({ rank: 2, condition: Prisma.sql`${label} ILIKE ${`% ${escapeLike(terms.text)}%`}` });
  const match = anyMatch(source, terms);
  if (match) tiers.push({ rank: 3, condition: match });
  return tiers;
}

/** A source's own condition for `actor`; without one, a non-admin's (the stricter). */
function scopeOf(source: QuickFindSource, actor: Actor | undefined): Prisma.Sql {
  if (!source.where) return Prisma.empty;
  return raw(` AND (${source.where(actor ?? { id: "", name: "", role: "property-specialist" })})`);
}

/** The one statement of a kind: its ranked tiers, each LIMITed, merged (a row keeps its best rank), then the page. */
export function quickFindSql(source: QuickFindSource, terms: Terms, limit: number, actor?: Actor): Prisma.Sql {
  const scope = scopeOf(source, actor);
  const table = raw(source.table);
  const direction = source.sortDescending ? "DESC" : "ASC";
  const order = raw(`${source.sortKey} ${direction}, t.id`);
  // The inner LIMIT without ORDER BY keeps the planner on the trigram indexes (see above).
  const tier = (rank: number, condition: Prisma.Sql) =>
    Prisma.sql`(SELECT c.id, ${rank}::int AS rank FROM (
      SELECT t.id, ${raw(source.sortKey)} AS sort_key FROM ${table} t WHERE (${condition})${scope} LIMIT ${CANDIDATES}
    ) c ORDER BY c.sort_key ${raw(direction)}, c.id LIMIT ${limit})`;
  const tiers = tierConditions(source, terms).map(({ rank, condition }) => tier(rank, condition));
  return Prisma.sql`
    WITH hits AS (${Prisma.join(tiers, " UNION ALL ")}),
    best AS (SELECT id, min(rank) AS rank FROM hits GROUP BY id)
    SELECT t.id::text AS id, ${raw(source.select)}, best.rank
    FROM best JOIN ${table} t ON t.id = best.id ${raw(source.joins ?? "")}
    ORDER BY best.rank, ${order}
    LIMIT ${limit}`;
}

/**
 * How many rows of a kind match (any tier), counted up to QUICK_FIND_COUNT_CAP: the inner LIMIT stops the
 * trigram-index scans there, so a broad search ("ha") costs at most that many rows per kind, never the table.
 */
export function quickFindCountSql(source: QuickFindSource, terms: Terms, actor?: Actor): Prisma.Sql {
  const conditions = tierConditions(source, terms).map(({ condition }) => condition);
  return Prisma.sql`SELECT count(*)::int AS n FROM (
    SELECT 1 FROM ${raw(source.table)} t WHERE (${Prisma.join(conditions, " OR ")})${scopeOf(source, actor)} LIMIT ${QUICK_FIND_COUNT_CAP}
  ) matches`;
}

/** Quick-find for `actor`: users, and users' documents, only for admins. */
export async function quickFind(query: QuickFindQuery, actor: Actor, timeZone: string = env().APP_TIME_ZONE): Promise<QuickFindResults> {
  const terms = quickFindTerms(query.q);
  const sources = QUICK_FIND_SOURCES.filter((source) => source.key !== "users" || actor.role === "admin");
  const found = await Promise.all(
    sources.map(async (source) => {
      const [rows, [count]] = await Promise.all([
        prisma.$queryRaw<Record<string, unknown>[]>(quickFindSql(source, terms, query.limit, actor)),
        prisma.$queryRaw<{ n: number }[]>(quickFindCountSql(source, terms, actor)),
      ]);
      const hits = rows.map((row) => source.toHit(row, timeZone));
      return { key: source.key, hits, count: Math.max(count?.n ?? 0, hits.length) };
    }),
  );
  const results = Object.fromEntries(found.map(({ key, hits }) => [key, hits])) as unknown as Omit<QuickFindResults, "counts">;
  const counts = Object.fromEntries(found.map(({ key, count }) => [key, count])) as QuickFindResults["counts"];
  return { ...results, counts };
}
