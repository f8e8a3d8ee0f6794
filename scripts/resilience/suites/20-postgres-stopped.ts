/**
 * Issue 9, Faults: PostgreSQL stopped in the middle of a load run.
 *
 * On a private PostgreSQL cluster (never the machine's shared server), one
 * app instance takes concurrent ledger postings (some back-dated, so they
 * recompute later closing balances) and list reads. PostgreSQL then goes
 * away three times, each followed by its return: stopped with
 * `pg_ctl -m immediate` (a crash as the app sees it), stopped with `-m fast`
 * (sessions ended with SQLSTATE 57P01, new ones refused while shutting
 * down), and frozen with SIGSTOP (connections stay open, nothing answers: a
 * hung host or a cut network). Proven for each:
 * - every request started while it is away is answered within the
 *   outage's latency limit (6 s stopped; frozen: the query timeout
 *   DATABASE_QUERY_TIMEOUT_MS plus 2.5 s); every one answered before
 *   PostgreSQL is back is a 503 with the one error body (one still waiting
 *   when it comes back may succeed); GET /api/v1/health answers 503 within 3 s;
 * - nothing answers 500 or hangs, before, during or after;
 * - after it is back the same process recovers on its own: health 200 and
 *   postings acknowledged again within RECOVERY_LIMIT_MS;
 * - every acknowledged posting is in the database, and the ledger
 *   invariants hold (no half-written entry).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import pg from "pg";
import { startPrivatePostgres, type PrivatePostgres } from "../private-postgres";
import {
  callApi,
  check,
  checkLedgerInvariants,
  createClients,
  isErrorBody,
  loginToken,
  migrateAndSeedUsers,
  missingEntries,
  postingBody,
  RESULTS_DIR,
  sleep,
  startApp,
  writeFigures,
  type ApiAnswer,
  type AppServer,
  runSuite,
} from "../support";

/** The app's default DATABASE_QUERY_TIMEOUT_MS (server/env.ts): the longest a query on a frozen server may wait. */
const APP_QUERY_TIMEOUT_MS = 5_000;

const OUTAGES = {
  immediate: { how: "pg_ctl stop -m immediate", awayMs: 6_000, maxLatencyMs: 6_000, minRequests: 20 },
  fast: { how: "pg_ctl stop -m fast", awayMs: 6_000, maxLatencyMs: 6_000, minRequests: 20 },
  frozen: { how: "SIGSTOP to every PostgreSQL process", awayMs: 20_000, maxLatencyMs: APP_QUERY_TIMEOUT_MS + 2_500, minRequests: 6 },
} as const;
type OutageMode = keyof typeof OUTAGES;
const MAX_HEALTH_LATENCY_MS = 3_000;
const WRITERS = 6;
const READERS = 3;
const CLIENTS = 6;
// Load before the first stop and after each recovery: windows of the behaviour (a stop under load), not waits for an outcome.
const HEALTHY_LOAD_MS = 5_000;
const AFTER_RECOVERY_LOAD_MS = 4_000;
const MAX_ANY_LATENCY_MS = 15_000;
const RECOVERY_LIMIT_MS = 20_000;

interface Sample {
  kind: "write" | "read" | "health";
  startedAt: number;
  answer: ApiAnswer;
}

class LoadRun {
  readonly samples: Sample[] = [];
  readonly acknowledgedIds: string[] = [];
  private running = true;
  private serial = 0;
  private readonly workers: Promise<void>[] = [];

  constructor(
    private readonly baseUrl: string,
    private readonly token: string,
    private readonly clientIds: string[],
  ) {}

  start(): void {
    for (let index = 0; index < WRITERS; index++) this.workers.push(this.writer());
    for (let index = 0; index < READERS; index++) this.workers.push(this.reader(index));
  }

  async stop(): Promise<void> {
    this.running = false;
    await Promise.all(this.workers);
  }

  /** When the first posting started at or after `since` was acknowledged, if any. */
  firstAcknowledgedWriteAfter(since: number): number | undefined {
    const times = this.samples
      .filter((sample) => sample.kind === "write" && sample.startedAt >= since && sample.answer.status === 201)
      .map((sample) => sample.startedAt + sample.answer.ms);
    return times.length ? Math.min(...times) : undefined;
  }

