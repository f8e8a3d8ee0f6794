/**
 * `npm run bench [-- --scales 1,10 --duration 8 --warmup 2 --connections 16 --only clients-list,stats]`
 *
 * For each scale: a fresh database filled by generate.ts, the production
 * build (`next start`) and the bare baseline (baseline.ts) on it, then every
 * scenario against both with autocannon at fixed concurrency for a fixed time
 * after a short warm-up. Prints requests/s, p50 and p99 per scenario for both
 * and the ratio app/baseline, the app's peak RSS through the mixed run, the p50
 * growth between the smallest and the largest scale, and PASS/MISS per budget.
 * Writes bench-results/latest.json, docs/performance/latest.json and the
 * results section of docs/PERFORMANCE.md. Exits non-zero only on errors
 * (a failed start, or any non-2xx answer or socket error during a scenario),
 * never for a missed budget. See docs/PERFORMANCE.md.
 */
import autocannon from "autocannon";
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { cpus, loadavg, totalmem } from "node:os";
import { join } from "node:path";
import { isDeepStrictEqual } from "node:util";
import pg from "pg";
import { type AppServer, startApp } from "@/scripts/resilience/support/app";
import { TEST_USERS } from "@/tests/support/test-users";
import { benchId, generateDatabase, type BenchCounts, type GeneratedDatabase } from "./generate";
import { ensureMinimalBuild, MINIMAL_ROUTES, startMinimalApp } from "./minimal-app";
import { nextServerPid, rssMb, sampleRss } from "./process-rss";
import { finderPath, quickFindPath, searchPlans, type SearchPlan } from "./search-scenarios";

const PORT_BASE = Number(process.env.BENCH_PORT_BASE ?? 4600);
const RESULTS_FILE = join("bench-results", "latest.json");
const COMMITTED_RESULTS_FILE = join("docs", "performance", "latest.json");
const PERFORMANCE_DOC = join("docs", "PERFORMANCE.md");
const MARKER_START = "<!-- bench:results:start -->";
const MARKER_END = "<!-- bench:results:end -->";

/**
 * Issue 19's budgets. fixedCost: the console's empty /api/v1 route against the minimal app's. ratio: a cheap
 * read against the baseline — or, where half the baseline is more than the minimal app's empty route serves
 * at all, minimalShare of that route (the framework's own ceiling). p99: within p99Factor of the baseline's.
 */
const BUDGET = { fixedCost: 0.9, ratio: 0.5, minimalShare: 0.7, p99Factor: 2, growth: 1.5, rssMb: 400 } as const;
const CHEAP_READS = ["listing-details", "stats", "clients-list", "ledger-first-page", "accounts-with-balances", "listings-by-specialist"];

interface Options {
  scales: number[];
  duration: number;
  warmup: number;
  connections: number;
  /** Scenario names to run (all when empty); the mixed run always takes every scenario. */
  only: string[];
}

function parseOptions(argv: string[]): Options {
  const value = (name: string, fallback: string) => {
    const index = argv.indexOf(`--${name}`);
    return index >= 0 && argv[index + 1] ? argv[index + 1]! : fallback;
  };
  const options = {
    scales: value("scales", "1,10")
      .split(",")
      .map((scale) => Number(scale.trim())),
    duration: Number(value("duration", "8")),
    warmup: Number(value("warmup", "2")),
    connections: Number(value("connections", "16")),
    only: value("only", "")
      .split(",")
      .map((name) => name.trim())
      .filter(Boolean),
  };
  if (options.scales.some((scale) => !Number.isInteger(scale) || scale < 1)) throw new Error("--scales takes whole numbers ≥ 1, e.g. 1,10");
  if (!(options.duration > 0) || !(options.warmup >= 0) || !(options.connections >= 1))
    throw new Error("bad --duration, --warmup or --connections");
  return options;
}

// ---------------------------------------------------------------- scenarios

interface Scenario {
  name: string;
  what: string;
  read: boolean;
  request: autocannon.Request;
}

