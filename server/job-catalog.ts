import { passwordResetLinkJob } from "@/server/auth/password-reset-link.job";
import { dispatchDigestsJob } from "@/server/digest/dispatch.job";
import { sendDigestJob } from "@/server/digest/send.job";
import { documentThumbnailJob } from "@/server/documents/thumbnail.job";
import { commitImportJob } from "@/server/imports/commit.job";
import { sendMailJob } from "@/server/mail/send.job";
import { pruneOutboxJob } from "@/server/outbox/prune.job";
import { refreshRemindersJob } from "@/server/reminders/refresh.job";
import { chargeRentJob } from "@/server/rent/charge-due.job";
import { lateFeesJob } from "@/server/rent/late-fees.job";
import { monthlyStatementsJob } from "@/server/statements/monthly.job";
import { sendStatementJob } from "@/server/statements/send.job";
import type { JobDefinition } from "@/server/jobs/define-job";
import type { z } from "zod";

/**
 * Every background job of the console: one module each (`server/<area>/<name>.job.ts`,
 * made with defineJob). To add a job: write its module and list it here.
 * The modules hold no domain code (each handler is imported on first use).
 * It sits at the top of server/, beside start-up.ts, not in server/jobs: the
 * domains use the queue (server/jobs) and the queue knows them only through
 * this list, so no domain folder and the queue import each other.
 */
export const JOBS = [
  sendMailJob,
  dispatchDigestsJob,
  sendDigestJob,
  pruneOutboxJob,
  refreshRemindersJob,
  monthlyStatementsJob,
  sendStatementJob,
  passwordResetLinkJob,
  commitImportJob,
  documentThumbnailJob,
  chargeRentJob,
  lateFeesJob,
] as const;

type Job = (typeof JOBS)[number];
export type JobName = Job["name"];
/** The data each job is queued with, by name. */
export type JobPayloads = { [J in Job as J["name"]]: z.input<J["payload"]> };

/** The job of that name. */
export function jobNamed(name: string): JobDefinition | undefined {
  return (JOBS as readonly JobDefinition[]).find((job) => job.name === name);
}
