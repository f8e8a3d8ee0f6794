import { env } from "@/server/env";
import type { JobName, JobPayloads } from "./job-types";

/**
 * The recurring jobs: pg-boss's cron, read in APP_TIME_ZONE. The runner
 * (runner.ts) writes these to the queue at start and removes any it no longer
 * lists, so a schedule that a setting turns off stops with the next start.
 *
 * A scheduled job must be safe to run twice for one occurrence (a retry, or
 * the tick and a worker both firing it): each below decides what is due from
 * the database, not from the occurrence.
 */
export interface JobSchedule<N extends JobName = JobName> {
  name: N;
  /** Tells two schedules of one queue apart. */
  key: string;
  /** Five fields, minute first, in APP_TIME_ZONE. */
  cron: string;
  data: JobPayloads[N];
}

export function jobSchedules(): JobSchedule[] {
  const statementDay = env().STATEMENT_DAY;
  return [
    // Every hour on the hour: each person's digest goes out at their hour (server/digest/dispatch-digests.ts).
    { name: "digest.dispatch", key: "hourly", cron: "0 * * * *", data: {} },
    { name: "outbox.prune", key: "daily", cron: "30 3 * * *", data: {} },
    // Soon after the agency's midnight: recurring reminders whose occurrence passed get their next one stored,
    // so today's lists read it instead of computing it (reads are correct either way).
    { name: "reminders.refresh", key: "daily", cron: "5 0 * * *", data: {} },
    // Last month's owner statements at 06:00 on STATEMENT_DAY (empty: none); queueing is once per owner and month.
    ...(statementDay === null ? [] : [{ name: "statements.monthly" as const, key: "monthly", cron: `0 6 ${statementDay} * *`, data: {} }]),
  ];
}
