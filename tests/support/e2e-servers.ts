/**
 * Where the end-to-end servers listen (E2E_PORT_BASE moves all three). scripts/run-e2e.ts starts nothing
 * itself: playwright.config.ts starts these three `next start` processes.
 */
const portBase = Number(process.env.E2E_PORT_BASE || 3100);

export const E2E_PORTS = {
  /** PostgreSQL, normal settings: API and browser journeys. */
  main: portBase,
  /** Same database, 8-second idle timeout: the idle-timeout journey. */
  idle: portBase + 1,
  /** Embedded PGlite database: the smoke run. */
  pglite: portBase + 2,
} as const;

export const SHORT_IDLE_TIMEOUT_MS = 8_000;
/** The sign-in limits, low enough to be cheap to prove, in the production order: pair < account, pair < address. */
export const E2E_MAX_FAILURES_PER_ACCOUNT_AND_IP = 3;
export const E2E_MAX_FAILURES_PER_IP = 8;
export const E2E_MAX_FAILURES_PER_ACCOUNT = 6;

export const baseUrl = (port: number) => `http://localhost:${port}`;
