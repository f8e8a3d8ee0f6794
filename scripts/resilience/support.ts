/**
 * What every resilience suite (scripts/resilience/suites/*.ts) needs — and
 * the benchmarks (scripts/bench) use too: a throwaway database migrated and
 * holding the test users, `npm start` servers on the production build, and a
 * place to write figures. Each suite owns its database and servers, so none
 * can disturb another or the Playwright run.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";
import pg from "pg";
import { API_ERROR_CODES } from "@/tests/support/error-codes";
import { migrateAndSeedUsers } from "@/tests/support/prepare-database";
import type { SmtpSink } from "@/tests/support/smtp-sink";
import { createTestDatabase, type TestDatabase } from "@/tests/support/test-database";
import { TEST_USERS, type TestUserKey } from "@/tests/support/test-users";

export const RESULTS_DIR = join("test-results", "resilience");

export { migrateAndSeedUsers };

/** A fresh database with the schema and the three test users of tests/support/test-users.ts. */
export async function prepareDatabase(): Promise<TestDatabase> {
  const database = await createTestDatabase();
  await migrateAndSeedUsers(database.url);
  return database;
}

/** A TCP port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

export interface AppServer {
  port: number;
  url: string;
  process: ChildProcess;
  /** Everything the server wrote to stderr so far (a suite may assert on it). */
  stderr(): string;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/** A shared secret, so that several instances accept each other's sessions. */
export const RESILIENCE_AUTH_SECRET = randomBytes(32).toString("base64url");

/**
 * `npm start -- -p <port>` (the production start command, heap limit
 * included) on the production build (NEXT_DIST_DIR respected), resolved once
 * GET /api/v1/health answers 200.
 */
export async function startApp(options: { databaseUrl: string; port?: number; env?: Record<string, string> }): Promise<AppServer> {
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const child = spawn("npm", ["start", "--silent", "--", "-p", String(port)], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      DATABASE_URL: options.databaseUrl,
      NEXTAUTH_URL: url,
      NEXTAUTH_SECRET: RESILIENCE_AUTH_SECRET,
      TRUST_PROXY_HOPS: "1",
      NEXT_TELEMETRY_DISABLED: "1",
      ...options.env,
    },
    stdio: ["ignore", "ignore", "pipe"],
    detached: true, // its own process group, so stop() ends npm and next together
  });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const server: AppServer = {
    port,
    url,
    process: child,
    stderr: () => stderr,
    stop: (signal = "SIGTERM") =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once("exit", () => resolve());
        try {
          process.kill(-child.pid!, signal);
        } catch {
          resolve();
        }
      }),
  };
  await waitForHealth(url, 60_000, child, () => stderr);
  return server;
}

async function waitForHealth(url: string, timeoutMs: number, child: ChildProcess, stderr: () => string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The app exited (${child.exitCode}) before answering: ${stderr()}`);
    try {
      const response = await fetch(`${url}/api/v1/health`, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The app at ${url} did not become healthy within ${timeoutMs} ms: ${stderr()}`);
}

/** Keeps a suite's figures for docs/SECURITY.md: test-results/resilience/<suite>.json. */
export function writeFigures(suite: string, figures: Record<string, unknown>): void {
  mkdirSync(RESULTS_DIR, { recursive: true });
  writeFileSync(join(RESULTS_DIR, `${suite}.json`), JSON.stringify({ suite, finishedAt: new Date().toISOString(), ...figures }, null, 2));
}

/** Fails the suite with a readable message. */
export function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(`Check failed: ${message}`);
}

// ---------------------------------------------------------------- calling the API

/** Next.js logs an unhandled error as "⨯ …": a suite fails on any. */
export function checkServerLogClean(app: AppServer): void {
  check(!/Unhandled|⨯/.test(app.stderr()), `no unhandled error in the server log:\n${app.stderr().slice(0, 2000)}`);
}

export interface ApiAnswer<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
  /** Milliseconds from sending to the whole body read (or to the client-side timeout). */
  ms: number;
}

/**
 * One JSON request to the app. A request that has no answer after
 * `timeoutMs` resolves with status 0 (a hang, as the suites count it), and one
 * whose connection fails with status -1: neither throws, so a load loop
 * keeps going and the suite decides what is acceptable.
 */
export async function callApi<T = unknown>(
  baseUrl: string,
  path: string,
  options: { method?: string; token?: string; body?: unknown; headers?: Record<string, string>; timeoutMs?: number } = {},
): Promise<ApiAnswer<T>> {
  const started = performance.now();
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers["x-access-token"] = options.token;
  if (options.body !== undefined) headers["content-type"] = "application/json";
  try {
    const response = await fetch(`${baseUrl}${path}`, {
      method: options.method ?? (options.body === undefined ? "GET" : "POST"),
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: AbortSignal.timeout(options.timeoutMs ?? 20_000),
      redirect: "manual",
    });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      // not JSON: kept as text so a check can show it
    }
    return { status: response.status, body: body as T, headers: response.headers, ms: performance.now() - started };
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
    const cause =
      error instanceof Error && error.cause instanceof Error
        ? ` (${(error.cause as { code?: string }).code ?? ""} ${error.cause.message})`
        : "";
    return { status: timedOut ? 0 : -1, body: `${String(error)}${cause}` as T, headers: new Headers(), ms: performance.now() - started };
  }
}

