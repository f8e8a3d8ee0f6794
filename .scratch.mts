import pg from "pg";
import { quickFindSql, quickFindTerms } from "@/server/search/quick-find";
import { QUICK_FIND_SOURCES } from "@/server/search/quick-find-sources";
import { FINDER_CRITERIA, finderWhere } from "@/scripts/bench/search-scenarios";
const client = new pg.Client({ connectionString: process.argv[2] });
await client.connect();
const q = process.argv[3] ?? "0101";
for (const source of QUICK_FIND_SOURCES) {
  const sql = quickFindSql(source, quickFindTerms(q), 5);
  const r = await client.query(`EXPLAIN (ANALYZE, BUFFERS) ${sql.text}`, sql.values);
  const lines = r.rows.map((x) => x["QUERY PLAN"]);
  console.log("==", source.key, lines.at(-1));
  if (process.argv[4] === source.key) console.log(lines.join("\n"));
}
const where = finderWhere(FINDER_CRITERIA);
for (const text of [`SELECT count(*) FROM listings WHERE ${where.sql}`, `SELECT * FROM listings WHERE ${where.sql} ORDER BY property_name_sort, id LIMIT 50`]) {
  const r = await client.query(`EXPLAIN (ANALYZE, BUFFERS) ${text.replaceAll('"public".', "")}`, where.values);
  console.log("== finder", r.rows.map((x) => x["QUERY PLAN"]).join("\n"));
}
await client.end();
