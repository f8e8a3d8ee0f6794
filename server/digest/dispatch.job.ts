import { z } from "zod";
import { defineJob } from "@/server/jobs/define-job";

const payload = z.object({ after: z.string().optional() });

/** The hourly digest pass: queue a digest.send for each person whose hour has come (server/digest/dispatch-digests.ts). */
export const dispatchDigestsJob = defineJob({
  name: "digest.dispatch",
  payload,
  // Every hour on the hour: each person's digest goes out at their hour.
  schedule: () => ({ key: "hourly", cron: "0 * * * *" }),
  concurrency: 1,
  run: async ({ after }) => void (await (await import("./dispatch-digests")).dispatchDigests({ after })),
});

declare module "@/server/jobs/enqueue" {
  interface JobPayloads {
    "digest.dispatch": z.input<typeof payload>;
  }
}