  private async writer(): Promise<void> {
    while (this.running) {
      const serial = ++this.serial;
      const clientId = this.clientIds[serial % this.clientIds.length]!;
      const { answer } = await this.record("write", "/api/v1/accounts/transactions/register", postingBody(clientId, serial));
      if (answer.status === 201) this.acknowledgedIds.push((answer.body as { _id: string })._id);
      if (answer.status !== 201) await sleep(50); // a failing database answers at once; do not spin
    }
  }

  private async reader(index: number): Promise<void> {
    let turn = index;
    while (this.running) {
      turn++;
      const clientId = this.clientIds[turn % this.clientIds.length]!;
      const path = turn % 2 === 0 ? `/api/v1/accounts/transactions?client=${clientId}&limit=20` : "/api/v1/clients?limit=20";
      const { answer } = await this.record("read", path);
      if (answer.status !== 200) await sleep(50);
    }
  }

  async record(kind: Sample["kind"], path: string, body?: unknown): Promise<Sample> {
    const startedAt = Date.now();
    const answer = await callApi(this.baseUrl, path, { token: kind === "health" ? undefined : this.token, body });
    const sample = { kind, startedAt, answer };
    this.samples.push(sample);
    return sample;
  }
}

async function createAppDatabase(cluster: PrivatePostgres): Promise<string> {
  const admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
  try {
    await admin.query("CREATE DATABASE agency");
  } finally {
    await admin.end();
  }
  const url = `postgres://postgres@127.0.0.1:${cluster.port}/agency`;
  await migrateAndSeedUsers(url);
  return url;
}

async function pollUntil(deadline: number, ok: () => Promise<boolean>): Promise<boolean> {
  while (Date.now() < deadline) {
    if (await ok()) return true;
    await sleep(200);
  }
  return false;
}

/** One stop of PostgreSQL under load and its recovery; times are Date.now() values. */
interface Outage {
  mode: OutageMode;
  downFrom: number;
  upFrom: number;
  startedAt: number;
  healthWhileDown: Sample[];
  healthRecoveredAt?: number;
  writeRecoveredAt?: number;
}

async function outage(cluster: PrivatePostgres, load: LoadRun, mode: OutageMode): Promise<Outage> {
  const stopRequestedAt = Date.now();
  if (mode === "frozen") await cluster.freeze();
  else await cluster.stop(mode);
  const downFrom = Date.now();
  console.log(
    `   PostgreSQL away at +${downFrom - timeOrigin} ms: ${OUTAGES[mode].how} (took ${downFrom - stopRequestedAt} ms); load continues`,
  );
  const healthWhileDown: Sample[] = [];
  while (Date.now() < downFrom + OUTAGES[mode].awayMs) {
    healthWhileDown.push(await load.record("health", "/api/v1/health"));
    await sleep(500);
  }

  const upFrom = Date.now();
  if (mode === "frozen") await cluster.thaw();
  else await cluster.start();
  const startedAt = Date.now();
  console.log(
    `   PostgreSQL back at +${startedAt - timeOrigin} ms (${mode === "frozen" ? "SIGCONT" : "pg_ctl start"} took ${startedAt - upFrom} ms)`,
  );
  const deadline = startedAt + RECOVERY_LIMIT_MS;
  const healthy = await pollUntil(deadline, async () => (await load.record("health", "/api/v1/health")).answer.status === 200);
  const healthRecoveredAt = healthy ? Date.now() : undefined;
  await pollUntil(deadline, async () => load.firstAcknowledgedWriteAfter(startedAt) !== undefined);
  return {
    mode,
    downFrom,
    upFrom,
    startedAt,
    healthWhileDown,
    healthRecoveredAt,
    writeRecoveredAt: load.firstAcknowledgedWriteAfter(startedAt),
  };
}

/** The API requests started while PostgreSQL was away. */
function requestsWhileDown(load: LoadRun, outage: Outage): Sample[] {
  return load.samples.filter(
    (sample) => sample.startedAt >= outage.downFrom && sample.startedAt < outage.upFrom && sample.kind !== "health",
  );
}