/** Signs a test user in through POST /auth/admin/login and returns the access token. */
export async function loginToken(baseUrl: string, who: TestUserKey = "admin", address = "10.9.0.1"): Promise<string> {
  const { email, password } = TEST_USERS[who];
  const answer = await callApi<{ authToken?: string }>(baseUrl, "/api/v1/auth/admin/login", {
    body: { email, password },
    headers: { "x-forwarded-for": address },
  });
  check(answer.status === 200 && answer.body.authToken, `login as ${who} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body.authToken;
}

/** Creates `count` clients through the API (contact e-mail `emailFor(index)`, or one shared address); returns their ids. */
export async function createClients(
  baseUrl: string,
  token: string,
  count: number,
  label: string,
  emailFor: (index: number) => string = (index) => `owner${index + 1}@resilience.test`,
): Promise<string[]> {
  const ids: string[] = [];
  for (let index = 0; index < count; index++) {
    const answer = await callApi<{ _id: string }>(baseUrl, "/api/v1/clients/register", {
      token,
      body: {
        name: `${label} owner ${index + 1}`,
        contactFirstName: "Rosa",
        contactLastName: `Ledger${index + 1}`,
        contactPrimaryNumber: "+1 787 555 0100",
        contactEmailAddress: emailFor(index),
        contactMailingAddress: "1 Calle Fortaleza, San Juan",
      },
    });
    check(answer.status === 201, `creating a client answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    ids.push(answer.body._id);
  }
  return ids;
}

/** Is this the API's one error body, with the given status? */
export function isErrorBody(body: unknown, status: number): boolean {
  if (typeof body !== "object" || body === null) return false;
  const { status: bodyStatus, code, message } = body as { status?: unknown; code?: unknown; message?: unknown };
  return bodyStatus === status && code === API_ERROR_CODES[status] && typeof message === "string" && message.length > 0;
}

// ---------------------------------------------------------------- ledger postings and invariants

/** A posting body: mostly today's entries, every `backDatedEvery`-th one back-dated by up to 60 days (a recompute). */
export function postingBody(clientId: string, serial: number, backDatedEvery = 4) {
  const backDated = serial % backDatedEvery === 0;
  const daysBack = 1 + (serial % 60);
  return {
    clientRef: clientId,
    column: serial % 3 === 0 ? "debit" : "credit",
    type: "wire",
    description: `resilience posting ${serial}${backDated ? " (back-dated)" : ""}`,
    value: `${(serial % 997) + 1}.${String(serial % 100).padStart(2, "0")}`,
    ...(backDated ? { date: new Date(Date.now() - daysBack * 86_400_000).toISOString().slice(0, 10) } : {}),
  };
}

export interface LedgerReport {
  accounts: number;
  entries: number;
  problems: string[];
}

/**
 * The ledger invariants, read straight from the database: for every account
 * the entries sum to its balance and their count to entry_count; every
 * closing balance equals the running sum in ledger order (date, sequence);
 * every entry has its audit row on its account (both written in one transaction;
 * server/accounts/post-transaction.ts).
 */
export async function checkLedgerInvariants(databaseUrl: string): Promise<LedgerReport> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const problems: string[] = [];
    const accounts = await client.query<{ client_id: string; balance: string; entry_count: number; total: string; entries: string }>(`
      SELECT a.client_id, a.balance::text, a.entry_count,
             coalesce(sum(CASE WHEN t."column" = 'credit' THEN t.value ELSE -t.value END), 0)::text AS total,
             count(t.id)::text AS entries
      FROM accounts a LEFT JOIN account_transactions t ON t.client_id = a.client_id
      GROUP BY a.client_id, a.balance, a.entry_count`);
    for (const row of accounts.rows) {
      if (Number(row.balance).toFixed(2) !== Number(row.total).toFixed(2)) {
        problems.push(`account ${row.client_id}: balance ${row.balance} but its entries sum to ${row.total}`);
      }
      if (row.entry_count !== Number(row.entries)) {
        problems.push(`account ${row.client_id}: entry_count ${row.entry_count} but ${row.entries} entries`);
      }
    }
    const running = await client.query<{ id: string; client_id: string; closing_balance: string; expected: string }>(`
      SELECT id, client_id, closing_balance::text, expected::text FROM (
        SELECT id, client_id, closing_balance,
               sum(CASE WHEN "column" = 'credit' THEN value ELSE -value END)
                 OVER (PARTITION BY client_id ORDER BY date, sequence ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW) AS expected
        FROM account_transactions) ledger
      WHERE closing_balance <> expected`);
    for (const row of running.rows.slice(0, 10)) {
      problems.push(`entry ${row.id} (account ${row.client_id}): closing balance ${row.closing_balance}, running sum ${row.expected}`);
    }
    if (running.rows.length > 10) problems.push(`... and ${running.rows.length - 10} more entries with a wrong closing balance`);
    const unaudited = await client.query<{ count: string }>(`
      SELECT count(*)::text AS count FROM account_transactions t
      WHERE NOT EXISTS (SELECT 1 FROM audit_log l
                        WHERE l.entity_type = 'account' AND l.entity_id = t.client_id AND l.action = 'post'
                          AND l.changes->>'entryId' = t.id::text)`);
    if (unaudited.rows[0]!.count !== "0") problems.push(`${unaudited.rows[0]!.count} entries without their audit row`);
    const total = await client.query<{ count: string }>(`SELECT count(*)::text AS count FROM account_transactions`);
    return { accounts: accounts.rows.length, entries: Number(total.rows[0]!.count), problems };
  } finally {
    await client.end();
  }
}

