import type { JobResult, JobWithMetadata, PgBoss } from "pg-boss";
import { env } from "@/server/env";
import type { JobAttempt, JobDefinition, JobSchedule } from "./define-job";
import { occurrenceJobId } from "./occurrence-id";
import { jobQueue, jobsRunHere, stopJobQueue } from "./queue";
import { registeredJobs } from "./registry";

/** The recurring jobs' schedules in this configuration (a job's own module says when it recurs). */
function jobSchedules(): (JobSchedule & { name: string; data: object })[] {
  return registeredJobs().flatMap((job) => {
    const schedule = job.schedule?.();
    return schedule ? [{ name: job.name, ...schedule, data: {} }] : [];
  });
}

/**
 * Running the jobs, in one of three ways (ARCHITECTURE.md "Background jobs"):
 * - in the app process (default) or in `npm run worker`: startJobWorkers()
 *   — pg-boss polls each queue, fires the cron and keeps the queue (expired
 *   jobs retried, old ones deleted);
 * - where no process stays up: POST /api/v1/jobs/tick calls runDueJobs(),
 *   which does one round of the same, bounded in time.
 * In every way pg-boss hands a job to one process at a time (row locks with
 * SKIP LOCKED), so any number of instances may run.
 */
const POLLING_SECONDS = 2;
/** After a failed start (PostgreSQL away), the next try. */
const START_RETRY_MS = 30_000;

/**
 * At the server's start: the queue (so requests can write jobs), and its
 * workers and cron unless JOBS_IN_APP=off. A database that is away does not
 * stop the server from starting: it tries again every 30 s.
 */
export async function startJobsInThisProcess(): Promise<void> {
  try {
    await jobQueue();
    if (jobsRunHere()) await startJobWorkers();
  } catch (error) {
    await stopJobQueue(0).catch(() => {}); // the next try starts from nothing
    console.error(
      `Background jobs could not start, trying again in ${START_RETRY_MS / 1000} s: ${error instanceof Error ? error.message : String(error)}`,
    );
    setTimeout(() => void startJobsInThisProcess(), START_RETRY_MS).unref();
  }
}

/** Jobs one worker takes at a time; it fetches again at once while it finds full batches. */
const BATCH_SIZE = 3;

export async function startJobWorkers(): Promise<void> {
  const boss = await jobQueue();
  for (const definition of registeredJobs()) {
    await boss.work(
      definition.name,
      {
        batchSize: definition.batchSize ?? BATCH_SIZE,
        burstWhenBatchFull: true,
        perJobResults: true,
        localConcurrency: definition.concurrency,
        includeMetadata: true,
        pollingIntervalSeconds: POLLING_SECONDS,
      },
      async (jobs: JobWithMetadata<object>[]) => {
        const results: JobResult[] = [];
        for (const job of jobs) {
          try {
            await runOne(definition, job);
            results.push({ id: job.id, status: "completed" });
          } catch (error) {
            results.push({ id: job.id, status: "failed", output: { message: errorMessage(error) } });
          }
        }
        return results;
      },
    );
  }
  await syncSchedules(boss);
}

/** Writes this release's schedules to the queue and removes the ones it no longer has. */
async function syncSchedules(boss: PgBoss): Promise<void> {
  const timeZone = env().APP_TIME_ZONE;
  const wanted = jobSchedules();
  for (const schedule of wanted) {
    await boss.schedule(schedule.name, schedule.cron, schedule.data, { tz: timeZone, key: schedule.key, missed: "once" });
  }
  for (const existing of await boss.getSchedules()) {
    if (!wanted.some((schedule) => schedule.name === existing.name && schedule.key === existing.key)) {
      await boss.unschedule(existing.name, existing.key);
    }
  }
}

async function runOne(definition: JobDefinition, job: JobWithMetadata<object>): Promise<void> {
  const attempt: JobAttempt = { id: job.id, retryCount: job.retryCount, isLastTry: job.retryCount >= job.retryLimit };
  try {
    await definition.run(definition.payload.parse(job.data), attempt);
  } catch (error) {
    console.error(`Job ${definition.name} ${job.id} failed (try ${job.retryCount + 1} of ${job.retryLimit + 1}): ${errorMessage(error)}`);
    throw error;
  }
}

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