function scenarios(counts: BenchCounts): Scenario[] {
  const specialist = benchId("specialist", 3);
  const bigLedger = benchId("client", 0);
  let nextOwner = 0;
  const posting: autocannon.Request = {
    method: "POST",
    path: "/api/v1/accounts/transactions/register",
    headers: { "content-type": "application/json" },
    // Round the other account holders, so postings queue on many account locks as in real use.
    setupRequest: (request) => ({
      ...request,
      body: JSON.stringify({
        clientRef: benchId("client", 1 + (nextOwner++ % (counts.accountHolders - 1))),
        column: nextOwner % 3 === 0 ? "debit" : "credit",
        type: "cash",
        description: "Benchmark posting",
        value: "12.50",
      }),
    }),
  };
  const get = (path: string): autocannon.Request => ({ method: "GET", path: `/api/v1${path}` });
  return [
    { name: "clients-list", what: "GET /clients (first page of 50)", read: true, request: get("/clients?skip=0&limit=50") },
    {
      name: "clients-search",
      what: "GET /clients?name=arbou (leading-wildcard search)",
      read: true,
      request: get("/clients?name=arbou&limit=50"),
    },
    {
      name: "listings-by-specialist",
      what: "GET /listings?propertySpecialist=… (one of 20 specialists)",
      read: true,
      request: get(`/listings?propertySpecialist=${specialist}&limit=50`),
    },
    {
      name: "listing-details",
      what: "GET /listings/details/{id}",
      read: true,
      request: get(`/listings/details/${benchId("listing", 4242)}`),
    },
    {
      name: "service-orders-grouped",
      what: "GET /services/orders?sortItems=true",
      read: true,
      request: get("/services/orders?sortItems=true"),
    },
    {
      name: "reminders-grouped",
      what: "GET /reminders?sortItems=true&specialist=…",
      read: true,
      request: get(`/reminders?sortItems=true&specialist=${specialist}`),
    },
    {
      name: "ledger-first-page",
      what: `GET /accounts/transactions (the ${counts.bigLedgerEntries.toLocaleString("en")}-entry ledger, first 100)`,
      read: true,
      request: get(`/accounts/transactions?client=${bigLedger}&skip=0&limit=100`),
    },
    {
      name: "ledger-deep-page",
      what: `GET /accounts/transactions (same ledger, skip=${(counts.bigLedgerEntries - 100).toLocaleString("en")})`,
      read: true,
      request: get(`/accounts/transactions?client=${bigLedger}&skip=${counts.bigLedgerEntries - 100}&limit=100`),
    },
    {
      name: "accounts-with-balances",
      what: "GET /accounts?accountBalance=true",
      read: true,
      request: get("/accounts?accountBalance=true&limit=50"),
    },
    { name: "stats", what: "GET /references/stats", read: true, request: get("/references/stats") },
    {
      name: "quick-find",
      what: "GET /search?q=0101 (every kind of record; phone digits, names, numbers)",
      read: true,
      request: get(quickFindPath()),
    },
    {
      name: "listings-finder",
      what: "GET /listings?criteria=… (Harbour villas for rent under $3,000 in St. Lucy)",
      read: true,
      request: get(finderPath()),
    },
    { name: "post-transaction", what: "POST /accounts/transactions/register (round the accounts)", read: false, request: posting },
  ];
}

// ---------------------------------------------------------------- load

interface Measure {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  requests: number;
  non2xx: number;
  errors: number;
}

/** `expectStatus` (the empty routes answer 404): any other status counts in non2xx. */
async function load(
  url: string,
  token: string | null,
  requests: autocannon.Request[],
  seconds: number,
  connections: number,
  expectStatus?: number,
): Promise<Measure> {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    headers: token ? { "x-access-token": token } : {},
    requests,
    timeout: 20,
  });
  const expected = expectStatus ? (result.statusCodeStats?.[String(expectStatus) as `${number}`]?.count ?? 0) : null;
  return {
    requestsPerSecond: Math.round(result.requests.average * 10) / 10,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    non2xx: expected === null ? result.non2xx : result.requests.total - expected,
    errors: result.errors + result.timeouts,
  };
}

// ---------------------------------------------------------------- servers

function startBaseline(port: number, databaseUrl: string): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", join("scripts", "bench", "baseline.ts"), String(port), databaseUrl], {
      stdio: ["ignore", "pipe", "inherit"],
      env: { ...process.env, NODE_ENV: "production" },
    });
    child.once("exit", (code) => reject(new Error(`the baseline exited (${code}) before listening`)));
    child.stdout!.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("baseline on")) resolve(child);
    });
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });
}

async function signIn(appUrl: string): Promise<string> {
  const { email, password } = TEST_USERS.admin;
  const response = await fetch(`${appUrl}/api/v1/auth/admin/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`Sign-in failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { authToken: string }).authToken;
}

/** Fetches a read scenario from both servers: same status, same JSON, same X-Total-Count? */
async function sameAnswer(appUrl: string, baselineUrl: string, token: string, path: string): Promise<boolean> {
  const fetchBoth = (base: string) => fetch(`${base}${path}`, { headers: { "x-access-token": token } });
  const [app, baseline] = await Promise.all([fetchBoth(appUrl), fetchBoth(baselineUrl)]);
  if (app.status !== 200 || baseline.status !== 200) throw new Error(`${path}: app ${app.status}, baseline ${baseline.status}`);
  const sameTotal = app.headers.get("x-total-count") === baseline.headers.get("x-total-count");
  return sameTotal && isDeepStrictEqual(await app.json(), await baseline.json());
}

