import type { QueueOptions } from "pg-boss";
import type { z } from "zod";

/** What a handler knows about the try it is running. */
export interface JobAttempt {
  id: string;
  /** 0 on the first try. */
  retryCount: number;
  /** No retry follows if this one fails. */
  isLastTry: boolean;
}

/**
 * A recurring job's occurrence: pg-boss's cron, read in APP_TIME_ZONE. The
 * runner writes every job's schedule to the queue at start and removes any
 * no job has any more, so a schedule that a setting turns off stops with the
 * next start. A scheduled job must be safe to run twice for one occurrence (a
 * retry, or the tick and a worker both firing it): it decides what is due
 * from the database, not from the occurrence.
 */
export interface JobSchedule {
  /** Tells two schedules of one queue apart. */
  key: string;
  /** Five fields, minute first, in APP_TIME_ZONE. */
  cron: string;
}

/**
 * The retry policy of most jobs (pg-boss: retries with exponential backoff and
 * jitter). A running job's process sends a heartbeat every few seconds; a job
 * whose heartbeat stops for `heartbeatSeconds` — its process died — is tried
 * again (found by the next maintenance pass, every 15 s: queue.ts), as is one
 * still running after `expireInSeconds`. Applied to the queue at every start,
 * so a changed setting takes effect on the next deploy.
 */
export const BACKGROUND_RETRY: QueueOptions = {
  retryLimit: 4,
  retryDelay: 60,
  retryBackoff: true,
  retryDelayMax: 3_600,
  expireInSeconds: 600,
  heartbeatSeconds: 30,
};

/**
 * One background job, in its own module `server/<area>/<name>.job.ts`: its
 * queue name, the data it carries (JSON: ids and days, never whole records;
 * checked when it is queued and when it runs), its retry policy, its
 * singleton key, its schedule, how many run at once — and its handler, which
 * imports the domain code on first use, so the queue knows every job without
 * loading the domains. A handler that throws is retried by the queue; one that
 * decides a failure is final records it and returns. Handlers take ids and
 * look the records up, so a retry sees the database as it is then.
 */
export interface JobDefinition<N extends string = string, S extends z.ZodType = z.ZodType> {
  name: N;
  payload: S;
  /** The queue's retry and retention policy, read at each start (BACKGROUND_RETRY unless it says otherwise). */
  retry?: () => QueueOptions;
  /** The singleton key a queued job gets unless the caller gives one: no second live job with the same key. */
  singletonKey?(data: z.output<S>): string;
  /** When it recurs (null: not in this configuration); its occurrences carry no data. */
  schedule?: () => JobSchedule | null;
  /** How many of these one process runs at once (each worker takes a few at a time and runs them in turn). */
  concurrency: number;
  /** Jobs a worker takes at a time (3 by default); 1 where one job may run for minutes and the next must not wait behind it. */
  batchSize?: number;
  /** The work: loads its module with a dynamic import() on first use. */
  run(data: z.output<S>, attempt: JobAttempt): Promise<void>;
}

export function defineJob<const N extends string, S extends z.ZodType>(definition: JobDefinition<N, S>): JobDefinition<N, S> {
  return definition;
}
