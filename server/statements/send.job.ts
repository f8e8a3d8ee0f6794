import { z } from "zod";
import { statementKey } from "@/lib/domain/job-keys";
import { defineJob } from "@/server/jobs/define-job";

const payload = z.object({
  clientId: z.string(),
  month: z.string(),
  round: z.number().int(),
  byId: z.string().nullable(),
  byName: z.string(),
});

/** E-mail one owner's statement of one month, on behalf of who asked (server/statements/send-monthly-statement.ts). */
export const sendStatementJob = defineJob({
  name: "statements.send",
  payload,
  singletonKey: statementKey,
  // Each renders a PDF and a CSV of one owner's month: one at a time per process.
  concurrency: 1,
  run: async (data) => (await import("./send-monthly-statement")).sendMonthlyStatement(data),
});

declare module "@/server/jobs/enqueue" {
  interface JobPayloads {
    "statements.send": z.input<typeof payload>;
  }
}
