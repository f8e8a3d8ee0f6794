/**
 * `npm run bench:pages`: the page budgets of issues 8 (desktop) and 19 (mobile).
 * Lighthouse 12 (Debian's Chromium) on the sign-in page, the dashboard, the
 * listings list and a ledger page of the production build, signed in, over the
 * demo data set in a throwaway PostgreSQL database. Prints PASS/MISS per
 * budget, writes bench-results/pages-<preset>.json and the preset's results
 * block of docs/PERFORMANCE.md.
 * Exits non-zero only when it could not measure (a missed budget is a result).
 *
 *   npm run bench:pages -- [--preset=desktop|mobile] [--runs=3] [--port=N] [--pages=dashboard,ledger]
 *
 * `--pages` measures only the named pages and prints them (for trying a change
 * on one page); it writes neither the results file nor the doc.
 *
 * Needs `next build` first (NEXT_DIST_DIR respected) and CHROME_PATH (default
 * /usr/bin/chromium).
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { cpus, loadavg, totalmem } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import type { Result as LighthouseResult } from "lighthouse";
import pg from "pg";
import { freePort, prepareDatabase, startApp, type AppServer } from "@/scripts/resilience/support";
import { ensureMinimalBuild, startMinimalApp } from "./minimal-app";
import { TEST_USERS } from "@/tests/support/test-users";

type Preset = "desktop" | "mobile";

/** A budget on one figure of every page (`signedInOnly`: of the signed-in pages); at least or at most `limit`. */
interface Budget {
  figure: "performance" | "accessibility" | "lcpMs" | "tbtMs" | "jsTransferBytes";
  label: string;
  limit: number;
  atMost?: boolean;
  signedInOnly?: boolean;
}

/** JavaScript per signed-in page (issue 19): the same build ships the same scripts to both presets. */
const JS_BUDGET: Budget = { figure: "jsTransferBytes", label: "JavaScript", limit: 160 * 1024, atMost: true, signedInOnly: true };

const BUDGETS: Record<Preset, Budget[]> = {
  // Issue 8: the console at a desk.
  desktop: [
    { figure: "performance", label: "performance", limit: 0.95 },
    { figure: "accessibility", label: "accessibility", limit: 0.95 },
    JS_BUDGET,
  ],
  // Issue 19: on a phone (4× CPU slowdown, slow 4G).
  mobile: [
    { figure: "performance", label: "performance", limit: 0.98 },
    { figure: "lcpMs", label: "LCP", limit: 2000, atMost: true },
    { figure: "tbtMs", label: "TBT", limit: 100, atMost: true },
    { figure: "accessibility", label: "accessibility", limit: 1 },
    JS_BUDGET,
  ],
};
const resultsFile = (preset: Preset) => join("bench-results", `pages-${preset}.json`);
const REPORTS_DIR = join("test-results", "bench-pages");
const DOC_FILE = join("docs", "PERFORMANCE.md");
// The desktop block keeps its original markers; the mobile block follows it.
const docMarkers = (preset: Preset) =>
  preset === "desktop"
    ? { start: "<!-- bench:pages:start -->", end: "<!-- bench:pages:end -->" }
    : { start: `<!-- bench:pages:${preset}:start -->`, end: `<!-- bench:pages:${preset}:end -->` };
const CHROME_FLAGS = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"];

interface PageTarget {
  name: string;
  path: string;
  signedIn: boolean;
  /** The framework's own page (the minimal app): measured beside the console's as a reference, under no budget. */
  reference?: boolean;
}

interface ScriptTransfer {
  url: string;
  transferBytes: number;
  resourceBytes: number;
}

interface RunResult {
  /** Lighthouse's measure of the CPU it got (higher is faster); low values mean a busy or slow machine. */
  benchmarkIndex: number;
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  scripts: ScriptTransfer[];
  accessibilityFindings: string[];
  performanceFindings: string[];
}

interface PageResult extends RunResult {
  name: string;
  path: string;
  signedIn: boolean;
  reference: boolean;
  /** JavaScript the page loads: compressed bytes on the wire (gzip, headers included) and uncompressed. */
  jsTransferBytes: number;
  jsResourceBytes: number;
  scriptCount: number;
  runs: Omit<RunResult, "scripts" | "accessibilityFindings" | "performanceFindings">[];
}

