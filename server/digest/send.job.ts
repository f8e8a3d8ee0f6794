import { z } from "zod";
import { defineJob } from "@/server/jobs/define-job";

/**
 * One person's digest for one agency day: its job's singleton key and its
 * message's idempotency key, so a person gets at most one digest a day.
 */
export const digestKey = ({ userId, day }: { userId: string; day: string }) => `digest:${userId}:${day}`;

/** Decide one person's digest for one agency day, and queue it if there is something to say (server/digest/send-digest.ts). */
export const sendDigestJob = defineJob({
  name: "digest.send",
  payload: z.object({ userId: z.string(), day: z.string() }),
  singletonKey: digestKey,
  concurrency: 2,
  run: async ({ userId, day }) => (await import("./send-digest")).sendDigest({ userId, day }),
});
