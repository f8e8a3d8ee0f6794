/**
 * The benchmark's two search scenarios ("Find anything fast"): quick-find and
 * a listings Finder query, the SQL the app runs for each (for the baseline),
 * and a check of their plans on the generated data: which indexes they read,
 * and whether any scans a whole searched table.
 */
import pg from "pg";
import type { Criterion } from "@/lib/schemas/search";
import { escapeLike } from "@/server/db/text-search";
import { quickFindSql, quickFindTerms } from "@/server/search/quick-find";
import { QUICK_FIND_SOURCES } from "@/server/search/quick-find-sources";

/** What a person remembers of a phone number: its last four digits (also in names and order numbers with those digits). */
export const QUICK_FIND_Q = "0101";
export const QUICK_FIND_LIMIT = 5;

/**
 * "The Harbour villas for rent under $3,000 in St. Lucy": generate.ts names
 * listings after 26 words and spreads them over four parishes, so about 2 in
 * 10,000 listings match (the name and the place narrow it; the rest filter).
 */
export const FINDER_CRITERIA: Criterion[] = [
  { fieldName: "propertyName", operator: "contains", value: "harbour" },
  { fieldName: "location", operator: "contains", value: "st. lucy" },
  { fieldName: "propertyType", operator: "eq", value: "villa" },
  { fieldName: "status", operator: "eq", value: ["for-rent", "rent-and-sale"] },
  { fieldName: "cost.rentalPriceInUS", operator: "lt", value: 3000 },
];
export const FINDER_LIMIT = 50;

export const quickFindPath = () => `/search?q=${QUICK_FIND_Q}&limit=${QUICK_FIND_LIMIT}`;
export const finderPath = () => `/listings?limit=${FINDER_LIMIT}&criteria=${encodeURIComponent(JSON.stringify(FINDER_CRITERIA))}`;

/**
 * The listings Finder's WHERE as Prisma writes it for FINDER_CRITERIA
 * (captured from its query log), with its values. Only this shape is
 * understood: it is the baseline's twin of one request, not a second Finder.
 */
export function finderWhere(criteria: Criterion[]): { sql: string; values: unknown[] } {
  const [name, location, type, status, rent] = criteria as [Criterion, Criterion, Criterion, Criterion, Criterion];
  const statuses = status.value as string[];
  const values: unknown[] = [
    escapeLike(String(name.value)),
    escapeLike(String(location.value)),
    type.value,
    ...statuses,
    String(rent.value),
  ];
  const statusList = statuses.map((_, index) => `$${index + 4}`).join(",");
  const sql =
    `("public"."listings"."property_name" ILIKE ('%' || $1 || '%') AND "public"."listings"."location" ILIKE ('%' || $2 || '%') ` +
    `AND "public"."listings"."property_type" = $3 AND "public"."listings"."status" IN (${statusList}) ` +
    `AND "public"."listings"."rental_price_usd" < $${statuses.length + 4})`;
  return { sql, values };
}

interface PlanNode {
  "Node Type": string;
  "Relation Name"?: string;
  "Index Name"?: string;
  Plans?: PlanNode[];
}

const TIMED_RUNS = 11;

const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

export interface SearchPlan {
  statement: string;
  /** Median execution time in the database (EXPLAIN ANALYZE, several runs): its cost without the app or the load tool. */
  medianMs: number;
  /** Trigram (GIN) indexes the plan reads. */
  trigramIndexes: string[];
  /** Tables read whole (sequential scans). */
  seqScans: string[];
}

/** EXPLAIN of every statement of the two scenarios on the generated database. */
export async function searchPlans(databaseUrl: string): Promise<SearchPlan[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ indexname: string }>(
      `SELECT indexname FROM pg_indexes WHERE schemaname = 'public' AND indexdef LIKE '%gin_trgm_ops%'`,
    );
    const trigram = new Set(rows.map((row) => row.indexname));
    const explain = async (statement: string, text: string, values: unknown[]): Promise<SearchPlan> => {
      const runs: { Plan: PlanNode; "Execution Time": number }[] = [];
      for (let run = 0; run < TIMED_RUNS; run++) {
        const result = await client.query<{ "QUERY PLAN": [{ Plan: PlanNode; "Execution Time": number }] }>(
          `EXPLAIN (ANALYZE, FORMAT JSON) ${text}`,
          values,
        );
        runs.push(result.rows[0]!["QUERY PLAN"][0]);
      }
      const times = runs.map((run) => run["Execution Time"]).sort((a, b) => a - b);
      const nodes = nodesOf(runs.at(-1)!.Plan);
      return {
        statement,
        medianMs: Math.round(times[Math.floor(times.length / 2)]! * 100) / 100,
        trigramIndexes: [
          ...new Set(nodes.flatMap((node) => (node["Index Name"] && trigram.has(node["Index Name"]) ? [node["Index Name"]] : []))),
        ].sort(),
        seqScans: [...new Set(nodes.flatMap((node) => (node["Node Type"] === "Seq Scan" ? [node["Relation Name"]!] : [])))].sort(),
      };
    };
    const plans: SearchPlan[] = [];
    const terms = quickFindTerms(QUICK_FIND_Q);
    for (const source of QUICK_FIND_SOURCES) {
      const sql = quickFindSql(source, terms, QUICK_FIND_LIMIT);
      plans.push(await explain(`quick-find: ${source.key}`, sql.text, sql.values));
    }
    const where = finderWhere(FINDER_CRITERIA);
    plans.push(await explain("listings-finder: count", `SELECT count(*) FROM "public"."listings" WHERE ${where.sql}`, where.values));
    plans.push(
      await explain(
        "listings-finder: page",
        `SELECT id FROM "public"."listings" WHERE ${where.sql} ORDER BY property_name_order, id LIMIT ${FINDER_LIMIT}`,
        where.values,
      ),
    );
    return plans;
  } finally {
    await client.end();
  }
}
