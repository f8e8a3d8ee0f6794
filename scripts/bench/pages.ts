/**
 * `npm run bench:pages`: the page budgets of issue 47. Lighthouse 12 (Debian's
 * Chromium) on the console's pages of the production build, signed in, over the
 * demo data set in a throwaway PostgreSQL database, and on the framework's own
 * page (`/` of the minimal Next.js app) in the same run, runs interleaved,
 * and on two controls: that page with the console's stylesheet linked
 * (`/styled`), and inlined as the console ships it (`/inline-system-font`).
 * Every page is judged against the framework's figures of that run
 * (scripts/bench/page-budgets.ts): it prints each difference and PASS/MISS per
 * budget per page, writes bench-results/pages-<preset>.json (each page with the
 * framework's figures beside its own) and the preset's block of docs/PERFORMANCE.md.
 * Exits non-zero only when it could not measure (a missed budget is a result).
 *
 *   npm run bench:pages -- [--preset=desktop|mobile] [--runs=3] [--port=N] [--pages=dashboard,ledger]
 *                          [--throttling=devtools|simulate] [--language=en|es]
 *
 * The budgets' measure is `devtools` throttling (the default): Chromium throttles the load itself (the preset's
 * network and CPU) and Lighthouse reports what it observed — what a person on a phone sees. `simulate` (Lighthouse's
 * estimate of a throttled load from an unthrottled one) is for reading only. `--pages` measures only the named pages
 * (and the framework's two) and prints them (for trying a change on one page); `--language=es` measures the pages
 * as a Spanish-reading person sees them. None of these three writes the results file or the doc, nor does a run of
 * fewer than 3.
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
import { type AppServer, freePort, prepareDatabase, startApp } from "@/scripts/resilience/support/app";
import { ensureMinimalBuild, startMinimalApp } from "./minimal-app";
import { SCREEN_LANGUAGES, type Language } from "@/lib/i18n/languages";
import { TEST_USERS } from "@/tests/support/test-users";
import {
  describeBudgets,
  describeVerdict,
  formatDifference,
  formatFigure,
  judge,
  median,
  MIN_RUNS,
  PAGE_BUDGETS,
  type BudgetVerdict,
  type PageFigures,
} from "./page-budgets";

type Preset = "desktop" | "mobile";
/**
 * `devtools` throttles the load itself through Chromium and reports what it observed (the budgets' measure, issue 47);
 * Lighthouse's default `simulate` estimates the throttled load from an unthrottled one (for reading only).
 */
