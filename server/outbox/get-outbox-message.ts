import type { OutboxAttachmentDto, OutboxMessageDetailDto } from "@/lib/schemas/outbox";
import type { Actor } from "@/server/auth/actor";
import { prisma, type Database } from "@/server/db/client";
import { notFound } from "@/server/errors";
import { outboxRowSelect, outboxVisibleTo, toOutboxMessageDto } from "./outbox-dto";

const MESSAGE_NOT_FOUND = "Message not found.";

/** GET /outbox/{id}: the row with its parts and attachments (names, types, sizes); a message the viewer may not read is a 404. */
export async function getOutboxMessage(id: string, viewer: Actor, db: Database = prisma): Promise<OutboxMessageDetailDto> {
  const row = await db.outboxMessage.findFirst({
    where: { id, ...outboxVisibleTo(viewer) },
    select: { ...outboxRowSelect, messageId: true, html: true, text: true, attachments: true, smtpResponse: true },
  });
  if (!row) throw notFound(MESSAGE_NOT_FOUND);
  return {
    ...toOutboxMessageDto(row),
    messageId: row.messageId,
    html: row.html,
    text: row.text,
    attachments: row.attachments as unknown as OutboxAttachmentDto[],
    smtpResponse: row.smtpResponse,
  };
}

/** GET /outbox/{id}/raw: the exact bytes sent (or to be sent). */
export async function getOutboxRaw(id: string): Promise<Uint8Array> {
  const row = await prisma.outboxMessage.findUnique({ where: { id }, select: { raw: true } });
  if (!row) throw notFound(MESSAGE_NOT_FOUND);
  return row.raw;
}
