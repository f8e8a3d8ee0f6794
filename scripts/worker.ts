/**
 * `npm run worker`: runs the background jobs (server/jobs) in a process of
 * its own — start any number beside the app (with JOBS_IN_APP=off there, if
 * the app should only serve pages). PostgreSQL only: the embedded database
 * belongs to the one process that opened it, so with it the jobs run inside
 * the app. SIGTERM or Ctrl+C lets running jobs finish (up to 10 s); a job cut
 * off harder is retried by another process when it expires.
 */
import { existsSync } from "node:fs";

async function main() {
  // As Next.js does for the app: .env.local over .env, neither over the real environment.
  for (const file of [".env.local", ".env"]) if (existsSync(file)) process.loadEnvFile(file);
  const { env } = await import("@/server/env");
  const { mailFrom } = await import("@/server/mail/mail-config");
  mailFrom();
  if (!env().DATABASE_URL) {
    console.error(
      "npm run worker needs PostgreSQL (DATABASE_URL). With the embedded database the jobs run inside the app (JOBS_IN_APP, on by default).",
    );
    process.exit(1);
  }
  const { runJobsHere, stopJobQueue } = await import("@/server/jobs/queue");
  runJobsHere();
  await import("@/server/job-catalog"); // the jobs this worker runs (server/jobs/registry.ts)
  const { startJobWorkers } = await import("@/server/jobs/runner");
  const { disconnectDatabase } = await import("@/server/db/client");
  await startJobWorkers();
  console.log(`Worker running the background jobs on PostgreSQL (time zone ${env().APP_TIME_ZONE}). Ctrl+C stops it.`);

  const stop = async (signal: string) => {
    console.log(`${signal}: letting running jobs finish (up to 10 s)...`);
    await stopJobQueue(10_000);
    await disconnectDatabase();
    process.exit(0);
  };
  process.once("SIGTERM", () => void stop("SIGTERM"));
  process.once("SIGINT", () => void stop("SIGINT"));
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
