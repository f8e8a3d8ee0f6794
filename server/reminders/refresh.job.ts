import { z } from "zod";
import { defineJob } from "@/server/jobs/define-job";

const payload = z.object({});

/** Store the next occurrence of reminders that days have moved on (server/reminders/store-occurrences.ts). */
export const refreshRemindersJob = defineJob({
  name: "reminders.refresh",
  payload,
  // Soon after the agency's midnight: recurring reminders whose occurrence passed get their next one stored,
  // so today's lists read it instead of computing it (reads are correct either way).
  schedule: () => ({ key: "daily", cron: "5 0 * * *" }),
  concurrency: 1,
  run: async () => void (await (await import("./store-occurrences")).refreshStaleReminderOccurrences()),
});

declare module "@/server/jobs/enqueue" {
  interface JobPayloads {
    "reminders.refresh": z.input<typeof payload>;
  }
}
