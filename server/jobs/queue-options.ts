import type { QueueOptions } from "pg-boss";
import { env } from "@/server/env";
import type { JobName } from "./job-types";

/**
 * Each queue's retry policy (pg-boss: retries with exponential backoff and
 * jitter). A running job's process sends a heartbeat every few seconds; a job
 * whose heartbeat stops for `heartbeatSeconds` — its process died — is tried
 * again (found by the next maintenance pass, every 15 s: queue.ts), as is one
 * still running after `expireInSeconds`. Applied to the queue at every start,
 * so a changed setting takes effect on the next deploy.
 */
export function queueOptions(): Record<JobName, QueueOptions> {
  const { MAIL_MAX_ATTEMPTS, MAIL_RETRY_DELAY_SECONDS } = env();
  const background: QueueOptions = {
    retryLimit: 4,
    retryDelay: 60,
    retryBackoff: true,
    retryDelayMax: 3_600,
    expireInSeconds: 600,
    heartbeatSeconds: 30,
  };
  return {
    "mail.send": {
      retryLimit: MAIL_MAX_ATTEMPTS - 1,
      retryDelay: MAIL_RETRY_DELAY_SECONDS,
      retryBackoff: true,
      retryDelayMax: 3_600,
      // Connection, greeting and socket waits are bounded in server/mail/transport.ts well below this.
      expireInSeconds: 300,
      heartbeatSeconds: 15,
      deleteAfterSeconds: 7 * 86_400,
    },
    "digest.dispatch": background,
    "digest.send": background,
    "outbox.prune": background,
    "reminders.refresh": background,
    "statements.monthly": background,
    "statements.send": background,
    // A link is asked for by someone waiting at the screen: retried soon, and useless after its 30 minutes.
    "password.reset-link": {
      retryLimit: 3,
      retryDelay: 5,
      retryBackoff: true,
      retryDelayMax: 120,
      expireInSeconds: 120,
      heartbeatSeconds: 30,
      deleteAfterSeconds: 86_400,
    },
    // Someone watches its progress bar: a crashed run is taken up again soon. Its transaction may last up to
    // 10 minutes (IMPORT_TRANSACTION_OPTIONS); the heartbeat, not the expiry, notices a dead process.
    "imports.commit": {
      retryLimit: 2,
      retryDelay: 5,
      retryBackoff: true,
      retryDelayMax: 60,
      expireInSeconds: 15 * 60,
      heartbeatSeconds: 30,
      deleteAfterSeconds: 7 * 86_400,
    },
    // A file that cannot be rendered completes the job (its icon stays); only a database error is tried again,
    // twice. The renderer is killed after 20 s (server/documents/pdf-thumbnail.ts), well inside the expiry.
    "documents.thumbnail": {
      retryLimit: 2,
      retryDelay: 30,
      retryBackoff: true,
      retryDelayMax: 600,
      expireInSeconds: 120,
      heartbeatSeconds: 30,
      deleteAfterSeconds: 86_400,
    },
  };
}
