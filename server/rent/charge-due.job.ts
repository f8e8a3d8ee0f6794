import { z } from "zod";
import { defineJob } from "@/server/jobs/define-job";

const payload = z.object({});

/** Post the rent and deposits due today (server/rent/charge-rent.ts): each lease's month exactly once. */
export const chargeRentJob = defineJob({
  name: "rent.charge-due",
  payload,
  // 00:00 agency time: a month's rent is posted on its due day. Safe to run twice (it posts what is missing).
  schedule: () => ({ key: "daily", cron: "0 0 * * *" }),
  singletonKey: () => "rent.charge-due",
  concurrency: 1,
  batchSize: 1,
  run: async () => void (await (await import("./charge-rent")).chargeRentDue()),
});

declare module "@/server/jobs/enqueue" {
  interface JobPayloads {
    "rent.charge-due": z.input<typeof payload>;
  }
}
