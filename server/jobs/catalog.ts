import { dispatchDigests } from "@/server/digest/dispatch-digests";
import { sendDigest } from "@/server/digest/send-digest";
import { sendOutboxMessage } from "@/server/mail/send-message";
import { pruneOutbox } from "@/server/outbox/prune-outbox";
import { refreshStaleReminderOccurrences } from "@/server/reminders/store-occurrences";
import { queueLastMonthsStatements } from "@/server/statements/queue-monthly-statements";
import { sendMonthlyStatement } from "@/server/statements/send-monthly-statement";
import { prunePasswordResetTokens, sendPasswordResetLink } from "@/server/auth/password-reset";
import { runImportCommit } from "@/server/imports/commit-import";
import { makeDocumentThumbnail } from "@/server/documents/make-document-thumbnail";
import type { JobAttempt, JobName, JobPayloads } from "./job-types";

/**
 * What each job does. A handler that throws is retried by the queue (with
 * backoff, queue-options.ts); one that decides a failure is final records it
 * and returns. Handlers take ids and look the records up, so a retry sees
 * the database as it is then.
 */
export interface JobDefinition<N extends JobName = JobName> {
  name: N;
  /** How many of these one process runs at once (each worker takes a few at a time and runs them in turn). */
  concurrency: number;
  /** Jobs a worker takes at a time (3 by default); 1 where one job may run for minutes and the next must not wait behind it. */
  batchSize?: number;
  run(data: JobPayloads[N], attempt: JobAttempt): Promise<void>;
}

function job<N extends JobName>(definition: JobDefinition<N>): JobDefinition {
  return definition as unknown as JobDefinition;
}

export const JOBS: readonly JobDefinition[] = [
  job({ name: "mail.send", concurrency: 2, run: ({ messageId }, attempt) => sendOutboxMessage(messageId, attempt) }),
  job({ name: "digest.dispatch", concurrency: 1, run: async ({ after }) => void (await dispatchDigests({ after })) }),
  job({ name: "digest.send", concurrency: 2, run: ({ userId, day }) => sendDigest({ userId, day }) }),
  job({
    name: "outbox.prune",
    concurrency: 1,
    run: async () => {
      await pruneOutbox();
      await prunePasswordResetTokens();
    },
  }),
  job({ name: "reminders.refresh", concurrency: 1, run: async () => void (await refreshStaleReminderOccurrences()) }),
  job({ name: "statements.monthly", concurrency: 1, run: async () => void (await queueLastMonthsStatements()) }),
  // Each renders a PDF and a CSV of one owner's month: one at a time per process.
  job({ name: "statements.send", concurrency: 1, run: (data) => sendMonthlyStatement(data) }),
  job({ name: "password.reset-link", concurrency: 2, run: ({ email }, attempt) => sendPasswordResetLink({ email }, attempt) }),
  // One transaction of up to 50,000 rows: one at a time per process.
  job({ name: "imports.commit", concurrency: 2, batchSize: 1, run: (data, attempt) => runImportCommit(data, attempt) }),
  // A child process rendering one PDF page (up to ~400 MB, 20 s): one at a time per process.
  job({ name: "documents.thumbnail", concurrency: 1, run: async ({ documentId }) => void (await makeDocumentThumbnail(documentId)) }),
];
