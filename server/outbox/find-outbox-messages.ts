import type { Prisma } from "@/lib/generated/prisma/client";
import type { OutboxMessageDto, OutboxQuery } from "@/lib/schemas/outbox";
import { prisma } from "@/server/db/client";
import { outboxRowSelect, toOutboxMessageDto } from "./outbox-dto";

/** GET /outbox (admins): one page, newest first; each filter has its index (created_at DESC within status or kind). */
export async function findOutboxMessages(query: OutboxQuery): Promise<{ items: OutboxMessageDto[]; total: number }> {
  const where: Prisma.OutboxMessageWhereInput = {};
  if (query.kind) where.kind = query.kind;
  if (query.status) where.status = query.status;
  const [rows, total] = await Promise.all([
    prisma.outboxMessage.findMany({
      where,
      select: outboxRowSelect,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: query.skip,
      take: query.limit,
    }),
    prisma.outboxMessage.count({ where }),
  ]);
  return { items: rows.map(toOutboxMessageDto), total };
}