type Throttling = "devtools" | "simulate";

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
  /**
   * A control: the framework's page with the console's styles one way (the minimal app's `/styled` and
   * `/inline-system-font`), shown as this description. Judged like a page, but not one of the console's pages: its
   * misses tell what no app code can win back.
   */
  control?: string;
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
  control: string | null;
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
      throttling: { type: "string", default: "devtools" },
      language: { type: "string", default: "en" },
    },
  });
  const preset = values.preset as Preset;
  if (preset !== "desktop" && preset !== "mobile") throw new Error(`--preset must be desktop or mobile, not ${values.preset}`);
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a positive integer, not ${values.runs}`);
  const only = values.pages?.split(",").filter(Boolean);
  const throttling = values.throttling as Throttling;
  if (throttling !== "simulate" && throttling !== "devtools")
    throw new Error(`--throttling must be devtools or simulate, not ${values.throttling}`);
  const language = values.language as Language;
  if (!SCREEN_LANGUAGES.includes(language))
    throw new Error(`--language must be one of ${SCREEN_LANGUAGES.join(", ")}, not ${values.language}`);
  return { preset, runs, port: values.port ? Number(values.port) : undefined, only, throttling, language };
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

/** The lease whose ledger has the most entries: the tenant's ledger to measure (a lease's page). */
async function busiestLease(databaseUrl: string): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ lease_id: string }>(
      "SELECT lease_id FROM lease_entries GROUP BY lease_id ORDER BY count(*) DESC, lease_id LIMIT 1",
    );
    if (!rows[0]) throw new Error("The demo seed wrote no lease entries.");
    return rows[0].lease_id;
  } finally {
    await client.end();
  }
}

/** A client other than the ledger's, first by name: the client page to measure (no documents). */
async function anotherClient(databaseUrl: string, except: string): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string }>("SELECT id FROM clients WHERE id <> $1 ORDER BY name, id LIMIT 1", [except]);
    if (!rows[0]) throw new Error("The demo seed wrote one client only.");
    return rows[0].id;
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

/**
 * The demo has no documents: a picture (with its thumbnail) and a PDF on the client whose page is measured as
 * "a record with documents", uploaded as the documents panel does (session cookie and X-XSRF-TOKEN).
 */
async function uploadDocuments(baseUrl: string, cookies: Cookie[], clientId: string): Promise<void> {
  const headers = await writeHeaders(baseUrl, cookies);
  const sharp = (await import("sharp")).default;
  const picture = await sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 40, g: 120, b: 160 } } })
    .jpeg()
    .toBuffer();
  const pdf = Buffer.from(
    "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj " +
      "3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
  );
  const files = [
    { name: "villa-front.jpg", type: "image/jpeg", bytes: picture, category: "photo" },
    { name: "lease-2026.pdf", type: "application/pdf", bytes: pdf, category: "lease" },
  ];
  for (const file of files) {
    const form = new FormData();
    form.append("entity", "clients");
    form.append("recordId", clientId);
    form.append("category", file.category);
    form.append("file", new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
    const response = await fetch(`${baseUrl}/api/v1/documents`, { method: "POST", headers, body: form });
    if (response.status !== 201) throw new Error(`Uploading ${file.name} answered ${response.status}: ${await response.text()}`);
  }
}

/** The headers a write needs, as the screens send them: the session's cookies and X-XSRF-TOKEN. */
async function writeHeaders(baseUrl: string, cookies: Cookie[]): Promise<Record<string, string>> {
  let jar = cookies;
  if (!jar.some((cookie) => cookie.name === "XSRF-TOKEN")) {
    // proxy.ts hands the token out with the first page.
    jar = [...jar, ...cookiesOf(await fetch(`${baseUrl}/dashboard`, { headers: { Cookie: cookieHeader(jar) }, redirect: "manual" }))];
  }
  const xsrf = jar.find((cookie) => cookie.name === "XSRF-TOKEN");
  if (!xsrf) throw new Error("No XSRF-TOKEN cookie to write with.");
  return { Cookie: cookieHeader(jar), "X-XSRF-TOKEN": decodeURIComponent(xsrf.value) };
}

/** The signed-in person's screens in `language`, as Profile → Preferences sets it. */
async function readIn(baseUrl: string, cookies: Cookie[], language: Language): Promise<void> {
  const headers = { ...(await writeHeaders(baseUrl, cookies)), "Content-Type": "application/json" };
  const response = await fetch(`${baseUrl}/api/v1/users/me/preferences`, { method: "PUT", headers, body: JSON.stringify({ language }) });
  if (!response.ok) throw new Error(`Setting the language answered ${response.status}: ${await response.text()}`);
}

// ---------------------------------------------------------------- Lighthouse

/** Lighthouse on every run of every page, in one Chromium, through the plain-Node worker. */
function runLighthouse(
  chromePath: string,
  preset: Preset,
  throttling: Throttling,
  jobs: { url: string; cookies: Cookie[] | null; reportPath: string }[],
): void {
  mkdirSync(REPORTS_DIR, { recursive: true });
  const input = JSON.stringify({ chromePath, chromeFlags: CHROME_FLAGS, preset, throttling, jobs });
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

function summarise(target: PageTarget, runs: RunResult[]): PageResult {
  // The scripts of the run with the median performance score: what a typical load ships.
  const typical = [...runs].sort((a, b) => a.performance - b.performance)[Math.floor(runs.length / 2)]!;
  return {
    name: target.name,
    path: target.path,
    signedIn: target.signedIn,
    reference: target.reference === true,
    control: target.control ?? null,
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

/** A page's figures against the framework's, budget by budget. */
interface PageVerdicts {
  page: string;
  verdicts: BudgetVerdict[];
}

/** The missed budgets as "page budget" labels: the console's pages', then the controls' (which count for nothing). */
function missesOf(judged: PageVerdicts[], pages: PageResult[]): { console: string[]; controls: string[] } {
  const labels = (control: boolean) =>
    judged
      .filter(({ page }) => pages.some((measured) => measured.name === page && (measured.control !== null) === control))
      .flatMap(({ page, verdicts }) => verdicts.filter((verdict) => !verdict.pass).map((verdict) => `${page} ${verdict.budget.label}`));
  return { console: labels(false), controls: labels(true) };
}

function verdictsOf(pages: PageResult[]): PageVerdicts[] {
  const framework = pages.find((page) => page.reference);
  if (!framework) throw new Error("The framework's page was not measured: every budget is relative to it.");
  return pages.filter((page) => !page.reference).map((page) => ({ page: page.name, verdicts: judge(page, framework) }));
}

const figuresOf = (page: PageResult): PageFigures => ({
  performance: page.performance,
  accessibility: page.accessibility,
  lcpMs: page.lcpMs,
  tbtMs: page.tbtMs,
  cls: page.cls,
  jsTransferBytes: page.jsTransferBytes,
});

/** The framework's own page, for reading every page's figures against what Next.js and React alone score in this run. */
const describeReference = (page: PageResult) =>
  `The framework's own page: LCP ${page.lcpMs} ms, TBT ${page.tbtMs} ms, performance score ${page.performance.toFixed(2)}, ` +
  `JavaScript ${kb(page.jsTransferBytes)}, CPU (benchmarkIndex) ${page.benchmarkIndex}.`;