// ---------------------------------------------------------------- one scale

interface ScenarioResult {
  name: string;
  what: string;
  read: boolean;
  sameJson: boolean | null;
  app: Measure;
  baseline: Measure;
  ratio: number;
}

/** One download of every listing as CSV (GET /export/listings): how long, how big, and the app's memory meanwhile. */
interface ExportMeasure {
  rows: number;
  megabytes: number;
  seconds: number;
  rssBeforeMb: number;
  rssMaxMb: number;
}

async function measureExport(appUrl: string, token: string, serverPid: number): Promise<ExportMeasure> {
  const rssBeforeMb = rssMb(serverPid);
  const rss = sampleRss(serverPid);
  const started = performance.now();
  const response = await fetch(`${appUrl}/api/v1/export/listings`, { headers: { "x-access-token": token } });
  if (response.status !== 200 || !response.body) throw new Error(`export: ${response.status} ${await response.text()}`);
  let bytes = 0;
  let lines = 0;
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    bytes += chunk.byteLength;
    for (const byte of chunk) if (byte === 10) lines++;
  }
  const seconds = (performance.now() - started) / 1000;
  const rows = lines - 1;
  if (rows !== Number(response.headers.get("x-total-count")))
    throw new Error(`export: ${rows} rows, X-Total-Count ${response.headers.get("x-total-count")}`);
  return {
    rows,
    megabytes: Math.round((bytes / 1024 / 1024) * 10) / 10,
    seconds: Math.round(seconds * 10) / 10,
    rssBeforeMb,
    rssMaxMb: rss.stop(),
  };
}

/**
 * The owner statement as a PDF (GET /accounts/{id}/statement?format=pdf), two ways: one month of a typical owner
 * (client 1), downloaded in turn STATEMENT_PDF_RUNS times for its p50; and the big ledger's (client 0) longest period
 * the API allows — five years up to today, nearly its whole history — once, with the app's RSS meanwhile.
 */
interface StatementPdfMeasure {
  monthP50Ms: number;
  monthKb: number;
  historyEntries: number;
  historyMegabytes: number;
  historySeconds: number;
  rssBeforeMb: number;
  rssMaxMb: number;
}

const STATEMENT_PDF_RUNS = 15;

async function downloadPdf(url: string, token: string): Promise<number> {
  const response = await fetch(url, { headers: { "x-access-token": token } });
  if (response.status !== 200 || !response.body) throw new Error(`statement PDF: ${response.status} ${await response.text()}`);
  let bytes = 0;
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) bytes += chunk.byteLength;
  return bytes;
}

async function measureStatementPdf(appUrl: string, token: string, serverPid: number): Promise<StatementPdfMeasure> {
  const today = new Date();
  const monthStart = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 1, 1)).toISOString().slice(0, 10);
  const monthEnd = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 0)).toISOString().slice(0, 10);
  const month = `${appUrl}/api/v1/accounts/${benchId("client", 1)}/statement?format=pdf&from=${monthStart}&to=${monthEnd}`;
  const times: number[] = [];
  let monthBytes = 0;
  for (let run = 0; run < STATEMENT_PDF_RUNS; run++) {
    const started = performance.now();
    monthBytes = await downloadPdf(month, token);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);

  const to = today.toISOString().slice(0, 10);
  const from = new Date(Date.UTC(today.getUTCFullYear() - 5, today.getUTCMonth(), today.getUTCDate() + 2)).toISOString().slice(0, 10);
  const base = `${appUrl}/api/v1/accounts/${benchId("client", 0)}/statement?from=${from}&to=${to}`;
  const head = await fetch(`${base}&limit=1`, { headers: { "x-access-token": token } });
  const historyEntries = Number(head.headers.get("x-total-count"));
  const rssBeforeMb = rssMb(serverPid);
  const rss = sampleRss(serverPid);
  const started = performance.now();
  const historyBytes = await downloadPdf(`${base}&format=pdf`, token);
  return {
    monthP50Ms: Math.round(times[Math.floor(times.length / 2)]!),
    monthKb: Math.round(monthBytes / 1024),
    historyEntries,
    historyMegabytes: Math.round((historyBytes / 1024 / 1024) * 10) / 10,
    historySeconds: Math.round((performance.now() - started) / 100) / 10,
    rssBeforeMb,
    rssMaxMb: rss.stop(),
  };
}

/**
 * The fixed cost per request: the console's JSON 404 for an unknown /api/v1 path (no session, no database)
 * against the minimal Next.js app's empty routes — its catch-all (the same route shape) and a static one.
 */
interface FixedCost {
  app: Measure;
  minimalCatchAll: Measure;
  minimalStatic: Measure;
  /** app / minimal catch-all: the budget. */
  ratio: number;
  /** app / minimal static route: what the catch-all routing adds on top, for the record. */
  ratioToStatic: number;
}

