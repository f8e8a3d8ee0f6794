import { Prisma, type PrismaClient } from "@/lib/generated/prisma/client";
import type { ServiceOrderGroupCounts } from "@/lib/schemas/service-order";
import { prisma } from "@/server/db/client";
import { OPEN_ORDER_STATUSES, pastDueSql } from "./past-due";

/**
 * How many orders each group of the orders list holds right now
 * ({pastDue, approved, pending, declined, completed}), in one SQL statement
 * whose cost does not grow with the number of orders. The groups are those of
 * GET /services/orders?sortItems=true, past due as past-due.ts decides it.
 *
 * The database keeps how many orders of each status fall due in each UTC
 * month (service_order_counts, kept by triggers: migration
 * 20261124020000_service_order_counts). Months before the current one are
 * wholly past; of the current month only the open orders due before `now` are
 * counted, on the (status, due_at, order_number) index. One statement, one
 * snapshot: the counts always add up to the orders committed.
 */
export async function countServiceOrdersByGroup(
  now: Date = new Date(),
  db: Pick<PrismaClient, "$queryRaw"> = prisma,
): Promise<ServiceOrderGroupCounts> {
  return toGroupCounts(await db.$queryRaw<GroupCountRow[]>(serviceOrderGroupCountsSql(now)));
}

export interface GroupCountRow {
  status: string;
  total: bigint | number | string;
  past_due: bigint | number | string;
}

/** The statement (exported so the benchmark's bare baseline runs exactly the same SQL). */
export function serviceOrderGroupCountsSql(now: Date): Prisma.Sql {
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const month = monthStart.toISOString().slice(0, 10);
  return Prisma.sql`
    WITH kept AS (
      SELECT status, sum(orders) AS total, coalesce(sum(orders) FILTER (WHERE due_month < ${month}::date), 0) AS before_month
      FROM service_order_counts GROUP BY status
    ),
    this_month AS (
      SELECT status, count(*) AS past_due FROM service_orders
      WHERE ${pastDueSql(now)} AND due_at >= ${monthStart}
      GROUP BY status
    )
    SELECT kept.status::text AS status, kept.total::bigint AS total,
           (kept.before_month + coalesce(this_month.past_due, 0))::bigint AS past_due
    FROM kept LEFT JOIN this_month ON this_month.status = kept.status`;
}

export function toGroupCounts(rows: GroupCountRow[]): ServiceOrderGroupCounts {
  const total = (status: string) => Number(rows.find((row) => row.status === status)?.total ?? 0);
  const pastDue = (status: string) => Number(rows.find((row) => row.status === status)?.past_due ?? 0);
  return {
    pastDue: OPEN_ORDER_STATUSES.reduce((sum, status) => sum + pastDue(status), 0),
    approved: total("APPROVED") - pastDue("APPROVED"),
    pending: total("PENDING") - pastDue("PENDING"),
    declined: total("DECLINED"),
    completed: total("COMPLETED"),
  };
}
