import { authSecret, env } from "@/server/env";
import { mailFrom } from "@/server/mail/mail-config";

/**
 * The Node.js server's start-up (instrumentation.ts): checks the
 * configuration — a production server without a usable NEXTAUTH_SECRET
 * refuses to start, saying why —, guards the Node server
 * (server/http/node-request-guard.ts), then opens the database and, for the
 * embedded database, applies pending migrations before the first request,
 * and starts the job queue (server/jobs: its workers too unless JOBS_IN_APP=off).
 */
export async function startServer(): Promise<void> {
  try {
    env();
    authSecret();
    mailFrom();
  } catch (error) {
    // Next.js would log this and keep serving errors; a misconfigured server should not run.
    console.error(`Cannot start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  // Loaded only once the configuration is known to be usable.
  const { installNodeRequestGuard } = await import("@/server/http/node-request-guard");
  installNodeRequestGuard(env().TRUST_PROXY_HOPS);
  const { ensureDatabaseReady } = await import("@/server/db/client");
  await ensureDatabaseReady();
  const { startJobsInThisProcess } = await import("@/server/jobs/runner");
  await startJobsInThisProcess();
}
