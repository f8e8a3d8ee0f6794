import { defineConfig, devices } from "@playwright/test";
import {
  baseUrl,
  E2E_MAX_FAILURES_PER_ACCOUNT,
  E2E_MAX_FAILURES_PER_ACCOUNT_AND_IP,
  E2E_MAIL_ENV,
  E2E_MAX_FAILURES_PER_IP,
  E2E_PORTS,
  SHORT_IDLE_TIMEOUT_MS,
} from "./tests/support/e2e-servers";

/**
 * Run through `npm run test:e2e` (scripts/run-e2e.ts), which provides the
 * throwaway databases in E2E_* variables. Browsers: Debian's Chromium.
 */
const databaseUrl = process.env.E2E_DATABASE_URL ?? "";
const pgliteDir = process.env.E2E_PGLITE_DIR ?? "";
const secret = process.env.E2E_AUTH_SECRET ?? "local-e2e-secret-local-e2e-secret-0123456789";

const chromium = {
  ...devices["Desktop Chrome"],
  // The offline worker would answer requests that journeys intercept with page.route() (Playwright cannot
  // see behind a worker): it is off by default, and tests/e2e/offline*.spec.ts turn it on.
  serviceWorkers: "block" as const,
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--no-first-run",
      "--disable-sync",
      "--disable-quic",
    ],
  },
};

function server(port: number, env: Record<string, string>) {
  return {
    // As `npm start`: idle connections kept 65 s, so a client reusing one never races the server closing it (Node's 5 s default).
    command: `npx next start -p ${port} --keepAliveTimeout 65000`,
    url: `${baseUrl(port)}/api/v1/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "ignore" as const,
    stderr: "pipe" as const,
    env: {
      NODE_ENV: "production",
      NEXTAUTH_URL: baseUrl(port),
      NEXTAUTH_SECRET: secret,
      // Tests act as several clients behind one trusted proxy.
      TRUST_PROXY_HOPS: "1",
      LOGIN_MAX_FAILURES_PER_IP: String(E2E_MAX_FAILURES_PER_IP),
      LOGIN_MAX_FAILURES_PER_ACCOUNT: String(E2E_MAX_FAILURES_PER_ACCOUNT),
      LOGIN_MAX_FAILURES_PER_ACCOUNT_AND_IP: String(E2E_MAX_FAILURES_PER_ACCOUNT_AND_IP),
      NEXT_TELEMETRY_DISABLED: "1",
      ...env,
    },
  };
}

export default defineConfig({
  testDir: "tests",
  // Per server set, so two runs on one machine never clean each other's artifacts.
  outputDir: `test-results/e2e-${E2E_PORTS.main}`,
  forbidOnly: Boolean(process.env.CI),
  // `npm test` (CI) runs each failed test once more and reports it as flaky: 2,400 browser journeys share two cores with
  // three servers, and a journey that outlasts its timeout once under that load is not a failure of the product. A test
  // that fails twice fails the run. Targeted runs (`npm run test:e2e -- <files>`) never retry.
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  // A timeout stops a hung test; it does not measure speed (`npm run bench` does). A CI run on this machine took 2–3×
  // the quiet figures of its browser journeys, so each has room for that: 90 s a test (most take 3–20 s), 15 s a wait.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [["list"], ["html", { open: "never" }]] : "list",
  use: { trace: "retain-on-failure", screenshot: "only-on-failure" },
  projects: [
    { name: "api", testDir: "tests/api", use: { baseURL: baseUrl(E2E_PORTS.main) } },
    { name: "e2e", testDir: "tests/e2e", use: { ...chromium, baseURL: baseUrl(E2E_PORTS.main) } },
    { name: "idle", testDir: "tests/e2e-idle", use: { ...chromium, baseURL: baseUrl(E2E_PORTS.idle) } },
    // The second-step policy is the whole agency's: its tests run alone, after everything else on the same database.
    // (A targeted run of them alone: `npm run test:e2e -- --no-deps tests/policy`.)
    {
      name: "policy",
      testDir: "tests/policy",
      dependencies: ["api", "e2e", "idle"],
      // One file at a time too: each sets the policy and puts it back.
      workers: 1,
      use: { ...chromium, baseURL: baseUrl(E2E_PORTS.main) },
    },
    // The embedded database's record counts are asserted exactly: its two files never run at the same time.
    { name: "pglite", testDir: "tests/smoke", testIgnore: /mail-captured/, use: { baseURL: baseUrl(E2E_PORTS.pglite) } },
    {
      name: "pglite-mail",
      testDir: "tests/smoke",
      testMatch: /mail-captured\.spec\.ts/,
      dependencies: ["pglite"],
      use: { baseURL: baseUrl(E2E_PORTS.pglite) },
    },
  ],
  webServer: [
    // Both PostgreSQL servers run the jobs of one queue (two instances) and send to the tests' SMTP server.
    server(E2E_PORTS.main, { DATABASE_URL: databaseUrl, ...E2E_MAIL_ENV }),
    server(E2E_PORTS.idle, { DATABASE_URL: databaseUrl, SESSION_IDLE_TIMEOUT_MS: String(SHORT_IDLE_TIMEOUT_MS), ...E2E_MAIL_ENV }),
    server(E2E_PORTS.pglite, { DATABASE_URL: "", PGLITE_DATA_DIR: pgliteDir }),
  ],
});