const UNKNOWN_API_PATH = "/api/v1/no-such-route";

/** Two rounds in turn (minimal static, minimal catch-all, app), so a drift in the machine's load hits all three alike. */
async function measureFixedCost(appUrl: string, minimalUrl: string, options: Options): Promise<FixedCost> {
  const targets = {
    minimalStatic: `${minimalUrl}${MINIMAL_ROUTES.empty}`,
    minimalCatchAll: `${minimalUrl}${MINIMAL_ROUTES.catchAll}`,
    app: `${appUrl}${UNKNOWN_API_PATH}`,
  };
  const rounds: Record<keyof typeof targets, Measure[]> = { minimalStatic: [], minimalCatchAll: [], app: [] };
  for (let round = 0; round < 2; round++) {
    for (const [name, url] of Object.entries(targets) as [keyof typeof targets, string][]) {
      if (options.warmup > 0) await load(url, null, [{ method: "GET" }], options.warmup, options.connections, 404);
      rounds[name].push(await load(url, null, [{ method: "GET" }], options.duration / 2, options.connections, 404));
    }
  }
  const mean = (measures: Measure[]): Measure => {
    const avg = (pick: (m: Measure) => number) => Math.round((measures.reduce((sum, m) => sum + pick(m), 0) / measures.length) * 10) / 10;
    const sum = (pick: (m: Measure) => number) => measures.reduce((total, m) => total + pick(m), 0);
    return {
      requestsPerSecond: avg((m) => m.requestsPerSecond),
      p50: avg((m) => m.p50),
      p99: avg((m) => m.p99),
      requests: sum((m) => m.requests),
      non2xx: sum((m) => m.non2xx),
      errors: sum((m) => m.errors),
    };
  };
  const app = mean(rounds.app);
  const minimalCatchAll = mean(rounds.minimalCatchAll);
  const minimalStatic = mean(rounds.minimalStatic);
  const ratio = (a: Measure, b: Measure) =>
    b.requestsPerSecond > 0 ? Math.round((a.requestsPerSecond / b.requestsPerSecond) * 100) / 100 : 0;
  return { app, minimalCatchAll, minimalStatic, ratio: ratio(app, minimalCatchAll), ratioToStatic: ratio(app, minimalStatic) };
}

interface ScaleResult {
  scale: number;
  fixedCost: FixedCost;
  exportListings: ExportMeasure;
  statementPdf: StatementPdfMeasure;
  searchPlans: SearchPlan[];
  counts: BenchCounts;
  loadSeconds: number;
  loadSteps: { label: string; seconds: number }[];
  scenarios: ScenarioResult[];
  mixedRssMaxMb: number;
  rssMaxMb: number;
}

