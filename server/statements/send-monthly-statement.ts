import { statementKey } from "@/lib/domain/job-keys";
import { monthPeriod } from "@/lib/schemas/statement";
import { getStatementSummary } from "@/server/accounts/get-statement";
import { prisma } from "@/server/db/client";
import { AppError } from "@/server/errors";
import { queueMessage } from "@/server/mail/queue-message";
import { prepareStatementMessage, recordStatementSent, statementAddress } from "./statement-message";

/**
 * The statements.send job: one owner's statement of one month, as queued by
 * queueMonthlyStatements. Safe to run twice: a round that is done or has been
 * superseded by a resend does nothing, and the message's idempotency key
 * (statementKey: `statement:<client>:<month>:<round>`) answers the first message to a
 * retry that crashed after writing it. An owner without a valid address (or
 * with a month whose last day alone holds more entries than an e-mail carries) is
 * marked `skipped`: retrying cannot help. A month of more entries than that is
 * sent with its latest whole days attached (prepareStatementMessage).
 */
/** One round of one owner's month, and who asked (null: the monthly run). */
export interface StatementRound {
  clientId: string;
  month: string;
  round: number;
  byId: string | null;
  byName: string;
}

export async function sendMonthlyStatement({ clientId, month, round, byId, byName }: StatementRound): Promise<void> {
  const send = await prisma.statementSend.findUnique({ where: { clientId_month: { clientId, month } } });
  if (!send || send.round !== round || send.outcome) return;
  const summary = await getStatementSummary({ clientId, ...monthPeriod(month) });
  let prepared;
  let address;
  try {
    address = statementAddress(summary);
    prepared = await prepareStatementMessage(summary, { idempotencyKey: statementKey({ clientId, month, round }), excerptWhenLong: true });
  } catch (error) {
    if (error instanceof AppError && error.code === "UNPROCESSABLE") {
      await prisma.statementSend.updateMany({ where: { clientId, month, round, outcome: null }, data: { outcome: "skipped" } });
      return;
    }
    throw error;
  }
  await prisma.$transaction(async (tx) => {
    const queued = await queueMessage(tx, prepared.message);
    await tx.statementSend.updateMany({ where: { clientId, month, round }, data: { messageId: queued.id, outcome: "sent" } });
    if (queued.created) {
      await recordStatementSent(tx, {
        summary,
        messageId: queued.id,
        address,
        by: { id: byId, name: byName },
        month,
        excerpt: prepared.excerpt,
        captured: queued.captured,
      });
    }
  });
}
