import type { QueuedMessageDto } from "@/lib/schemas/outbox";
import type { Actor } from "@/server/auth/actor";
import { getStatementSummary } from "@/server/accounts/get-statement";
import { prisma } from "@/server/db/client";
import { queueMessage } from "@/server/mail/queue-message";
import { prepareStatementMessage, recordStatementSent, statementAddress } from "./statement-message";

/**
 * POST /accounts/{clientId}/statement/email: the statement of `from`..`to`
 * (last calendar month without them) to the client's contact e-mail, PDF and
 * CSV attached. The Outbox row and the account's History line commit
 * together; a client without a valid address is a 422 with nothing written.
 */
export async function emailStatement({
  clientId,
  from,
  to,
  actor,
}: {
  clientId: string;
  from?: string;
  to?: string;
  actor: Actor;
}): Promise<QueuedMessageDto> {
  const summary = await getStatementSummary({ clientId, from, to });
  const address = statementAddress(summary);
  const { message } = await prepareStatementMessage(summary, { createdBy: actor });
  const { id, captured } = await prisma.$transaction(async (tx) => {
    const queued = await queueMessage(tx, message);
    await recordStatementSent(tx, { summary, messageId: queued.id, address, by: actor, captured: queued.captured });
    return queued;
  });
  return { messageId: id, captured };
}
