import type { PrismaClient } from "@/lib/generated/prisma/client";
import type { ServiceOrderGroupCounts } from "@/lib/schemas/service-order";
import { prisma } from "@/server/db/client";

/**
 * How many orders each group of the orders list holds right now
 * ({pastDue, approved, pending, declined, completed}), in one SQL query.
 * The groups are those of GET /services/orders?sortItems=true: PENDING and
 * APPROVED orders whose due date-time has passed are past due.
 */
export async function countServiceOrdersByGroup(
  now: Date = new Date(),
  db: Pick<PrismaClient, "$queryRaw"> = prisma,
): Promise<ServiceOrderGroupCounts> {
  const [row] = await db.$queryRaw<Record<keyof ServiceOrderGroupCounts, bigint | number>[]>`
    SELECT
      count(*) FILTER (WHERE status IN ('PENDING', 'APPROVED') AND due_at < ${now}) AS "pastDue",
      count(*) FILTER (WHERE status = 'APPROVED' AND due_at >= ${now}) AS "approved",
      count(*) FILTER (WHERE status = 'PENDING' AND due_at >= ${now}) AS "pending",
      count(*) FILTER (WHERE status = 'DECLINED') AS "declined",
      count(*) FILTER (WHERE status = 'COMPLETED') AS "completed"
    FROM service_orders`;
  return {
    pastDue: Number(row?.pastDue ?? 0),
    approved: Number(row?.approved ?? 0),
    pending: Number(row?.pending ?? 0),
    declined: Number(row?.declined ?? 0),
    completed: Number(row?.completed ?? 0),
  };
}
