import { z } from "zod";
import { defineJob } from "@/server/jobs/define-job";

const payload = z.object({});

/** Charge the late fees of the agency's today (server/rent/late-fees.ts): once per rent charge and day. */
export const lateFeesJob = defineJob({
  name: "rent.late-fees",
  payload,
  // 00:30 agency time, after the rent run: safe to run twice (a second pass for the day posts nothing).
  schedule: () => ({ key: "daily", cron: "30 0 * * *" }),
  singletonKey: () => "rent.late-fees",
  concurrency: 1,
  batchSize: 1,
  run: async () => void (await (await import("./late-fees")).chargeLateFees()),
});

declare module "@/server/jobs/enqueue" {
  interface JobPayloads {
    "rent.late-fees": z.input<typeof payload>;
  }
}