async function runScale(scale: number, options: Options, log: (line: string) => void): Promise<ScaleResult> {
  log(`\n== scale ${scale}: generating`);
  const generated: GeneratedDatabase = await generateDatabase(scale, log);
  log(`   loaded in ${generated.loadSeconds.toFixed(1)} s`);
  let app: AppServer | undefined;
  let baseline: ChildProcess | undefined;
  let minimal: ChildProcess | undefined;
  try {
    app = await startApp({
      databaseUrl: generated.database.url,
      port: PORT_BASE,
      // One token for the whole run: the baseline phases must not idle it out.
      env: { SESSION_IDLE_TIMEOUT_MS: String(3_600_000) },
    });
    const baselinePort = PORT_BASE + 1;
    baseline = await startBaseline(baselinePort, generated.database.url);
    const baselineUrl = `http://127.0.0.1:${baselinePort}`;
    const serverPid = nextServerPid(app.process.pid!);
    if (!serverPid) throw new Error("Could not find the next-server process of the app");
    const token = await signIn(app.url);
    const minimalApp = await startMinimalApp(PORT_BASE + 2);
    minimal = minimalApp.process;

    const list = scenarios(generated.counts);
    const results: ScenarioResult[] = [];
    let rssMaxMb = rssMb(serverPid);
    const measureBoth = async (requests: autocannon.Request[], onApp?: () => () => number) => {
      const measured: Record<"app" | "baseline", Measure> = {} as never;
      for (const [target, url] of [
        ["app", app!.url],
        ["baseline", baselineUrl],
      ] as const) {
        if (options.warmup > 0) await load(url, token, requests, options.warmup, options.connections);
        const stopSampling = target === "app" ? (onApp?.() ?? null) : null;
        const rss = target === "app" ? sampleRss(serverPid) : null;
        measured[target] = await load(url, token, requests, options.duration, options.connections);
        if (rss) rssMaxMb = Math.max(rssMaxMb, rss.stop());
        stopSampling?.();
      }
      return measured;
    };

    log(
      `   app ${app.url} (next-server pid ${serverPid}), baseline ${baselineUrl}; ${options.connections} connections, ${options.warmup} s warm-up + ${options.duration} s`,
    );
    const fixedCost = await measureFixedCost(app.url, minimalApp.url, options);
    await stopChild(minimal);
    log(
      `   fixed cost (empty /api/v1 route, 404): app ${fixedCost.app.requestsPerSecond.toFixed(0)} req/s; minimal Next.js app ` +
        `${fixedCost.minimalCatchAll.requestsPerSecond.toFixed(0)} (catch-all), ${fixedCost.minimalStatic.requestsPerSecond.toFixed(0)} (static); ` +
        `ratio ${fixedCost.ratio.toFixed(2)} (${fixedCost.ratioToStatic.toFixed(2)} of the static route)`,
    );
    log(
      `   ${"scenario".padEnd(24)} ${"app req/s".padStart(10)} ${"p50".padStart(5)} ${"p99".padStart(5)} │ ${"base req/s".padStart(10)} ${"p50".padStart(5)} ${"p99".padStart(5)} │ ratio  same JSON`,
    );
    for (const scenario of list.filter((s) => options.only.length === 0 || options.only.includes(s.name))) {
      const sameJson = scenario.read ? await sameAnswer(app.url, baselineUrl, token, scenario.request.path!) : null;
      const measured = await measureBoth([scenario.request]);
      const result = toResult(scenario, sameJson, measured);
      results.push(result);
      log(formatRow(result));
    }

    let mixedRssMaxMb = 0;
    const mixed = await measureBoth(
      list.map((scenario) => scenario.request),
      () => {
        const rss = sampleRss(serverPid);
        return () => (mixedRssMaxMb = rss.stop());
      },
    );
    const mixedResult = toResult(
      { name: "mixed", what: "every scenario above in turn on each connection", read: false, request: {} },
      null,
      mixed,
    );
    results.push(mixedResult);
    log(formatRow(mixedResult));
    log(`   app RSS: max ${mixedRssMaxMb} MB through the mixed run, ${rssMaxMb} MB over the whole scale`);
    const exportListings = await measureExport(app.url, token, serverPid);
    log(
      `   export of every listing: ${exportListings.rows} rows, ${exportListings.megabytes} MB in ${exportListings.seconds} s; app RSS ${exportListings.rssBeforeMb} → max ${exportListings.rssMaxMb} MB`,
    );
    const statementPdf = await measureStatementPdf(app.url, token, serverPid);
    log(
      `   statement PDF: one month ${statementPdf.monthP50Ms} ms p50 (${statementPdf.monthKb} KB); five years of the big ledger ` +
        `${statementPdf.historyEntries} entries, ${statementPdf.historyMegabytes} MB in ${statementPdf.historySeconds} s; app RSS ${statementPdf.rssBeforeMb} → max ${statementPdf.rssMaxMb} MB`,
    );
    const plans = await searchPlans(generated.database.url);
    for (const plan of plans) {
      log(
        `   plan ${plan.statement.padEnd(28)} ${String(plan.medianMs).padStart(7)} ms  trigram: ${plan.trigramIndexes.join(", ") || "—"}; whole tables: ${plan.seqScans.join(", ") || "none"}`,
      );
    }
    return {
      scale,
      fixedCost,
      exportListings,
      statementPdf,
      searchPlans: plans,
      counts: generated.counts,
      loadSeconds: Math.round(generated.loadSeconds * 10) / 10,
      loadSteps: generated.steps.map((step) => ({ label: step.label, seconds: Math.round(step.seconds * 10) / 10 })),
      scenarios: results,
      mixedRssMaxMb,
      rssMaxMb: Math.max(rssMaxMb, mixedRssMaxMb),
    };
  } finally {
    if (minimal) await stopChild(minimal);
    if (baseline) await stopChild(baseline);
    if (app) await app.stop();
    await generated.database.drop().catch((error) => log(`could not drop ${generated.database.name}: ${error}`));
  }
}

function toResult(scenario: Scenario, sameJson: boolean | null, measured: Record<"app" | "baseline", Measure>): ScenarioResult {
  const ratio = measured.baseline.requestsPerSecond > 0 ? measured.app.requestsPerSecond / measured.baseline.requestsPerSecond : 0;
  return { name: scenario.name, what: scenario.what, read: scenario.read, sameJson, ...measured, ratio: Math.round(ratio * 100) / 100 };
}

function formatRow(result: ScenarioResult): string {
  const side = (m: Measure) => `${m.requestsPerSecond.toFixed(0).padStart(10)} ${String(m.p50).padStart(5)} ${String(m.p99).padStart(5)}`;
  const same = result.sameJson === null ? "—" : result.sameJson ? "yes" : "NO";
  return `   ${result.name.padEnd(24)} ${side(result.app)} │ ${side(result.baseline)} │ ${result.ratio.toFixed(2).padStart(5)}  ${same}`;
}

