import { z } from "zod";
import { digestKey } from "@/lib/domain/job-keys";
import { defineJob } from "@/server/jobs/define-job";

const payload = z.object({ userId: z.string(), day: z.string() });

/** Decide one person's digest for one agency day, and queue it if there is something to say (server/digest/send-digest.ts). */
export const sendDigestJob = defineJob({
  name: "digest.send",
  payload,
  singletonKey: digestKey,
  concurrency: 2,
  run: async ({ userId, day }) => (await import("./send-digest")).sendDigest({ userId, day }),
});

declare module "@/server/jobs/enqueue" {
  interface JobPayloads {
    "digest.send": z.input<typeof payload>;
  }
}
