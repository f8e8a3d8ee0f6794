import { prisma } from "@/server/db/client";
import type { JobAttempt } from "@/server/jobs/define-job";
import { mailFrom } from "./mail-config";
import { smtpTransport } from "./transport";

/**
 * The mail.send job: hands one Outbox message to the SMTP server.
 *
 * Exactly once, as far as the console can: the row is claimed (queued or
 * sending → sending, one more attempt) before the send and marked sent right
 * after the server's 250. A retry finds a sent message and does nothing. The
 * window left: the process dies after the server accepted and before the
 * mark commits; the retry then sends the same bytes again, with the same
 * Message-ID, which receivers that de-duplicate recognise (docs/DECISIONS.md).
 *
 * A 5xx answer (the server refuses for good) fails the message at once; any
 * other failure is retried by the queue with backoff, and the last try marks
 * it failed with the server's answer.
 */
export async function sendOutboxMessage(messageId: string, attempt: JobAttempt): Promise<void> {
  const [message] = await prisma.$queryRaw<{ raw: Uint8Array; to_address: string }[]>`
    UPDATE "outbox_messages"
       SET "status" = 'sending', "attempts" = "attempts" + 1, "last_attempt_at" = now()
     WHERE "id" = ${messageId}::uuid AND "status" IN ('queued', 'sending')
    RETURNING "raw", "to_address"`;
  if (!message) return; // sent already, failed and not retried, or captured: nothing to do

  try {
    const info = await smtpTransport().sendMail({
      envelope: { from: mailFrom().address, to: [message.to_address] },
      raw: Buffer.from(message.raw),
    });
    await prisma.outboxMessage.update({
      where: { id: messageId },
      data: { status: "sent", sentAt: new Date(), smtpResponse: info.response.slice(0, 1_000), lastError: null },
    });
  } catch (error) {
    const answer = smtpAnswer(error);
    const final = attempt.isLastTry || isPermanent(error);
    await prisma.outboxMessage.update({ where: { id: messageId }, data: { status: final ? "failed" : "queued", lastError: answer } });
    if (!final) throw error;
  }
}

interface SmtpError {
  responseCode?: number;
  response?: string;
  code?: string;
  message?: string;
}

/** A 5xx reply: the server refuses this message for good (unknown mailbox, policy); trying again would not help. */
function isPermanent(error: unknown): boolean {
  const code = (error as SmtpError | null)?.responseCode;
  return typeof code === "number" && code >= 500 && code < 600;
}

/** The server's answer when it gave one ("550 5.1.1 No such user"), else what went wrong ("ECONNREFUSED …"). */
export function smtpAnswer(error: unknown): string {
  const failure = (error ?? {}) as SmtpError;
  const text = failure.response ?? [failure.code, failure.message].filter(Boolean).join(" ");
  return (text || String(error)).slice(0, 1_000);
}