// ---------------------------------------------------------------- budgets and report

interface BudgetCheck {
  budget: string;
  scenario: string;
  value: string;
  target: string;
  pass: boolean;
}

function checkBudgets(results: ScaleResult[], connections: number): BudgetCheck[] {
  const largest = results[results.length - 1]!;
  const smallest = results[0]!;
  const checks: BudgetCheck[] = [];
  const { fixedCost } = largest;
  checks.push({
    budget: `fixed cost: empty /api/v1 route ≥ ${BUDGET.fixedCost * 100}% of a minimal Next.js app's (scale ${largest.scale})`,
    scenario: "empty-route",
    value: `${Math.round(fixedCost.ratio * 100)}%`,
    target: `≥ ${BUDGET.fixedCost * 100}%`,
    pass: fixedCost.ratio >= BUDGET.fixedCost,
  });
  const ceiling = fixedCost.minimalStatic.requestsPerSecond;
  for (const result of largest.scenarios.filter((scenario) => CHEAP_READS.includes(scenario.name))) {
    // Where half the baseline is more than the framework serves at all, the target is a share of the framework's own ceiling.
    const againstCeiling = result.baseline.requestsPerSecond * BUDGET.ratio > ceiling;
    const share = againstCeiling ? result.app.requestsPerSecond / ceiling : result.ratio;
    const target = againstCeiling ? BUDGET.minimalShare : BUDGET.ratio;
    checks.push({
      budget: againstCeiling
        ? `req/s ≥ ${target * 100}% of the minimal app's empty route (scale ${largest.scale})`
        : `req/s ≥ ${target * 100}% of baseline (scale ${largest.scale})`,
      scenario: result.name,
      value: `${Math.round(share * 100)}%`,
      target: `≥ ${target * 100}%`,
      pass: share >= target,
    });
  }
  for (const result of largest.scenarios.filter((scenario) => scenario.read)) {
    checks.push({
      budget: `p99 ≤ ${BUDGET.p99Factor}× the baseline's p99 at ${connections} connections (scale ${largest.scale})`,
      scenario: result.name,
      value: `${result.app.p99} ms (${result.baseline.p99} ms)`,
      target: `≤ ${BUDGET.p99Factor * result.baseline.p99} ms`,
      pass: result.app.p99 <= BUDGET.p99Factor * result.baseline.p99,
    });
  }
  if (largest !== smallest) {
    for (const growth of p50Growth(smallest, largest)) {
      checks.push({
        budget: `p50 scale ${largest.scale} ≤ ${BUDGET.growth}× scale ${smallest.scale}`,
        scenario: growth.name,
        value: `${growth.factor.toFixed(2)}×`,
        target: `≤ ${BUDGET.growth}×`,
        pass: growth.factor <= BUDGET.growth,
      });
    }
  }
  if (largest !== smallest) {
    const factor = Math.max(1, largest.statementPdf.monthP50Ms) / Math.max(1, smallest.statementPdf.monthP50Ms);
    checks.push({
      budget: `p50 scale ${largest.scale} ≤ ${BUDGET.growth}× scale ${smallest.scale}`,
      scenario: "statement-pdf-month",
      value: `${factor.toFixed(2)}×`,
      target: `≤ ${BUDGET.growth}×`,
      pass: factor <= BUDGET.growth,
    });
  }
  for (const result of results) {
    checks.push({
      budget: `RSS < ${BUDGET.rssMb} MB while the longest statement PDF is made (scale ${result.scale})`,
      scenario: "statement-pdf-history",
      value: `${result.statementPdf.rssMaxMb} MB (${result.statementPdf.historyEntries} entries)`,
      target: `< ${BUDGET.rssMb} MB`,
      pass: result.statementPdf.rssMaxMb < BUDGET.rssMb,
    });
  }
  for (const result of results) {
    checks.push({
      budget: `RSS < ${BUDGET.rssMb} MB through the mixed run (scale ${result.scale})`,
      scenario: "mixed",
      value: `${result.mixedRssMaxMb} MB`,
      target: `< ${BUDGET.rssMb} MB`,
      pass: result.mixedRssMaxMb < BUDGET.rssMb,
    });
  }
  return checks;
}

/** p50 growth; a p50 of 0 ms (autocannon's resolution is 1 ms) counts as 1 ms. */
function p50Growth(smallest: ScaleResult, largest: ScaleResult) {
  return largest.scenarios.map((result) => {
    const before = smallest.scenarios.find((scenario) => scenario.name === result.name)!;
    return {
      name: result.name,
      small: before.app.p50,
      large: result.app.p50,
      factor: Math.max(1, result.app.p50) / Math.max(1, before.app.p50),
    };
  });
}

