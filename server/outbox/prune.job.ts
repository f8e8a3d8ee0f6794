import { z } from "zod";
import { defineJob } from "@/server/jobs/define-job";

const payload = z.object({});

/** Delete Outbox messages older than OUTBOX_RETENTION_DAYS, and password-reset tokens past their use. */
export const pruneOutboxJob = defineJob({
  name: "outbox.prune",
  payload,
  schedule: () => ({ key: "daily", cron: "30 3 * * *" }),
  concurrency: 1,
  run: async () => {
    await (await import("./prune-outbox")).pruneOutbox();
    await (await import("@/server/password-reset/password-reset")).prunePasswordResetTokens();
  },
});

declare module "@/server/jobs/enqueue" {
  interface JobPayloads {
    "outbox.prune": z.input<typeof payload>;
  }
}