/** The acknowledged entry ids that are not in the database. */
export async function missingEntries(databaseUrl: string, acknowledgedIds: string[]): Promise<string[]> {
  if (acknowledgedIds.length === 0) return [];
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const found = await client.query<{ id: string }>(`SELECT id::text FROM account_transactions WHERE id = ANY($1::uuid[])`, [
      acknowledgedIds,
    ]);
    const present = new Set(found.rows.map((row) => row.id));
    return acknowledgedIds.filter((id) => !present.has(id));
  } finally {
    await client.end();
  }
}

/**
 * Each Message-ID once among what the SMTP sink received (tests/support/smtp-sink.ts):
 * how many arrived, how many more than once, how many never.
 */
export function arrivedOnce(received: { parsed: { messageId?: string } }[], messageIds: string[]) {
  const counts = new Map<string, number>();
  for (const mail of received) counts.set(mail.parsed.messageId ?? "", (counts.get(mail.parsed.messageId ?? "") ?? 0) + 1);
  const missing = messageIds.filter((id) => !counts.has(id)).length;
  const duplicates = messageIds.filter((id) => (counts.get(id) ?? 0) > 1).length;
  return { arrived: messageIds.length - missing, duplicates, missing };
}

/**
 * SIGKILL of `server` while it sends mail, outside the one window that may
 * send a message twice (a kill between the SMTP server's 250 and the mark
 * as sent: docs/DECISIONS.md "Exactly once"): the sink holds every 250 still
 * to come, the kill waits until each message answered since `since` (an index
 * into `sink.received`) has its Outbox row marked sent, and the held ones are
 * refused once their sender is gone (a sink keeps no message whose sender
 * left before its 250).
 */
export async function killWhileSending(server: AppServer, sink: SmtpSink, databaseUrl: string, since: number): Promise<void> {
  sink.holdAnswers();
  const answered = [...new Set(sink.received.slice(since).map((mail) => mail.parsed.messageId ?? ""))];
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const deadline = Date.now() + 30_000;
    for (;;) {
      const { rows } = await client.query<{ marked: number }>(
        "SELECT count(*)::int AS marked FROM outbox_messages WHERE message_id = ANY($1) AND status = 'sent'",
        [answered],
      );
      if (rows[0]!.marked === answered.length) break;
      if (Date.now() > deadline) throw new Error(`${answered.length - rows[0]!.marked} answered messages not marked sent within 30 s`);
      await sleep(50);
    }
  } finally {
    await client.end();
  }
  await server.stop("SIGKILL");
  await sink.releaseAnswers();
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits until no job of `names` is still to run (none created, retrying or active in pg-boss's table): what those
 * jobs would deliver has been delivered, so a count taken now is final — a second copy would need a job still to run.
 */
export async function jobsSettled(databaseUrl: string, names: string[], timeoutMs = 60_000): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const { rows } = await client.query<{ name: string; state: string; count: string }>(
        `SELECT name, state, count(*) AS count FROM pgboss.job
          WHERE name = ANY($1) AND state IN ('created', 'retry', 'active') GROUP BY name, state`,
        [names],
      );
      if (rows.length === 0) return;
      if (Date.now() > deadline) {
        throw new Error(
          `Jobs still to run after ${timeoutMs} ms: ${rows.map((row) => `${row.name} ${row.state} ×${row.count}`).join(", ")}`,
        );
      }
      await sleep(100);
    }
  } finally {
    await client.end();
  }
}

/**
 * A suite's entry point: a failure prints why (`stack`: with where) and exits
 * 1. `exitWhenDone` exits 0 at the end, for suites that may leave handles open.
 */
export function runSuite(main: () => Promise<void>, options: { exitWhenDone?: boolean; stack?: boolean } = {}): void {
  main().then(
    () => {
      if (options.exitWhenDone) process.exit(0);
    },
    (error: unknown) => {
      console.error(error instanceof Error ? (options.stack && error.stack) || error.message : error);
      process.exit(1);
    },
  );
}