async function machine(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const version = (await client.query<{ server_version: string }>("SHOW server_version")).rows[0]!.server_version;
    return {
      cores: cpus().length,
      cpu: cpus()[0]?.model ?? "unknown",
      ramGb: Math.round(totalmem() / 1024 ** 3),
      node: process.version,
      postgres: version,
      /** 1-minute load average when the report was written: how busy the machine was with other work. */
      loadAverage: Math.round(loadavg()[0]! * 10) / 10,
    };
  } finally {
    await client.end();
  }
}

function markdownReport(report: Report): string {
  const lines: string[] = [];
  const m = report.machine;
  lines.push(
    `Run of ${report.date.slice(0, 16).replace("T", " ")} UTC on ${m.cores} cores (${m.cpu}), ${m.ramGb} GB RAM, Node ${m.node}, PostgreSQL ${m.postgres}, ` +
      `load average ${m.loadAverage} at the end (${m.cores} or more means other work competed for the CPU); ` +
      `autocannon on the same machine, ${report.options.connections} connections, ${report.options.warmup} s warm-up + ${report.options.duration} s per scenario and server.`,
    "",
  );
  for (const scale of report.scales) {
    lines.push(
      `**Scale ${scale.scale}** — ${scale.counts.clients.toLocaleString("en")} clients, ${scale.counts.listings.toLocaleString("en")} listings, ` +
        `${scale.counts.serviceOrders.toLocaleString("en")} service orders, ${scale.counts.reminders.toLocaleString("en")} reminders, ` +
        `${scale.counts.ledgerEntries.toLocaleString("en")} ledger entries; loaded in ${scale.loadSeconds} s. ` +
        `App RSS: max ${scale.mixedRssMaxMb} MB through the mixed run.`,
      "",
      `Fixed cost (the JSON 404 of an unknown /api/v1 path, no session, no database): the app ${scale.fixedCost.app.requestsPerSecond.toFixed(0)} req/s ` +
        `(p99 ${scale.fixedCost.app.p99} ms); a minimal Next.js app's empty catch-all route ${scale.fixedCost.minimalCatchAll.requestsPerSecond.toFixed(0)} req/s, ` +
        `its empty static route ${scale.fixedCost.minimalStatic.requestsPerSecond.toFixed(0)} req/s: ratio ${scale.fixedCost.ratio.toFixed(2)} ` +
        `(${scale.fixedCost.ratioToStatic.toFixed(2)} of the static route).`,
      "",
      "| Scenario | App req/s | App p50 ms | App p99 ms | Baseline req/s | Baseline p50 ms | Baseline p99 ms | App/baseline | Same JSON |",
      "|---|---:|---:|---:|---:|---:|---:|---:|:---:|",
    );
    for (const r of scale.scenarios) {
      const same = r.sameJson === null ? "—" : r.sameJson ? "yes" : "**no**";
      lines.push(
        `| ${r.name} | ${r.app.requestsPerSecond.toFixed(0)} | ${r.app.p50} | ${r.app.p99} | ${r.baseline.requestsPerSecond.toFixed(0)} | ${r.baseline.p50} | ${r.baseline.p99} | ${r.ratio.toFixed(2)} | ${same} |`,
      );
    }
    lines.push("");
    const exported = scale.exportListings;
    lines.push(
      `Export of every listing (\`GET /export/listings\`): ${exported.rows.toLocaleString("en")} rows, ${exported.megabytes} MB in ${exported.seconds} s; ` +
        `app RSS ${exported.rssBeforeMb} MB before, at most ${exported.rssMaxMb} MB during.`,
      `Owner statement PDF: one month of a typical owner ${scale.statementPdf.monthP50Ms} ms p50 (${scale.statementPdf.monthKb} KB); five years of the big ledger, ` +
        `${scale.statementPdf.historyEntries.toLocaleString("en")} entries, ${scale.statementPdf.historyMegabytes} MB in ${scale.statementPdf.historySeconds} s; ` +
        `app RSS ${scale.statementPdf.rssBeforeMb} MB before, at most ${scale.statementPdf.rssMaxMb} MB during.`,
      "",
      "| Search statement | Median in the database | Trigram indexes read | Tables read whole |",
      "|---|---:|---|---|",
      ...scale.searchPlans.map(
        (plan) =>
          `| ${plan.statement} | ${plan.medianMs} ms | ${plan.trigramIndexes.join(", ") || "—"} | ${plan.seqScans.join(", ") || "none"} |`,
      ),
      "",
    );
  }
  if (report.growth.length) {
    const [small, large] = [report.scales[0]!.scale, report.scales[report.scales.length - 1]!.scale];
    lines.push(`**p50 growth, scale ${large} / scale ${small}** (autocannon resolves 1 ms; 0 ms counts as 1 ms)`, "");
    lines.push(`| Scenario | p50 scale ${small} ms | p50 scale ${large} ms | Growth |`, "|---|---:|---:|---:|");
    for (const g of report.growth) lines.push(`| ${g.name} | ${g.small} | ${g.large} | ${g.factor.toFixed(2)}× |`);
    lines.push("");
  }
  lines.push("**Budgets**", "", "| Budget | Scenario | Value | Target | |", "|---|---|---:|---:|:---:|");
  for (const check of report.budgets)
    lines.push(`| ${check.budget} | ${check.scenario} | ${check.value} | ${check.target} | ${check.pass ? "PASS" : "**MISS**"} |`);
  lines.push(
    "",
    "The baseline checks the access token with the app's one statement but skips everything else of the app's request path (routing, validation, Prisma, next-auth); see “The baseline” above.",
  );
  return lines.join("\n");
}