function options() {
  const { values } = parseArgs({
    options: {
      preset: { type: "string", default: "desktop" },
      runs: { type: "string", default: "3" },
      port: { type: "string" },
      pages: { type: "string" },
    },
  });
  const preset = values.preset as Preset;
  if (preset !== "desktop" && preset !== "mobile") throw new Error(`--preset must be desktop or mobile, not ${values.preset}`);
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a positive integer, not ${values.runs}`);
  const only = values.pages?.split(",").filter(Boolean);
  return { preset, runs, port: values.port ? Number(values.port) : undefined, only };
}

// ---------------------------------------------------------------- data and session

/** The demo data set (prisma/seed) in the benchmark's database: 80 listings, 20 ledgers over 18 months. */
async function seedDemo(databaseUrl: string): Promise<void> {
  // server/env reads DATABASE_URL once, at first use: set it before loading the seed.
  process.env.DATABASE_URL = databaseUrl;
  const { seedDemoData } = await import("@/prisma/seed/seed-demo");
  const { disconnectDatabase } = await import("@/server/db/client");
  try {
    const outcome = await seedDemoData();
    if (outcome.status !== "created") throw new Error("The benchmark database already held clients.");
  } finally {
    await disconnectDatabase();
  }
}

/** The client whose ledger has the most entries: the ledger page to measure. */
async function busiestLedger(databaseUrl: string): Promise<{ clientId: string; entries: number }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ client_id: string; entries: string }>(
      "SELECT client_id, count(*) AS entries FROM account_transactions GROUP BY client_id ORDER BY entries DESC LIMIT 1",
    );
    if (!rows[0]) throw new Error("The demo seed wrote no ledger entries.");
    return { clientId: rows[0].client_id, entries: Number(rows[0].entries) };
  } finally {
    await client.end();
  }
}

interface Cookie {
  name: string;
  value: string;
}

function cookiesOf(response: Response): Cookie[] {
  return response.headers.getSetCookie().map((header) => {
    const pair = header.split(";")[0]!;
    const equals = pair.indexOf("=");
    return { name: pair.slice(0, equals), value: pair.slice(equals + 1) };
  });
}

const cookieHeader = (cookies: Cookie[]) => cookies.map(({ name, value }) => `${name}=${value}`).join("; ");

/** Signs the admin test user in through next-auth, as the sign-in screen does; returns the session's cookies. */
async function signIn(baseUrl: string): Promise<Cookie[]> {
  const { email, password } = TEST_USERS.admin;
  const csrfResponse = await fetch(`${baseUrl}/api/auth/csrf`);
  const { csrfToken } = (await csrfResponse.json()) as { csrfToken: string };
  const jar = cookiesOf(csrfResponse);
  const response = await fetch(`${baseUrl}/api/auth/callback/credentials`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookieHeader(jar) },
    body: new URLSearchParams({ csrfToken, email, password, json: "true" }),
    redirect: "manual",
  });
  const cookies = [...jar, ...cookiesOf(response)];
  const session = await fetch(`${baseUrl}/api/v1/auth/session`, { headers: { Cookie: cookieHeader(cookies) } });
  if (!session.ok) throw new Error(`Signing in failed: GET /api/v1/auth/session answered ${session.status}.`);
  return cookies;
}

// ---------------------------------------------------------------- Lighthouse

/** Lighthouse on every run of every page, in one Chromium, through the plain-Node worker. */
function runLighthouse(chromePath: string, preset: Preset, jobs: { url: string; cookies: Cookie[] | null; reportPath: string }[]): void {
  mkdirSync(REPORTS_DIR, { recursive: true });
  const input = JSON.stringify({ chromePath, chromeFlags: CHROME_FLAGS, preset, jobs });
  execFileSync(process.execPath, [join("scripts", "bench", "lighthouse-worker.mjs"), input], { stdio: ["ignore", "inherit", "inherit"] });
}

function readRun(reportPath: string, url: string): RunResult {
  const lhr = JSON.parse(readFileSync(reportPath, "utf8")) as LighthouseResult;
  if (lhr.runtimeError) throw new Error(`Lighthouse could not load ${url}: ${lhr.runtimeError.message}`);
  if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname) {
    throw new Error(`${url} ended at ${lhr.finalDisplayedUrl}: was the session cookie refused?`);
  }
  const audit = (id: string) => lhr.audits[id]!;
  const failing = (category: string) =>
    lhr.categories[category]!.auditRefs.filter((ref) => ref.weight > 0 || category === "performance")
      .map((ref) => audit(ref.id))
      .filter((item) => item.score !== null && item.score < 0.9 && item.scoreDisplayMode !== "informative")
      .map((item) => `${item.id}${item.displayValue ? ` (${item.displayValue})` : ""}`);
  const requests = (audit("network-requests").details as { items?: Record<string, unknown>[] } | undefined)?.items ?? [];
  const scripts = requests
    .filter((request) => request.resourceType === "Script")
    .map((request) => ({
      url: new URL(String(request.url)).pathname,
      transferBytes: Number(request.transferSize ?? 0),
      resourceBytes: Number(request.resourceSize ?? 0),
    }));
  return {
    benchmarkIndex: lhr.environment.benchmarkIndex,
    performance: lhr.categories.performance!.score ?? 0,
    accessibility: lhr.categories.accessibility!.score ?? 0,
    lcpMs: audit("largest-contentful-paint").numericValue ?? 0,
    tbtMs: audit("total-blocking-time").numericValue ?? 0,
    cls: audit("cumulative-layout-shift").numericValue ?? 0,
    scripts,
    accessibilityFindings: failing("accessibility"),
    performanceFindings: failing("performance"),
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function summarise(target: PageTarget, runs: RunResult[]): PageResult {
  // The scripts of the run with the median performance score: what a typical load ships.
  const typical = [...runs].sort((a, b) => a.performance - b.performance)[Math.floor(runs.length / 2)]!;
  return {
    name: target.name,
    path: target.path,
    signedIn: target.signedIn,
    reference: target.reference === true,
    benchmarkIndex: Math.round(median(runs.map((run) => run.benchmarkIndex))),
    performance: median(runs.map((run) => run.performance)),
    accessibility: median(runs.map((run) => run.accessibility)),
    lcpMs: Math.round(median(runs.map((run) => run.lcpMs))),
    tbtMs: Math.round(median(runs.map((run) => run.tbtMs))),
    cls: Number(median(runs.map((run) => run.cls)).toFixed(3)),
    jsTransferBytes: typical.scripts.reduce((sum, script) => sum + script.transferBytes, 0),
    jsResourceBytes: typical.scripts.reduce((sum, script) => sum + script.resourceBytes, 0),
    scriptCount: typical.scripts.length,
    scripts: typical.scripts,
    accessibilityFindings: [...new Set(runs.flatMap((run) => run.accessibilityFindings))],
    performanceFindings: typical.performanceFindings,
    runs: runs.map(({ benchmarkIndex, performance, accessibility, lcpMs, tbtMs, cls }) => ({
      benchmarkIndex,
      performance,
      accessibility,
      lcpMs,
      tbtMs,
      cls,
    })),
  };
}

// ---------------------------------------------------------------- output

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

interface Verdict {
  page: string;
  budget: Budget;
  value: number;
  pass: boolean;
}

function verdicts(preset: Preset, pages: PageResult[]): Verdict[] {
  return pages
    .filter((page) => !page.reference)
    .flatMap((page) =>
      BUDGETS[preset]
        .filter((budget) => page.signedIn || !budget.signedInOnly)
        .map((budget) => {
          const value = page[budget.figure];
          return { page: page.name, budget, value, pass: budget.atMost ? value <= budget.limit : value >= budget.limit };
        }),
    );
}

function formatFigure(figure: Budget["figure"], value: number): string {
  if (figure === "lcpMs" || figure === "tbtMs") return `${Math.round(value)} ms`;
  if (figure === "jsTransferBytes") return kb(value);
  return value.toFixed(2);
}

const describeVerdict = ({ page, budget, value }: Verdict) =>
  `${page} ${budget.label} ${formatFigure(budget.figure, value)} (budget ${budget.atMost ? "≤" : "≥"} ${formatFigure(budget.figure, budget.limit)})`;

const describeBudgets = (preset: Preset) =>
  BUDGETS[preset]
    .map(
      (budget) =>
        `${budget.label} ${budget.atMost ? "≤" : "≥"} ${formatFigure(budget.figure, budget.limit)}${budget.signedInOnly ? " per signed-in page" : ""}`,
    )
    .join(", ");

/** The framework's own page, for reading the budgets against what Next.js and React alone score on this machine. */
const describeReference = (page: PageResult) =>
  `The framework's own page (no budget): performance ${page.performance.toFixed(2)}, LCP ${page.lcpMs} ms, TBT ${page.tbtMs} ms, ` +
  `JavaScript ${kb(page.jsTransferBytes)}.`;

function machine(chromeVersion: string) {
  return {
    cpu: `${cpus().length} × ${cpus()[0]?.model ?? "unknown"}`,
    memoryGb: Math.round(totalmem() / 2 ** 30),
    /** The 1-minute load average when the run ended: other work on the machine inflates TBT and LCP. */
    loadAverage: Number(loadavg()[0]!.toFixed(1)),
    node: process.version,
    chromium: chromeVersion,
    lighthouse: JSON.parse(readFileSync(join("node_modules", "lighthouse", "package.json"), "utf8")).version as string,
  };
}

function markdownBlock(report: {
  finishedAt: string;
  preset: Preset;
  runs: number;
  machine: ReturnType<typeof machine>;
  ledger: { entries: number };
  pages: PageResult[];
}) {
  const rows = report.pages.map(
    (page) =>
      `| ${page.reference ? "*framework* (a minimal Next.js page, no budget)" : `${page.name} (\`${page.path.replace(/[0-9a-f-]{36}$/, "<id>")}\`)`} | ${page.performance.toFixed(2)} | ${page.accessibility.toFixed(2)} | ${page.lcpMs} ms | ${page.tbtMs} ms | ${page.cls} | ${kb(page.jsTransferBytes)} (${page.scriptCount} files, ${kb(page.jsResourceBytes)} uncompressed) | ${page.benchmarkIndex} |`,
  );
  const misses = verdicts(report.preset, report.pages).filter((verdict) => !verdict.pass);
  const { machine: m } = report;
  return [
    `Latest run: ${report.finishedAt.slice(0, 16).replace("T", " ")} UTC, Lighthouse ${m.lighthouse} **${report.preset}** preset, median of ${report.runs} runs per page,`,
    `${m.cpu}, ${m.memoryGb} GB, load average ${m.loadAverage} at the end, Node ${m.node}, ${m.chromium}. Figures from \`${resultsFile(report.preset)}\`.`,
    "",
    "| Page | Performance | Accessibility | LCP | TBT | CLS | JavaScript shipped (gzip) | CPU (benchmarkIndex) |",
    "|---|---|---|---|---|---|---|---|",
    ...rows,
    "",
    `Data: the demo seed (prisma/seed: 80 listings, 20 ledgers over 18 months); the ledger page is the one with the most entries (${report.ledger.entries}). ` +
      "The *framework* row is `/` of scripts/bench/minimal-app (same next and react, one link, no app code): the floor under every page's figures.",
    "",
    misses.length === 0
      ? `Every page meets every ${report.preset} budget (${describeBudgets(report.preset)}).`
      : `Missed: ${misses.map(describeVerdict).join("; ")}.`,
    ...report.pages.filter((page) => page.reference).map((page) => `\n${describeReference(page)}`),
  ].join("\n");
}

/**
 * Rewrites only the preset's block between its markers. A missing mobile block goes right after the desktop
 * block; a missing desktop block creates the Pages section.
 */
function updateDoc(preset: Preset, block: string): void {
  const markers = docMarkers(preset);
  const section = `${markers.start}\n${block}\n${markers.end}`;
  if (!existsSync(DOC_FILE)) {
    writeFileSync(DOC_FILE, `# Performance\n\n## Pages\n\n${section}\n`);
    return;
  }
  const doc = readFileSync(DOC_FILE, "utf8");
  const start = doc.indexOf(markers.start);
  const end = doc.indexOf(markers.end);
  const desktopEnd = docMarkers("desktop").end;
  let updated: string;
  if (start >= 0 && end > start) updated = doc.slice(0, start) + section + doc.slice(end + markers.end.length);
  else if (preset !== "desktop" && doc.includes(desktopEnd)) {
    const after = doc.indexOf(desktopEnd) + desktopEnd.length;
    updated = `${doc.slice(0, after)}\n\n${section}${doc.slice(after)}`;
  } else updated = `${doc.trimEnd()}\n\n## Pages\n\n${section}\n`;
  writeFileSync(DOC_FILE, updated);
}

// ---------------------------------------------------------------- main

async function main(): Promise<void> {
  const { preset, runs, port, only } = options();
  const distDir = process.env.NEXT_DIST_DIR || ".next";
  if (!existsSync(join(distDir, "BUILD_ID"))) throw new Error("No production build found: run `npx next build` first.");
  const chromePath = process.env.CHROME_PATH || "/usr/bin/chromium";

  console.log("Preparing a throwaway database with the demo data…");
  const database = await prepareDatabase();
  let app: AppServer | undefined;
  let minimal: Awaited<ReturnType<typeof startMinimalApp>> | undefined;
  try {
    await seedDemo(database.url);
    const ledger = await busiestLedger(database.url);
    app = await startApp({ databaseUrl: database.url, port: port ?? (await freePort()), env: { SESSION_IDLE_TIMEOUT_MS: "3600000" } });
    const cookies = await signIn(app.url);

    const allTargets: PageTarget[] = [
      { name: "framework", path: "/", signedIn: false, reference: true },
      { name: "sign-in", path: "/login", signedIn: false },
      { name: "dashboard", path: "/dashboard", signedIn: true },
      { name: "listings", path: "/listings", signedIn: true },
      { name: "ledger", path: `/accounts/view/${ledger.clientId}`, signedIn: true },
    ];
    const targets = only ? allTargets.filter((target) => only.includes(target.name)) : allTargets;
    if (targets.length === 0) throw new Error(`--pages names none of ${allTargets.map((target) => target.name).join(", ")}.`);
    if (targets.some((target) => target.reference)) {
      ensureMinimalBuild();
      minimal = await startMinimalApp(await freePort());
    }
    const urlOf = (target: PageTarget) => `${target.reference ? minimal!.url : app!.url}${target.path}`;
    // One request each first, so no measured load pays for the server's first render of a route.
    for (const target of targets) await fetch(urlOf(target), { headers: target.signedIn ? { Cookie: cookieHeader(cookies) } : {} });

    const chromeVersion = execFileSync(chromePath, ["--version"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
    const jobs = targets.flatMap((target) =>
      Array.from({ length: runs }, (_, run) => ({
        target,
        url: urlOf(target),
        cookies: target.signedIn ? cookies : null,
        reportPath: join(REPORTS_DIR, `${target.name}-${preset}-${run + 1}.json`),
      })),
    );
    console.log(`Lighthouse (${preset}): ${targets.length} pages × ${runs} runs…`);
    runLighthouse(chromePath, preset, jobs);
    const pages: PageResult[] = [];
    for (const target of targets) {
      const results = jobs.filter((job) => job.target === target).map((job) => readRun(job.reportPath, job.url));
      const page = summarise(target, results);
      pages.push(page);
      console.log(
        `${page.name.padEnd(10)} performance ${page.performance.toFixed(2)}  accessibility ${page.accessibility.toFixed(2)}  LCP ${page.lcpMs} ms  TBT ${page.tbtMs} ms  CLS ${page.cls}  JS ${kb(page.jsTransferBytes)} gz (${page.scriptCount} files)`,
      );
      for (const finding of page.accessibilityFindings) console.log(`           accessibility: ${finding}`);
      for (const finding of page.performanceFindings) console.log(`           performance:   ${finding}`);
    }

    const report = {
      finishedAt: new Date().toISOString(),
      preset,
      runs,
      budgets: BUDGETS[preset],
      machine: machine(chromeVersion),
      ledger: { clientId: ledger.clientId, entries: ledger.entries },
      pages,
    };
    console.log("");
    for (const verdict of verdicts(preset, pages)) console.log(`${verdict.pass ? "PASS" : "MISS"}  ${describeVerdict(verdict)}`);
    for (const page of pages.filter((result) => result.reference)) console.log(describeReference(page));
    console.log(`Load average ${report.machine.loadAverage} at the end (Lighthouse is CPU-bound: compare runs at similar figures).`);
    if (only) return;
    mkdirSync("bench-results", { recursive: true });
    writeFileSync(resultsFile(preset), `${JSON.stringify(report, null, 2)}\n`);
    updateDoc(preset, markdownBlock(report));
    console.log(`\nWrote ${resultsFile(preset)} and ${DOC_FILE}; full Lighthouse reports in ${REPORTS_DIR}/.`);
  } catch (error) {
    // A page that would not load (Chromium's error page) is most often a server that stopped: say why.
    const stderr = app?.stderr().trim();
    if (stderr) console.error(`The app's stderr:\n${stderr.slice(-4000)}`);
    throw error;
  } finally {
    minimal?.process.kill("SIGTERM");
    await app?.stop();
    await database.drop().catch((error) => console.error("Could not drop the benchmark database:", error));
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  },
);
