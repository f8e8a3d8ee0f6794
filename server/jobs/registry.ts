import type { JobDefinition } from "./define-job";

/**
 * The jobs this process knows, by name: filled by server/job-catalog.ts when it is loaded (the app's start-up, the
 * worker, the tests' database helper), read by the queue (its queues) and by enqueue (a job's payload and key). The
 * queue thus knows the jobs without importing them — nor, through them, the domains that queue jobs. Held on
 * globalThis: Next.js loads start-up and the route handlers as separate module instances of one process.
 */
const globalForJobs = globalThis as unknown as { __agencyJobDefinitions?: Map<string, JobDefinition> };

const definitions = () => (globalForJobs.__agencyJobDefinitions ??= new Map());

export function registerJobs(jobs: readonly JobDefinition[]): void {
  for (const job of jobs) definitions().set(job.name, job);
}

/** The job of that name; an error that says what is missing when the catalog was never loaded here. */
export function registeredJob(name: string): JobDefinition {
  const job = definitions().get(name);
  if (job) return job;
  throw new Error(
    definitions().size === 0
      ? `No job is known in this process: load the catalog (import "@/server/job-catalog") before queueing ${name}.`
      : `No job is named ${name}.`,
  );
}

export function registeredJobs(): JobDefinition[] {
  if (definitions().size === 0) throw new Error('No job is known in this process: load the catalog (import "@/server/job-catalog") first.');
  return [...definitions().values()];
}