export interface TickReport {
  /** Jobs of schedules that came due and were queued by this tick. */
  scheduled: number;
  completed: number;
  failed: number;
  /** The time budget ran out with jobs still waiting: the next tick goes on. */
  more: boolean;
}

/** How long one tick may run jobs; a job started before the end finishes (its own waits are bounded). */
export const TICK_BUDGET_MS = 20_000;
/** How far back a tick looks for a schedule's occurrence it has not fired yet (ticks at least daily). */
const TICK_LOOKBACK_MS = 26 * 3_600_000;

/**
 * One round for hosts where no process stays up: keep the queue (expire and
 * retry what a dead process held), queue the schedules' occurrences that came
 * due, then run waiting jobs one at a time until none is left or the budget
 * is spent.
 */
export async function runDueJobs({ budgetMs = TICK_BUDGET_MS, now = new Date() } = {}): Promise<TickReport> {
  const deadline = Date.now() + budgetMs;
  const boss = await jobQueue();
  await boss.supervise();
  const report: TickReport = { scheduled: await fireDueSchedules(boss, now), completed: 0, failed: 0, more: false };
  for (let found = true; found;) {
    found = false;
    for (const definition of registeredJobs()) {
      if (Date.now() >= deadline) {
        report.more = true;
        return report;
      }
      const [job] = await boss.fetch<object>(definition.name, { batchSize: 1, includeMetadata: true });
      if (!job) continue;
      found = true;
      // A fetched job has no worker to send its heartbeat: the tick does, so maintenance does not take it back mid-run.
      const heartbeat = setInterval(() => void boss.touch(definition.name, job).catch(() => {}), 5_000);
      try {
        await runOne(definition, job);
        await boss.complete(definition.name, job);
        report.completed++;
      } catch (error) {
        await boss.fail(definition.name, job, { message: errorMessage(error) });
        report.failed++;
      } finally {
        clearInterval(heartbeat);
      }
    }
  }
  return report;
}

const PREVIEW_PAGE = 8;
/** Pages enough for an hourly schedule over the lookback; every schedule here is hourly or rarer. */
const PREVIEW_PAGES = Math.ceil(TICK_LOOKBACK_MS / 3_600_000 / (PREVIEW_PAGE - 1)) + 1;

/**
 * The latest occurrence of `cron` within the lookback, up to now — walked a
 * few at a time and only until past now: pg-boss gives a preview one second,
 * and on a busy machine sixty-four occurrences of a monthly rule (five years)
 * did not fit in it.
 */
function latestOccurrence(boss: PgBoss, cron: string, timeZone: string, now: Date): Date | undefined {
  let latest: Date | undefined;
  let from = new Date(now.getTime() - TICK_LOOKBACK_MS);
  for (let page = 0; page < PREVIEW_PAGES; page++) {
    const occurrences = boss.previewSchedule(cron, { tz: timeZone, from, count: PREVIEW_PAGE });
    for (const occurrence of occurrences) {
      if (occurrence.getTime() > now.getTime()) return latest;
      if (!latest || occurrence.getTime() > latest.getTime()) latest = occurrence;
    }
    if (occurrences.length < PREVIEW_PAGE || !latest) return latest;
    from = latest;
  }
  return latest;
}

/**
 * Queues each schedule's latest occurrence up to now (within the lookback)
 * under a job id made from the occurrence, so however many ticks see it, on
 * however many instances, the queue takes it once (pg-boss keeps a finished
 * job for days, longer than the lookback).
 */
async function fireDueSchedules(boss: PgBoss, now: Date): Promise<number> {
  const timeZone = env().APP_TIME_ZONE;
  let fired = 0;
  for (const schedule of jobSchedules()) {
    const latest = latestOccurrence(boss, schedule.cron, timeZone, now);
    if (!latest) continue;
    const id = occurrenceJobId(`${schedule.name}|${schedule.key}|${latest.toISOString()}`);
    if (await boss.send(schedule.name, schedule.data, { id })) fired++;
  }
  return fired;
}
