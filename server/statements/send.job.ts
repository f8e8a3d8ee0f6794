import { z } from "zod";
import { defineJob } from "@/server/jobs/define-job";

/**
 * One owner's statement of one month, one round (1, or more after a resend):
 * its job's singleton key and its message's idempotency key.
 */
export const statementKey = ({ clientId, month, round }: { clientId: string; month: string; round: number }) =>
  `statement:${clientId}:${month}:${round}`;

const payload = z.object({
  clientId: z.string(),
  month: z.string(),
  round: z.number().int(),
  byId: z.string().nullable(),
  byName: z.string(),
});
export type StatementSendPayload = z.output<typeof payload>;

/** E-mail one owner's statement of one month, on behalf of who asked (server/statements/send-monthly-statement.ts). */
export const sendStatementJob = defineJob({
  name: "statements.send",
  payload,
  singletonKey: statementKey,
  // Each renders a PDF and a CSV of one owner's month: one at a time per process.
  concurrency: 1,
  run: async (data) => (await import("./send-monthly-statement")).sendMonthlyStatement(data),
});
