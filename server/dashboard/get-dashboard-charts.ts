import { LISTING_STATUSES, LISTING_STATUS_LABELS, type ListingStatus } from "@/lib/domain/enums";
import { prisma } from "@/server/db/client";

/**
 * The dashboard's two small charts, counted in SQL.
 *
 * Service orders by group use the service-order list's buckets (SPEC §3):
 * pastDue = PENDING or APPROVED whose due date-time has passed; the rest by
 * status. (The Service Orders module has its own countServiceOrdersByGroup();
 * the two share this definition and can be merged at integration.)
 */
export interface ChartBar {
  key: string;
  label: string;
  value: number;
  href?: string;
}

export const ORDER_GROUP_LABELS = {
  pastDue: "Past due",
  approved: "Approved",
  pending: "Pending",
  declined: "Declined",
  completed: "Completed",
} as const;

export async function getDashboardCharts(now: Date = new Date()): Promise<{ listingsByStatus: ChartBar[]; ordersByGroup: ChartBar[] }> {
  const [statusCounts, orderCounts] = await Promise.all([
    prisma.listing.groupBy({ by: ["status"], _count: { _all: true } }),
    prisma.$queryRaw<{ pastDue: number; approved: number; pending: number; declined: number; completed: number }[]>`
      SELECT
        (count(*) FILTER (WHERE status IN ('PENDING', 'APPROVED') AND due_at < ${now}))::int AS "pastDue",
        (count(*) FILTER (WHERE status = 'APPROVED' AND due_at >= ${now}))::int AS approved,
        (count(*) FILTER (WHERE status = 'PENDING' AND due_at >= ${now}))::int AS pending,
        (count(*) FILTER (WHERE status = 'DECLINED'))::int AS declined,
        (count(*) FILTER (WHERE status = 'COMPLETED'))::int AS completed
      FROM service_orders`,
  ]);
  const byStatus = new Map(statusCounts.map((row) => [row.status, row._count._all]));
  const orders = orderCounts[0] ?? { pastDue: 0, approved: 0, pending: 0, declined: 0, completed: 0 };
  return {
    listingsByStatus: LISTING_STATUSES.map((status: ListingStatus) => ({
      key: status,
      label: LISTING_STATUS_LABELS[status],
      value: byStatus.get(status) ?? 0,
    })),
    ordersByGroup: (Object.keys(ORDER_GROUP_LABELS) as (keyof typeof ORDER_GROUP_LABELS)[]).map((group) => ({
      key: group,
      label: ORDER_GROUP_LABELS[group],
      value: orders[group],
    })),
  };
}
