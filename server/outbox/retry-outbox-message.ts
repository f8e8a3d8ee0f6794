import { prisma } from "@/server/db/client";
import { conflict, notFound } from "@/server/errors";
import { enqueue } from "@/server/jobs/enqueue";
import { mailDelivers } from "@/server/mail/mail-config";

/**
 * POST /outbox/{id}/retry ("Send again"): a failed message goes back to
 * queued with a new mail.send job — the same bytes, the same Message-ID —
 * in one transaction. Only a failed one: a queued message is already on its
 * way, a sent one would arrive twice.
 */
export async function retryOutboxMessage(id: string): Promise<void> {
  if (!mailDelivers()) throw conflict("No mail server is configured (SMTP_URL), so messages stay in the Outbox.");
  await prisma.$transaction(async (tx) => {
    const { count } = await tx.outboxMessage.updateMany({ where: { id, status: "failed" }, data: { status: "queued" } });
    if (count === 0) {
      const exists = await tx.outboxMessage.findUnique({ where: { id }, select: { status: true } });
      if (!exists) throw notFound("Message not found.");
      throw conflict("Only a failed message can be sent again.");
    }
    await enqueue(tx, "mail.send", { messageId: id });
  });
}
