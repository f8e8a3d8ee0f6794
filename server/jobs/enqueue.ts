import { fromPrisma, type SendOptions } from "pg-boss";
import type { Prisma } from "@/lib/generated/prisma/client";
import { jobQueue } from "./queue";
import { registeredJob } from "./registry";

/**
 * The data each job is queued with, by name: each job module adds its own entry (`declare module
 * "@/server/jobs/enqueue"`), so a caller's data is checked by the compiler without this module importing the jobs.
 * server/job-catalog.ts checks that the entries and the listed jobs are the same names.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface JobPayloads {}

export type EnqueueOptions = Pick<SendOptions, "singletonKey" | "startAfter" | "priority" | "id">;

/**
 * Queues a job inside the caller's transaction: the job exists if and only if
 * the change that caused it commits (pg-boss writes its row through the
 * transaction's own connection). The data is checked against the job's
 * payload schema first, and the job's own singleton key applies unless the
 * caller gives one. Answers the job's id, or null when the queue already
 * holds one with the same `id` or a live one with the same `singletonKey`.
 *
 * The queue must be started before the transaction begins when the database
 * is the embedded one (its one connection is the transaction's until it ends):
 * the app starts it at start-up, scripts and tests call `await jobQueue()` first.
 */
export async function enqueue<N extends keyof JobPayloads & string>(
  tx: Prisma.TransactionClient,
  name: N,
  data: JobPayloads[N],
  options: EnqueueOptions = {},
): Promise<string | null> {
  const job = registeredJob(name);
  const checked = job.payload.parse(data) as object;
  const singletonKey = options.singletonKey ?? job.singletonKey?.(checked);
  const boss = await jobQueue();
  return boss.send(name, checked, { ...options, ...(singletonKey === undefined ? {} : { singletonKey }), db: fromPrisma(tx) });
}
