import { fromPglite, PgBoss, type ConstructorOptions } from "pg-boss";
import { embeddedDatabase } from "@/server/db/client";
import { env } from "@/server/env";
import { BACKGROUND_RETRY, type JobDefinition } from "./define-job";
import { registeredJobs } from "./registry";

/**
 * The job queue (pg-boss) on the app's own database: PostgreSQL through
 * pg-boss's own small pool, or the embedded PGlite through its one
 * connection (pg-boss's PGlite adapter). pg-boss keeps its tables in the
 * schema "pgboss" and creates or upgrades them at start.
 *
 * Every process that writes jobs has a started queue; whether it also runs
 * them (workers, cron, maintenance) is decided once per process: the app
 * unless JOBS_IN_APP=off, `npm run worker` always (runJobsHere()).
 */
interface QueueHandle {
  boss: PgBoss;
  runsJobs: boolean;
  started: Promise<PgBoss>;
}

const globalForJobs = globalThis as typeof globalThis & { __agencyJobs?: QueueHandle; __agencyJobsRunHere?: boolean };

/** `npm run worker` calls this before anything else: this process runs jobs whatever JOBS_IN_APP says. */
export function runJobsHere(): void {
  globalForJobs.__agencyJobsRunHere = true;
}

/** Whether this process runs jobs (workers, cron and pg-boss's maintenance) or only writes them. */
export function jobsRunHere(): boolean {
  return globalForJobs.__agencyJobsRunHere ?? env().JOBS_IN_APP === "on";
}

function connectionOptions(): ConstructorOptions {
  const { DATABASE_URL } = env();
  if (DATABASE_URL) {
    return { connectionString: DATABASE_URL, max: 4, connectionTimeoutMillis: 5_000, application_name: "agency-console jobs" };
  }
  const pglite = embeddedDatabase();
  if (!pglite) throw new Error("The embedded database is not open.");
  return { db: fromPglite(pglite), backend: "pglite" };
}

async function start(boss: PgBoss, jobs: readonly JobDefinition[]): Promise<PgBoss> {
  await boss.start();
  // Queues exist before the first send: pg-boss refuses a job for an unknown queue, and a send inside a
  // transaction must find its queue in pg-boss's cache (a lookup outside it would wait on PGlite's one connection).
  for (const job of jobs) {
    const options = job.retry?.() ?? { ...BACKGROUND_RETRY };
    await boss.createQueue(job.name, options);
    await boss.updateQueue(job.name, options);
  }
  return boss;
}

/**
 * The started queue of this process (started on first use; the app starts it
 * in server/start-up.ts before serving). A failed start is forgotten, so the
 * next call tries again (PostgreSQL may have been away).
 */
export function jobQueue(): Promise<PgBoss> {
  const current = globalForJobs.__agencyJobs;
  if (current) return current.started;
  let jobs: JobDefinition[];
  try {
    jobs = registeredJobs(); // before anything starts: a process that never loaded the catalog says so
  } catch (error) {
    return Promise.reject(error as Error);
  }
  const runsJobs = jobsRunHere();
  const boss = new PgBoss({
    ...connectionOptions(),
    schema: "pgboss",
    supervise: runsJobs,
    // Maintenance (a dead process's jobs given back, old ones deleted) every 15 s rather than pg-boss's 60.
    superviseIntervalSeconds: 15,
    schedule: runsJobs,
    migrate: true,
  });
  // pg-boss reports polling and maintenance failures as events; an unheard 'error' event would end the process.
  boss.on("error", (error) => console.error(`Job queue: ${error instanceof Error ? error.message : String(error)}`));
  const handle: QueueHandle = { boss, runsJobs, started: start(boss, jobs) };
  handle.started.catch(() => {
    if (globalForJobs.__agencyJobs === handle) globalForJobs.__agencyJobs = undefined;
  });
  globalForJobs.__agencyJobs = handle;
  return handle.started;
}

/** Stops the queue: running jobs get `graceMs` to finish; the rest are retried elsewhere when they expire. */
export async function stopJobQueue(graceMs = 10_000): Promise<void> {
  const current = globalForJobs.__agencyJobs;
  if (!current) return;
  globalForJobs.__agencyJobs = undefined;
  const boss = await current.started.catch(() => null);
  await boss?.stop({ graceful: true, timeout: graceMs, close: true });
}
