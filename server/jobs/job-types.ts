import type { Role } from "@/lib/domain/enums";

/**
 * Every background job of the console, by queue name, with the data it
 * carries (JSON: ids and days, never whole records). To add a job: its data
 * here, its retry policy in queue-options.ts, its handler in catalog.ts — and,
 * if it recurs, a line in schedules.ts.
 */
export interface JobPayloads {
  /** Send one Outbox message (server/mail/send-message.ts). */
  "mail.send": { messageId: string };
  /** The hourly digest pass: queue a digest.send for each person whose hour has come (server/digest). */
  "digest.dispatch": { after?: string };
  /** Decide one person's digest for one agency day, and queue it if there is something to say. */
  "digest.send": { userId: string; day: string };
  /** Delete Outbox messages older than OUTBOX_RETENTION_DAYS. */
  "outbox.prune": Record<string, never>;
  /** STATEMENT_DAY at 06:00: queue last month's owner statements (server/statements/queue-monthly-statements.ts). */
  "statements.monthly": Record<string, never>;
  /** E-mail one owner's statement of one month (round: 1, or more after a resend), on behalf of who asked. */
  "statements.send": { clientId: string; month: string; round: number; byId: string | null; byName: string };
  /** Store the next occurrence of reminders that days have moved on (server/reminders/store-occurrences.ts). */
  "reminders.refresh": Record<string, never>;
  /** "Forgot your password?": a link for the active account with this (lower-cased) e-mail, or nothing (server/auth/password-reset.ts). */
  "password.reset-link": { email: string };
  /** Write an import's valid rows, all or nothing, as the person who asked (server/imports/commit-import.ts). */
  "imports.commit": { importId: string; actor: { id: string; name: string; role: Role } };
  /** A PDF document's first page as its thumbnail (server/documents/make-document-thumbnail.ts). */
  "documents.thumbnail": { documentId: string };
}

export type JobName = keyof JobPayloads;

/** What a handler knows about the try it is running. */
export interface JobAttempt {
  id: string;
  /** 0 on the first try. */
  retryCount: number;
  /** No retry follows if this one fails. */
  isLastTry: boolean;
}
