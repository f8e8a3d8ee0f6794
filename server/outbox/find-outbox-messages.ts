import type { Prisma } from "@/lib/generated/prisma/client";
import type { OutboxMessageDto, OutboxQuery } from "@/lib/schemas/outbox";
import type { Actor } from "@/server/auth/actor";
import { prisma, type Database } from "@/server/db/client";
import { outboxRowSelect, outboxVisibleTo, toOutboxMessageDto } from "./outbox-dto";

/**
 * GET /outbox: one page, newest first — every message for an admin, the messages they caused for a specialist
 * (issue 44). Each filter has its index (created_at DESC within status, kind or the person who caused it).
 */
export async function findOutboxMessages(
  query: OutboxQuery,
  viewer: Actor,
  db: Database = prisma,
): Promise<{ items: OutboxMessageDto[]; total: number }> {
  const where: Prisma.OutboxMessageWhereInput = { ...outboxVisibleTo(viewer) };
  if (query.kind) where.kind = query.kind;
  if (query.status) where.status = query.status;
  const [rows, total] = await Promise.all([
    db.outboxMessage.findMany({
      where,
      select: outboxRowSelect,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: query.skip,
      take: query.limit,
    }),
    db.outboxMessage.count({ where }),
  ]);
  return { items: rows.map(toOutboxMessageDto), total };
}
