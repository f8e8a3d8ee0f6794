/**
 * What every resilience suite (scripts/resilience/suites/*.ts) needs: a
 * throwaway database migrated and holding the test users, `next start`
 * processes on the production build, and a place to write its figures.
 * Each suite owns its database and servers, so none can disturb another or
 * the Playwright run.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";
import pg from "pg";
import { applyMigrations } from "@/server/db/migrate";
import { pgRunner } from "@/server/db/runners";
import { createTestDatabase, type TestDatabase } from "@/tests/support/test-database";
import { insertTestUsers } from "@/tests/support/test-users";

export const RESULTS_DIR = join("test-results", "resilience");

/** A fresh database with the schema and the three test users of tests/support/test-users.ts. */
export async function prepareDatabase(): Promise<TestDatabase> {
  const database = await createTestDatabase();
  await migrateAndSeedUsers(database.url);
  return database;
}

export async function migrateAndSeedUsers(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await applyMigrations(pgRunner(client), { log: () => {} });
    await insertTestUsers(pgRunner(client));
  } finally {
    await client.end();
  }
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
 * `next start` on the production build (NEXT_DIST_DIR respected), resolved once
 * GET /api/v1/health answers 200.
 */
export async function startApp(options: { databaseUrl: string; port?: number; env?: Record<string, string> }): Promise<AppServer> {
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const child = spawn("npx", ["next", "start", "-p", String(port)], {
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
    detached: true, // its own process group, so stop() ends npx and next together
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