interface Report {
  date: string;
  options: Options;
  machine: Awaited<ReturnType<typeof machine>>;
  scales: ScaleResult[];
  growth: ReturnType<typeof p50Growth>;
  budgets: BudgetCheck[];
  failures: string[];
}

/** A partial run (--only) writes bench-results/ only; the committed results and the doc keep the last full run. */
function writeReport(report: Report) {
  const partial = report.options.only.length > 0;
  for (const file of partial ? [RESULTS_FILE] : [RESULTS_FILE, COMMITTED_RESULTS_FILE]) {
    mkdirSync(join(file, ".."), { recursive: true });
    writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  }
  if (partial || !existsSync(PERFORMANCE_DOC)) return;
  const doc = readFileSync(PERFORMANCE_DOC, "utf8");
  const start = doc.indexOf(MARKER_START);
  const end = doc.indexOf(MARKER_END);
  if (start < 0 || end < start) {
    console.warn(`${PERFORMANCE_DOC} has no ${MARKER_START} … ${MARKER_END} section; not updated.`);
    return;
  }
  writeFileSync(PERFORMANCE_DOC, `${doc.slice(0, start + MARKER_START.length)}\n${markdownReport(report)}\n${doc.slice(end)}`);
}

function ensureBuild() {
  const distDir = process.env.NEXT_DIST_DIR || ".next";
  if (existsSync(join(distDir, "BUILD_ID"))) return;
  console.log("No production build: running `next build` first.");
  const built = spawnSync("npx", ["next", "build"], { stdio: "inherit", env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" } });
  if (built.status !== 0) throw new Error("next build failed");
}

async function main() {
  const options = parseOptions(process.argv.slice(2));
  ensureBuild();
  ensureMinimalBuild();
  const log = (line: string) => console.log(line);
  const results: ScaleResult[] = [];
  for (const scale of options.scales) results.push(await runScale(scale, options, log));

  const detailedFailures = results.flatMap((scale) =>
    scale.scenarios.flatMap((scenario) =>
      (["app", "baseline"] as const)
        .filter((target) => scenario[target].non2xx > 0 || scenario[target].errors > 0)
        .map(
          (target) =>
            `scale ${scale.scale}, ${scenario.name}, ${target}: ${scenario[target].non2xx} non-2xx answers, ${scenario[target].errors} errors/timeouts`,
        ),
    ),
  );
  const growth = results.length > 1 ? p50Growth(results[0]!, results[results.length - 1]!) : [];
  const report: Report = {
    date: new Date().toISOString(),
    options,
    machine: await machine(process.env.TEST_PG_URL || "postgres://postgres@127.0.0.1:5432/postgres"),
    scales: results,
    growth,
    budgets: checkBudgets(results, options.connections),
    failures: detailedFailures,
  };

  if (growth.length) {
    log(`\n== p50 growth, scale ${results[results.length - 1]!.scale} / scale ${results[0]!.scale}`);
    for (const g of growth)
      log(`   ${g.name.padEnd(24)} ${String(g.small).padStart(4)} ms → ${String(g.large).padStart(4)} ms  ${g.factor.toFixed(2)}×`);
  }
  log("\n== budgets");
  for (const check of report.budgets)
    log(`   ${check.pass ? "PASS" : "MISS"}  ${check.budget.padEnd(52)} ${check.scenario.padEnd(24)} ${check.value} (${check.target})`);
  writeReport(report);
  log(`\nResults: ${RESULTS_FILE}, ${COMMITTED_RESULTS_FILE}, ${PERFORMANCE_DOC}`);

  if (report.failures.length) {
    console.error("\nERRORS during the run (results above are not trustworthy):");
    for (const failure of report.failures) console.error(`   ${failure}`);
    process.exit(1);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