/** Of those, the ones answered before it came back (a request still waiting then may rightly succeed). */
function answeredWhileDown(load: LoadRun, outage: Outage): Sample[] {
  return requestsWhileDown(load, outage).filter((sample) => sample.startedAt + sample.answer.ms < outage.upFrom);
}

function checkOutage(load: LoadRun, outage: Outage): void {
  const { how, maxLatencyMs, minRequests } = OUTAGES[outage.mode];
  const label = how;
  const whileDown = requestsWhileDown(load, outage);
  const answeredAway = answeredWhileDown(load, outage);
  check(answeredAway.length >= minRequests, `${label}: enough requests answered while PostgreSQL was away (${answeredAway.length})`);
  const answered = answeredAway.filter((sample) => sample.answer.status !== 503);
  check(answered.length === 0, `${label}: every request while down answered 503; e.g. ${answered.slice(0, 3).map(describe).join(" | ")}`);
  const slowest = Math.max(...whileDown.map((sample) => sample.answer.ms));
  check(slowest < maxLatencyMs, `${label}: requests while away failed within ${maxLatencyMs} ms (slowest ${Math.round(slowest)} ms)`);
  const slowestHealth = Math.max(...outage.healthWhileDown.map((sample) => sample.answer.ms));
  check(
    slowestHealth < MAX_HEALTH_LATENCY_MS,
    `${label}: health answered within ${MAX_HEALTH_LATENCY_MS} ms (slowest ${Math.round(slowestHealth)} ms)`,
  );
  check(
    outage.healthWhileDown.length > 0 && outage.healthWhileDown.every((sample) => sample.answer.status === 503),
    `${label}: health answered 503 while down: ${outage.healthWhileDown.map((sample) => sample.answer.status).join(",")}`,
  );
  check(outage.healthRecoveredAt !== undefined, `${label}: health answered 200 within ${RECOVERY_LIMIT_MS} ms of PostgreSQL being back`);
  check(outage.writeRecoveredAt !== undefined, `${label}: postings were acknowledged again within ${RECOVERY_LIMIT_MS} ms`);
}

function outageFigures(load: LoadRun, outage: Outage) {
  const whileDown = requestsWhileDown(load, outage);
  const seconds = (until: number | undefined) => (until === undefined ? null : Number(((until - outage.startedAt) / 1000).toFixed(2)));
  return {
    mode: outage.mode,
    secondsDown: Number(((outage.upFrom - outage.downFrom) / 1000).toFixed(1)),
    requestsWhileDown: whileDown.length,
    answeredWhileDown: answeredWhileDown(load, outage).length,
    maxLatencyWhileDownMs: Math.round(Math.max(0, ...whileDown.map((sample) => sample.answer.ms))),
    maxHealthLatencyWhileDownMs: Math.round(Math.max(0, ...outage.healthWhileDown.map((sample) => sample.answer.ms))),
    healthRecoverySeconds: seconds(outage.healthRecoveredAt),
    writeRecoverySeconds: seconds(outage.writeRecoveredAt),
  };
}

let timeOrigin = 0;
function describe(sample: Sample): string {
  return `${sample.kind} at +${sample.startedAt - timeOrigin} ms → ${sample.answer.status} in ${Math.round(sample.answer.ms)} ms: ${JSON.stringify(sample.answer.body).slice(0, 300)}`;
}

