import type { MessageKind, OutboxStatus } from "@/lib/domain/outbox";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { HistoryEntity } from "@/lib/schemas/history";
import type { OutboxMessageDto } from "@/lib/schemas/outbox";
import type { Actor } from "@/server/auth/actor";

/**
 * Whose messages a person may read (issue 44): an admin every message, a specialist the ones they caused
 * (`created_by_id`; scheduled mail and others' messages are not theirs). The one home of that rule: the list and
 * the message both filter by it, so another's message is a 404, never a 403 that tells it exists.
 */
export function outboxVisibleTo(viewer: Actor): Prisma.OutboxMessageWhereInput {
  return viewer.role === "admin" ? {} : { createdById: viewer.id };
}

/** The columns of an Outbox row (never the parts or the raw MIME: a page of the list stays small). */
export const outboxRowSelect = {
  id: true,
  kind: true,
  status: true,
  toAddress: true,
  toName: true,
  subject: true,
  attempts: true,
  lastError: true,
  relatedType: true,
  relatedId: true,
  createdById: true,
  createdByName: true,
  createdAt: true,
  lastAttemptAt: true,
  sentAt: true,
} satisfies Prisma.OutboxMessageSelect;

type OutboxRow = Prisma.OutboxMessageGetPayload<{ select: typeof outboxRowSelect }>;

export function toOutboxMessageDto(row: OutboxRow): OutboxMessageDto {
  return {
    _id: row.id,
    kind: row.kind as MessageKind,
    status: row.status as OutboxStatus,
    to: { name: row.toName, address: row.toAddress },
    subject: row.subject,
    attempts: row.attempts,
    lastError: row.lastError,
    related: row.relatedType && row.relatedId ? { type: row.relatedType as HistoryEntity, _id: row.relatedId } : null,
    createdBy: row.createdById || row.createdByName ? { _id: row.createdById, name: row.createdByName ?? "" } : null,
    createdAt: row.createdAt.toISOString(),
    lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}
