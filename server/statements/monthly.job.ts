import { z } from "zod";
import { env } from "@/server/env";
import { defineJob } from "@/server/jobs/define-job";

const payload = z.object({});

/** Queue last month's owner statements (server/statements/queue-monthly-statements.ts). */
export const monthlyStatementsJob = defineJob({
  name: "statements.monthly",
  payload,
  // 06:00 on STATEMENT_DAY (empty: never); queueing is once per owner and month.
  schedule: () => {
    const statementDay = env().STATEMENT_DAY;
    return statementDay === null ? null : { key: "monthly", cron: `0 6 ${statementDay} * *` };
  },
  concurrency: 1,
  run: async () => void (await (await import("./queue-monthly-statements")).queueLastMonthsStatements()),
});

declare module "@/server/jobs/enqueue" {
  interface JobPayloads {
    "statements.monthly": z.input<typeof payload>;
  }
}