async function main() {
  let cluster: PrivatePostgres | undefined;
  let app: AppServer | undefined;
  try {
    cluster = await startPrivatePostgres();
    const databaseUrl = await createAppDatabase(cluster);
    app = await startApp({ databaseUrl });
    const token = await loginToken(app.url);
    const clientIds = await createClients(app.url, token, CLIENTS, "Stopped-database");

    timeOrigin = Date.now();
    const load = new LoadRun(app.url, token, clientIds);
    load.start();
    await sleep(HEALTHY_LOAD_MS);

    const writesBefore = load.samples.filter((sample) => sample.kind === "write" && sample.answer.status === 201).length;
    const outages: Outage[] = [];
    for (const mode of Object.keys(OUTAGES) as OutageMode[]) {
      outages.push(await outage(cluster, load, mode));
      await sleep(AFTER_RECOVERY_LOAD_MS);
    }
    await load.stop();
    check(writesBefore > 0, "postings were acknowledged before the first stop");

    // ---- what the clients saw
    const unexpected = load.samples.filter((sample) => ![200, 201, 503].includes(sample.answer.status));
    check(
      unexpected.length === 0,
      `only 200/201/503 expected; got ${unexpected.length} others, e.g. ${unexpected.slice(0, 3).map(describe).join(" | ")}`,
    );
    const badBodies = load.samples.filter(
      (sample) => sample.answer.status === 503 && sample.kind !== "health" && !isErrorBody(sample.answer.body, 503),
    );
    check(badBodies.length === 0, `every 503 carries the one error body; e.g. ${badBodies.slice(0, 3).map(describe).join(" | ")}`);
    const slowest = load.samples.reduce((max, sample) => Math.max(max, sample.answer.ms), 0);
    check(slowest < MAX_ANY_LATENCY_MS, `no request took ${MAX_ANY_LATENCY_MS} ms or more (slowest ${Math.round(slowest)} ms)`);
    for (const result of outages) checkOutage(load, result);

    // ---- what the database holds
    const missing = await missingEntries(databaseUrl, load.acknowledgedIds);
    check(missing.length === 0, `every acknowledged posting is stored; missing ${missing.length}: ${missing.slice(0, 5).join(", ")}`);
    const ledger = await checkLedgerInvariants(databaseUrl);
    check(ledger.problems.length === 0, `ledger invariants hold:\n  ${ledger.problems.join("\n  ")}`);
    check(ledger.accounts === CLIENTS, `all ${CLIENTS} accounts were checked (${ledger.accounts})`);
    check(!/Unhandled API error/.test(app.stderr()), `the server logged no unhandled error:\n${app.stderr().slice(0, 2000)}`);

    const figures = {
      requestsSent: load.samples.length,
      writesSent: load.samples.filter((sample) => sample.kind === "write").length,
      acknowledgedWritesChecked: load.acknowledgedIds.length,
      unacknowledgedEntriesStored: ledger.entries - load.acknowledgedIds.length,
      ledgerEntriesChecked: ledger.entries,
      accountsChecked: ledger.accounts,
      outages: outages.map((result) => outageFigures(load, result)),
      maxLatencyWhileStoppedMs: Math.max(
        ...outages.filter((result) => result.mode !== "frozen").map((result) => outageFigures(load, result).maxLatencyWhileDownMs),
      ),
      maxLatencyOverallMs: Math.round(slowest),
      statusCounts: countStatuses(load.samples),
    };
    writeFigures("postgres-stopped", figures);
    for (const outage of figures.outages) {
      console.log(
        `   Proved (${OUTAGES[outage.mode].how}): ${outage.requestsWhileDown} requests started during ${outage.secondsDown} s away, ` +
          `the ${outage.answeredWhileDown} answered before PostgreSQL was back all 503 with the error body; slowest ${outage.maxLatencyWhileDownMs} ms; health 503 (slowest ${outage.maxHealthLatencyWhileDownMs} ms); recovered without restart ` +
          `(health in ${outage.healthRecoverySeconds} s, postings in ${outage.writeRecoverySeconds} s).`,
      );
    }
    console.log(
      `   Proved: all ${figures.acknowledgedWritesChecked} acknowledged postings stored; ${ledger.entries} entries in ${ledger.accounts} ` +
        `ledgers consistent; no 500, no hang (slowest request ${figures.maxLatencyOverallMs} ms) in ${figures.requestsSent} requests.`,
    );
    console.log(`   ${JSON.stringify(figures)}`);
  } catch (error) {
    if (app?.stderr()) {
      mkdirSync(RESULTS_DIR, { recursive: true });
      writeFileSync(join(RESULTS_DIR, "postgres-stopped.stderr.log"), app.stderr());
      writeFileSync(join(RESULTS_DIR, "postgres-stopped.postgres.log"), cluster?.log() ?? "");
      console.error(`   The server's stderr is in ${RESULTS_DIR}/postgres-stopped.stderr.log; its end:\n${app.stderr().slice(-2000)}`);
    }
    throw error;
  } finally {
    await app?.stop();
    cluster?.remove();
  }
}

function countStatuses(samples: Sample[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const sample of samples) counts[sample.answer.status] = (counts[sample.answer.status] ?? 0) + 1;
  return counts;
}

runSuite(main);
