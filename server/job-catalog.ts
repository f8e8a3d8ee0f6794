import { passwordResetLinkJob } from "@/server/password-reset/password-reset-link.job";
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
import type { JobPayloads } from "@/server/jobs/enqueue";
import { registerJobs } from "@/server/jobs/registry";

/**
 * Every background job of the console: one module each (`server/<area>/<name>.job.ts`,
 * made with defineJob). To add a job: write its module and list it here.
 * The modules hold no domain code (each handler is imported on first use).
 * Loading this list registers the jobs (server/jobs/registry.ts): the app's
 * start-up, the worker and the tests load it, and the queue (server/jobs)
 * knows the jobs through the registry alone — so neither the queue nor the
 * domains that queue jobs import this list, and nothing imports back up.
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

registerJobs(JOBS);

/** Every listed job adds its payload to enqueue's JobPayloads, and nothing else does (a compile-time check). */
type JobName = (typeof JOBS)[number]["name"];
type SameNames<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const payloadsMatchTheList: SameNames<JobName, keyof JobPayloads> = true;
void payloadsMatchTheList;
