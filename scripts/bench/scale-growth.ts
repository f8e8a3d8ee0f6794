/**
 * The shared frame of the benches that measure their cases at several scales and budget the p50 growth from the
 * smallest to the largest (scripts/bench/rent-roll.ts, statement-rent.ts): each scale runs in its own process
 * (`--scales N --runs R --json`, printing `RESULT {…}`), its cases warmed five times and then timed.
 */
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import pg from "pg";
import { applyMigrations } from "@/server/db/migrate";
import { pgRunner } from "@/server/db/runners";
import { createTestDatabase } from "@/tests/support/test-database";

/** The value after `--name` on the command line, or `fallback`. */
export function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 && process.argv[index + 1] ? process.argv[index + 1]! : fallback;
}

/** The uuid the benches' SQL fills make of md5('<kind>:<n>'). */
export function md5Id(text: string): string {
  const hex = createHash("md5").update(text).digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))]!;

/** How a bench prints its figures: the width of a case's name and the digits after the point. */
export interface FigureFormat {
  width: number;
  digits: number;
}

/** Warms each case five times, times it `runs` times and prints its p50 and p95; returns the p50 per case. */
export async function timeCases(
  cases: [string, () => Promise<unknown>][],
  runs: number,
  { width, digits }: FigureFormat,
): Promise<Record<string, number>> {
  const p50s: Record<string, number> = {};
  for (const [name, run] of cases) {
    for (let warm = 0; warm < 5; warm++) await run();
    const times: number[] = [];
    for (let index = 0; index < runs; index++) {
      const start = performance.now();
      await run();
      times.push(performance.now() - start);
    }
    p50s[name] = percentile(times, 0.5);
    console.log(`   ${name.padEnd(width)} p50 ${p50s[name]!.toFixed(digits)} ms  p95 ${percentile(times, 0.95).toFixed(digits)} ms`);
  }
  return p50s;
}

/**
 * Runs `script` once per scale (each in its own process: the app's Prisma client reads DATABASE_URL once) and prints
 * the p50 growth from the smallest scale to the largest against the 1.5× budget; a case named in `shown` is printed
 * as "info", not budgeted. With one scale, measures it here and prints its `RESULT` line under --json. Returns whether
 * a budgeted case missed.
 */
export async function compareScales(options: {
  script: string;
  scales: number[];
  runs: number;
  measure: (scale: number) => Promise<Record<string, number>>;
  format: FigureFormat;
  shown?: string[];
}): Promise<boolean> {
  const { script, scales, runs, measure, format, shown = [] } = options;
  if (scales.length === 1) {
    const p50s = await measure(scales[0]!);
    if (process.argv.includes("--json")) console.log(`RESULT ${JSON.stringify(p50s)}`);
    return false;
  }
  const results = scales.map((scale) => {
    const output = execFileSync("npx", ["tsx", script, "--scales", String(scale), "--runs", String(runs), "--json"], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "inherit"],
    });
    process.stdout.write(output.replace(/^RESULT .*$/m, ""));
    return JSON.parse(/^RESULT (.*)$/m.exec(output)![1]!) as Record<string, number>;
  });
  const [small, large] = [results[0]!, results[results.length - 1]!];
  console.log(`\n== p50 growth, scale ${scales[0]} → ${scales[scales.length - 1]} (budget 1.5×)`);
  let missed = false;
  for (const name of Object.keys(small)) {
    const factor = large[name]! / small[name]!;
    const verdict = shown.includes(name) ? "info" : factor <= 1.5 ? "PASS" : "MISS";
    if (verdict === "MISS") missed = true;
    console.log(
      `   ${verdict.padEnd(4)}  ${name.padEnd(format.width)} ${small[name]!.toFixed(format.digits)} → ${large[name]!.toFixed(format.digits)} ms, ${factor.toFixed(2)}×`,
    );
  }
  return missed;
}

/**
 * One scale, in this process (the app's Prisma client reads DATABASE_URL once): a throwaway database migrated and
 * filled by `fill` (which returns what it made, for the scale's heading), the app pointed at it in `timeZone`, then
 * the `cases` timed; returns their p50s.
 */
export async function measureScale(
  scale: number,
  options: {
    fill: (client: pg.Client, scale: number) => Promise<string>;
    timeZone: string;
    cases: (client: pg.Client) => Promise<[string, () => Promise<unknown>][]>;
    runs: number;
    format: FigureFormat;
  },
): Promise<Record<string, number>> {
  const database = await createTestDatabase();
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    await applyMigrations(pgRunner(client), { log: () => {} });
    const started = performance.now();
    const made = await options.fill(client, scale);
    console.log(`\n== scale ${scale}: ${made} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
    process.env.DATABASE_URL = database.url;
    process.env.APP_TIME_ZONE = options.timeZone;
    const { prisma } = await import("@/server/db/client");
    const p50s = await timeCases(await options.cases(client), options.runs, options.format);
    await prisma.$disconnect();
    return p50s;
  } finally {
    await client.end();
    await database.drop();
  }
}