function machine(chromeVersion: string, loadAverageStart: number) {
  return {
    cpu: `${cpus().length} × ${cpus()[0]?.model ?? "unknown"}`,
    memoryGb: Math.round(totalmem() / 2 ** 30),
    /** The 1-minute load average when the run ended: other work on the machine inflates TBT and LCP. */
    loadAverage: Number(loadavg()[0]!.toFixed(1)),
    /** The 1-minute load average when the run started. */
    loadAverageStart,
    node: process.version,
    chromium: chromeVersion,
    lighthouse: JSON.parse(readFileSync(join("node_modules", "lighthouse", "package.json"), "utf8")).version as string,
  };
}

/** A cell of the doc's table: the page's figure, the difference from the framework's, MISS when missed. */
const cell = (verdict: BudgetVerdict) =>
  `${formatFigure(verdict.budget.figure, verdict.value)}${verdict.budget.kind === "relative" ? ` (${formatDifference(verdict.budget.figure, verdict.difference)})` : ""}${verdict.pass ? "" : " **MISS**"}`;

function markdownBlock(report: {
  finishedAt: string;
  preset: Preset;
  runs: number;
  machine: ReturnType<typeof machine>;
  ledger: { entries: number };
  pages: PageResult[];
}) {
  const framework = report.pages.find((page) => page.reference)!;
  const judged = verdictsOf(report.pages);
  const order = ["lcpMs", "tbtMs", "jsTransferBytes", "accessibility", "cls"] as const;
  const frameworkRow = `| **framework** (a minimal Next.js page) | ${order.map((figure) => formatFigure(figure, figuresOf(framework)[figure])).join(" | ")} | ${formatFigure("performance", framework.performance)} | ${framework.benchmarkIndex} |`;
  const rows = report.pages
    .filter((page) => !page.reference)
    .map((page) => {
      const verdicts = judged.find((entry) => entry.page === page.name)!.verdicts;
      const cells = order.map((figure) => cell(verdicts.find((verdict) => verdict.budget.figure === figure)!));
      const name = page.control ? `*${page.name}* (${page.control})` : `${page.name} (\`${page.path.replace(/[0-9a-f-]{36}/, "<id>")}\`)`;
      return `| ${name} | ${cells.join(" | ")} | ${formatFigure("performance", page.performance)} | ${page.benchmarkIndex} |`;
    });
  const { console: misses, controls: controlMisses } = missesOf(judged, report.pages);
  const { machine: m } = report;
  return [
    `Latest run: ${report.finishedAt.slice(0, 16).replace("T", " ")} UTC, Lighthouse ${m.lighthouse} **${report.preset}** preset, throttling applied by Chromium (\`devtools\`), median of ${report.runs} runs per page (runs interleaved page by page),`,
    `${m.cpu}, ${m.memoryGb} GB, load average ${m.loadAverageStart} at the start and ${m.loadAverage} at the end, Node ${m.node}, ${m.chromium}. Figures from \`${resultsFile(report.preset)}\`.`,
    "",
    "Each page's figure, then its difference from the framework's in the same run.",
    "",
    "| Page | LCP | TBT | JavaScript (gzip) | Accessibility | CLS | Performance score (not a budget) | CPU (benchmarkIndex) |",
    "|---|---|---|---|---|---|---|---|",
    frameworkRow,
    ...rows,
    "",
    `Budgets: ${describeBudgets()}. Data: the demo seed (prisma/seed: 80 listings, 20 ledgers over 18 months); the ledger page is the one with the most entries (${report.ledger.entries}); ` +
      "the client with documents is that client with a picture and a PDF uploaded by the benchmark; the tenant's ledger is the lease page whose ledger has the most entries. " +
      "The *framework* row is `/` of scripts/bench/minimal-app (same next and react, one link, no app code); " +
      "the rows in italics are controls: that page served by the minimal app with the console's built stylesheet and no app code, " +
      "judged like a page but not counted among the console's misses.",
    "",
    misses.length === 0 ? `Every page meets every budget.` : `Missed (${misses.length}): ${misses.join(", ")}.`,
    ...(controlMisses.length > 0 ? ["", `The controls, with no app code, miss: ${controlMisses.join(", ")}.`] : []),
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

/** The pages of issue 47, `ids` from the demo data; the framework's page first. */
function pageTargets(ids: { ledgerClientId: string; clientId: string; leaseId: string }): PageTarget[] {
  return [
    { name: "framework", path: "/", signedIn: false, reference: true },
    {
      name: "framework-styled",
      path: "/styled",
      signedIn: false,
      control: "the framework's page with the console's stylesheet linked, system font",
    },
    {
      name: "framework-inline",
      path: "/inline-system-font",
      signedIn: false,
      control: "the same with the stylesheet inlined, as the console ships it",
    },
    { name: "sign-in", path: "/login", signedIn: false },
    { name: "dashboard", path: "/dashboard", signedIn: true },
    { name: "listings", path: "/listings?view=tiles", signedIn: true },
    { name: "listings-table", path: "/listings?view=table", signedIn: true },
    { name: "ledger", path: `/accounts/view/${ids.ledgerClientId}`, signedIn: true },
    { name: "client", path: `/clients/view/${ids.clientId}`, signedIn: true },
    { name: "client-documents", path: `/clients/view/${ids.ledgerClientId}`, signedIn: true },
    { name: "calendar", path: "/calendar", signedIn: true },
    // The import's check step has no address of its own (it follows an upload in the page's state): its upload step.
    { name: "imports", path: "/imports", signedIn: true },
    { name: "outbox", path: "/outbox", signedIn: true },
    { name: "rent-roll", path: "/rent-roll", signedIn: true },
    { name: "tenant-ledger", path: `/leases/view/${ids.leaseId}`, signedIn: true },
  ];
}

async function main(): Promise<void> {
  const { preset, runs, port, only, throttling, language } = options();
  const distDir = process.env.NEXT_DIST_DIR || ".next";
  if (!existsSync(join(distDir, "BUILD_ID"))) throw new Error("No production build found: run `npx next build` first.");
  const chromePath = process.env.CHROME_PATH || "/usr/bin/chromium";
  const loadAverageStart = Number(loadavg()[0]!.toFixed(1));
  if (runs < MIN_RUNS) console.log(`Note: the budgets are judged on the median of at least ${MIN_RUNS} runs; this run writes nothing.`);
  if (throttling !== "devtools")
    console.log("Note: the budgets are judged on throttling Chromium applies (devtools); this run writes nothing.");
  if (language !== "en") console.log(`Note: the pages in ${language}, for reading beside the English reference; this run writes nothing.`);

  console.log("Preparing a throwaway database with the demo data…");
  const database = await prepareDatabase();
  let app: AppServer | undefined;
  let minimal: Awaited<ReturnType<typeof startMinimalApp>> | undefined;
  try {
    await seedDemo(database.url);
    const ledger = await busiestLedger(database.url);
    const clientId = await anotherClient(database.url, ledger.clientId);
    const leaseId = await busiestLease(database.url);
    app = await startApp({ databaseUrl: database.url, port: port ?? (await freePort()), env: { SESSION_IDLE_TIMEOUT_MS: "3600000" } });
    const cookies = await signIn(app.url);
    await uploadDocuments(app.url, cookies, ledger.clientId);
    if (language !== "en") await readIn(app.url, cookies, language);

    const allTargets = pageTargets({ ledgerClientId: ledger.clientId, clientId, leaseId });
    // Every budget is relative to the framework's page: it is measured in every run, `--pages` or not, and so are its
    // styled controls, which tell how much of a difference the stylesheet makes alone, linked or inlined.
    const targets = only ? allTargets.filter((target) => target.reference || target.control || only.includes(target.name)) : allTargets;
    if (targets.every((target) => target.reference || target.control))
      throw new Error(`--pages names none of ${allTargets.map((target) => target.name).join(", ")}.`);
    ensureMinimalBuild();
    minimal = await startMinimalApp(await freePort());
    const urlOf = (target: PageTarget) => `${target.reference || target.control ? minimal!.url : app!.url}${target.path}`;
    // One request each first, so no measured load pays for the server's first render of a route.
    for (const target of targets) await fetch(urlOf(target), { headers: target.signedIn ? { Cookie: cookieHeader(cookies) } : {} });

    const chromeVersion = execFileSync(chromePath, ["--version"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
    // Run by run, every page in turn: the machine's drift over the run hits the framework's page and the console's alike.
    const jobs = Array.from({ length: runs }, (_, run) =>
      targets.map((target) => ({
        target,
        url: urlOf(target),
        cookies: target.signedIn ? cookies : null,
        reportPath: join(REPORTS_DIR, `${target.name}-${preset}-${run + 1}.json`),
      })),
    ).flat();
    console.log(
      `Lighthouse (${preset}, ${throttling} throttling, ${language}): ${targets.length} pages × ${runs} runs, load average ${loadAverageStart} at the start…`,
    );
    runLighthouse(chromePath, preset, throttling, jobs);
    const pages: PageResult[] = [];
    for (const target of targets) {
      const results = jobs.filter((job) => job.target === target).map((job) => readRun(job.reportPath, job.url));
      const page = summarise(target, results);
      pages.push(page);
      console.log(
        `${page.name.padEnd(16)} performance ${page.performance.toFixed(2)}  accessibility ${page.accessibility.toFixed(2)}  LCP ${page.lcpMs} ms  TBT ${page.tbtMs} ms  CLS ${page.cls}  JS ${kb(page.jsTransferBytes)} gz (${page.scriptCount} files)  CPU ${page.benchmarkIndex}`,
      );
      for (const finding of page.accessibilityFindings) console.log(`                 accessibility: ${finding}`);
      for (const finding of page.performanceFindings) console.log(`                 performance:   ${finding}`);
    }

    const framework = pages.find((page) => page.reference)!;
    const judged = verdictsOf(pages);
    // Each page carries the framework's figures of the same run and its verdicts beside its own.
    const withFramework = pages.map((page) => {
      const verdicts = judged.find((entry) => entry.page === page.name)?.verdicts;
      return page.reference
        ? page
        : {
            ...page,
            framework: figuresOf(framework),
            verdicts: verdicts!.map(({ budget, value, framework: reference, difference, limit, pass }) => ({
              budget: budget.label,
              value,
              framework: reference,
              difference,
              limit,
              pass,
            })),
          };
    });
    const report = {
      finishedAt: new Date().toISOString(),
      preset,
      runs,
      budgets: PAGE_BUDGETS,
      machine: machine(chromeVersion, loadAverageStart),
      ledger: { clientId: ledger.clientId, entries: ledger.entries },
      pages: withFramework,
    };
    console.log(`\n${describeReference(framework)}`);
    console.log(`Budgets: ${describeBudgets()}.`);
    for (const { page, verdicts } of judged) {
      console.log(`\n${page}`);
      for (const verdict of verdicts) console.log(`  ${verdict.pass ? "PASS" : "MISS"}  ${describeVerdict(verdict)}`);
    }
    const misses = missesOf(judged, pages).console.length;
    console.log(`\n${misses === 0 ? "Every page meets every budget" : `${misses} budget(s) missed`} (the controls' not counted).`);
    console.log(
      `Load average ${loadAverageStart} at the start, ${report.machine.loadAverage} at the end (Lighthouse is CPU-bound: compare runs at similar figures).`,
    );
    if (only || runs < MIN_RUNS || throttling !== "devtools" || language !== "en") return;
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
