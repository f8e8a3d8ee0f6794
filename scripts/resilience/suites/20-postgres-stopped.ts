/**
 * Issue 9, Faults: PostgreSQL stopped in the middle of a load run.
 *
 * On a private PostgreSQL cluster (never the machine's shared server), one
 * app instance takes concurrent ledger postings (some back-dated, so they
 * recompute later closing balances) and list reads. PostgreSQL is then
 * stopped with `pg_ctl -m immediate` (a crash as the app sees it) and
 * started again a few seconds later. Proven:
 * - while it is down every request fails fast (under MAX_DOWN_LATENCY_MS)
 *   with 503 and the one error body, and GET /api/v1/health answers 503;
 * - nothing answers 500 or hangs, before, during or after;
 * - after it is back the same process recovers on its own: health 200 and
 *   postings acknowledged again within RECOVERY_LIMIT_MS;
 * - every acknowledged posting is in the database, and the ledger
 *   invariants hold (no half-written entry).
 */
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
  sleep,
  startApp,
  writeFigures,
  type ApiAnswer,
  type AppServer,
} from "../support";

const WRITERS = 6;
const READERS = 3;
const CLIENTS = 6;
const HEALTHY_LOAD_MS = 5_000;
const DOWN_MS = 6_000;
const AFTER_RECOVERY_LOAD_MS = 4_000;
const MAX_DOWN_LATENCY_MS = 6_000;
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
      const answer = await this.record("write", "/api/v1/accounts/transactions/register", postingBody(clientId, serial));
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
      const answer = await this.record("read", path);
      if (answer.status !== 200) await sleep(50);
    }
  }

  async record(kind: Sample["kind"], path: string, body?: unknown): Promise<ApiAnswer> {
    const startedAt = Date.now();
    const answer = await callApi(this.baseUrl, path, { token: kind === "health" ? undefined : this.token, body });
    this.samples.push({ kind, startedAt, answer });
    return answer;
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

async function pollUntil(load: LoadRun, deadline: number, ok: () => Promise<boolean>): Promise<boolean> {
  while (Date.now() < deadline) {
    if (await ok()) return true;
    await sleep(200);
  }
  return false;
}

function describe(sample: Sample): string {
  return `${sample.kind} → ${sample.answer.status} in ${Math.round(sample.answer.ms)} ms: ${JSON.stringify(sample.answer.body).slice(0, 300)}`;
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

    const load = new LoadRun(app.url, token, clientIds);
    load.start();
    await sleep(HEALTHY_LOAD_MS);

    const stopRequestedAt = Date.now();
    cluster.stop("immediate");
    const downFrom = Date.now();
    console.log(`   PostgreSQL stopped (pg_ctl -m immediate took ${downFrom - stopRequestedAt} ms); load continues`);
    const healthWhileDown: Sample[] = [];
    while (Date.now() < downFrom + DOWN_MS) {
      await load.record("health", "/api/v1/health");
      healthWhileDown.push(load.samples.at(-1)!);
      await sleep(500);
    }

    const upFrom = Date.now();
    cluster.start();
    const startedAt = Date.now();
    console.log(`   PostgreSQL started again (pg_ctl start took ${startedAt - upFrom} ms)`);
    const healthy = await pollUntil(load, startedAt + RECOVERY_LIMIT_MS, async () => (await load.record("health", "/api/v1/health")).status === 200);
    const healthRecoveredAt = Date.now();
    const writesRecovered = await pollUntil(load, startedAt + RECOVERY_LIMIT_MS, async () => load.firstAcknowledgedWriteAfter(startedAt) !== undefined);
    await sleep(AFTER_RECOVERY_LOAD_MS);
    await load.stop();
    const writeRecoveredAt = load.firstAcknowledgedWriteAfter(startedAt);

    // ---- what the clients saw
    const unexpected = load.samples.filter((sample) => ![200, 201, 503].includes(sample.answer.status));
    check(unexpected.length === 0, `only 200/201/503 expected; got ${unexpected.length} others, e.g. ${unexpected.slice(0, 3).map(describe).join(" | ")}`);
    const badBodies = load.samples.filter((sample) => sample.answer.status === 503 && sample.kind !== "health" && !isErrorBody(sample.answer.body, 503));
    check(badBodies.length === 0, `every 503 carries the one error body; e.g. ${badBodies.slice(0, 3).map(describe).join(" | ")}`);
    const slowest = load.samples.reduce((max, sample) => Math.max(max, sample.answer.ms), 0);
    check(slowest < MAX_ANY_LATENCY_MS, `no request took ${MAX_ANY_LATENCY_MS} ms or more (slowest ${Math.round(slowest)} ms)`);

    const whileDown = load.samples.filter((sample) => sample.startedAt >= downFrom && sample.startedAt < upFrom && sample.kind !== "health");
    check(whileDown.length >= 20, `enough requests while PostgreSQL was down (${whileDown.length})`);
    const answeredWhileDown = whileDown.filter((sample) => sample.answer.status !== 503);
    check(answeredWhileDown.length === 0, `every request while down answered 503; e.g. ${answeredWhileDown.slice(0, 3).map(describe).join(" | ")}`);
    const maxDownLatency = whileDown.reduce((max, sample) => Math.max(max, sample.answer.ms), 0);
    check(maxDownLatency < MAX_DOWN_LATENCY_MS, `requests while down failed within ${MAX_DOWN_LATENCY_MS} ms (slowest ${Math.round(maxDownLatency)} ms)`);
    check(
      healthWhileDown.length > 0 && healthWhileDown.every((sample) => sample.answer.status === 503),
      `health answered 503 while down: ${healthWhileDown.map((sample) => sample.answer.status).join(",")}`,
    );

    check(healthy, `health answered 200 within ${RECOVERY_LIMIT_MS} ms of PostgreSQL being back`);
    check(writesRecovered && writeRecoveredAt !== undefined, `postings were acknowledged again within ${RECOVERY_LIMIT_MS} ms`);
    const writesBefore = load.samples.filter((sample) => sample.kind === "write" && sample.startedAt < stopRequestedAt && sample.answer.status === 201);
    check(writesBefore.length > 0, "postings were acknowledged before the stop");

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
      secondsDown: Number(((upFrom - downFrom) / 1000).toFixed(1)),
      requestsWhileDown: whileDown.length,
      maxLatencyWhileDownMs: Math.round(maxDownLatency),
      maxLatencyOverallMs: Math.round(slowest),
      healthRecoverySeconds: Number(((healthRecoveredAt - startedAt) / 1000).toFixed(2)),
      writeRecoverySeconds: Number(((writeRecoveredAt! - startedAt) / 1000).toFixed(2)),
      statusCounts: countStatuses(load.samples),
    };
    writeFigures("postgres-stopped", figures);
    console.log(
      `   Proved: ${whileDown.length} requests while PostgreSQL was down for ${figures.secondsDown} s all answered 503 with the error body ` +
        `(slowest ${figures.maxLatencyWhileDownMs} ms), health 503 while down; recovered without restart (health in ` +
        `${figures.healthRecoverySeconds} s, postings in ${figures.writeRecoverySeconds} s); ${figures.acknowledgedWritesChecked} ` +
        `acknowledged postings all stored; ${ledger.entries} entries in ${ledger.accounts} ledgers consistent. ${figures.requestsSent} requests in all.`,
    );
    console.log(`   ${JSON.stringify(figures)}`);
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

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
