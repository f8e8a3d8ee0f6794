import { authSecret, env, type ServerEnv } from "@/server/env";
import { mailFrom } from "@/server/mail/mail-config";

/**
 * The Node.js server's start-up steps (run in order by instrumentation.ts,
 * which guards the Node server between them: server/api/node-request-guard.ts).
 */

/** A production server without a usable configuration (NEXTAUTH_SECRET, ...) refuses to start, saying why. */
export function checkConfiguration(): ServerEnv {
  try {
    const checked = env();
    authSecret();
    mailFrom();
    return checked;
  } catch (error) {
    // Next.js would log this and keep serving errors; a misconfigured server should not run.
    console.error(`Cannot start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}

/**
 * Opens the database and, for the embedded database, applies pending migrations before the first request;
 * then starts the job queue (server/jobs: its workers too unless JOBS_IN_APP=off).
 */
export async function openDatabase(): Promise<void> {
  const { ensureDatabaseReady } = await import("@/server/db/client");
  await ensureDatabaseReady();
  await import("@/server/job-catalog"); // the jobs, known to the queue from here on (server/jobs/registry.ts)
  const { startJobsInThisProcess } = await import("@/server/jobs/runner");
  await startJobsInThisProcess();
}
