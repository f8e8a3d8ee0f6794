/**
 * Where the end-to-end servers listen (E2E_PORT_BASE moves all three). scripts/run-e2e.ts starts nothing
 * itself: playwright.config.ts starts these three `next start` processes.
 */
const portBase = Number(process.env.E2E_PORT_BASE || 3100);

export const E2E_PORTS = {
  /** PostgreSQL, normal settings: API and browser journeys. */
  main: portBase,
  /** Same database, 12-second idle timeout: the idle-timeout journey. */
  idle: portBase + 1,
  /** Embedded PGlite database: the smoke run. */
  pglite: portBase + 2,
  /** The SMTP server tests/api/mail.spec.ts starts; the PostgreSQL servers send there. */
  smtp: portBase + 25,
} as const;

/** The PostgreSQL servers' mail and jobs settings: quick retries, and the tick route open to this secret. */
export const E2E_TICK_SECRET = "e2e-tick-secret-e2e-tick-secret-0123456789";
export const E2E_MAIL_ENV = {
  SMTP_URL: `smtp://127.0.0.1:${portBase + 25}`,
  MAIL_FROM: '"Blue Horizon Realty" <office@bluehorizon.test>',
  MAIL_MAX_ATTEMPTS: "3",
  MAIL_RETRY_DELAY_SECONDS: "1",
  JOBS_TICK_SECRET: E2E_TICK_SECRET,
};

export const SHORT_IDLE_TIMEOUT_MS = 12_000;
/** When that server surely has ended an idle session: the timeout and a touch interval, a quarter of it (server/auth/sessions.ts sessionEndsWithinMs). */
export const SHORT_SESSION_ENDS_WITHIN_MS = SHORT_IDLE_TIMEOUT_MS * 1.25;
/** The sign-in limits, low enough to be cheap to prove, in the production order: pair < account, pair < address. */
export const E2E_MAX_FAILURES_PER_ACCOUNT_AND_IP = 3;
export const E2E_MAX_FAILURES_PER_IP = 8;
export const E2E_MAX_FAILURES_PER_ACCOUNT = 6;

export const baseUrl = (port: number) => `http://localhost:${port}`;
