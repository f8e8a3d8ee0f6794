/**
 * The app a resilience suite runs against — and the benchmarks (scripts/bench)
 * too: a throwaway database migrated and holding the test users, and `npm start`
 * servers on the production build. Each suite owns its database and servers, so
 * none can disturb another or the Playwright run.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createServer } from "node:net";
import { migrateAndSeedUsers } from "@/tests/support/prepare-database";
import { createTestDatabase, type TestDatabase } from "@/tests/support/test-database";
import { check } from "./suite";

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

/** Next.js logs an unhandled error as "⨯ …": a suite fails on any. */
export function checkServerLogClean(app: AppServer): void {
  check(!/Unhandled|⨯/.test(app.stderr()), `no unhandled error in the server log:\n${app.stderr().slice(0, 2000)}`);
}
