import { LISTING_STATUSES, LISTING_STATUS_LABELS, SERVICE_ORDER_GROUP_LABELS, SERVICE_ORDER_GROUPS } from "@/lib/domain/enums";
import { prisma } from "@/server/db/client";
import { countServiceOrdersByGroup } from "@/server/service-orders/count-by-group";

/**
 * The dashboard's two small charts, each counted in one SQL query: listings by
 * status, and service orders by the groups of the orders list (past due, then
 * the rest by status).
 */
export interface ChartBar {
  key: string;
  label: string;
  value: number;
  href?: string;
}

export async function getDashboardCharts(now: Date = new Date()): Promise<{ listingsByStatus: ChartBar[]; ordersByGroup: ChartBar[] }> {
  const [statusCounts, orderCounts] = await Promise.all([
    prisma.listing.groupBy({ by: ["status"], _count: { _all: true } }),
    countServiceOrdersByGroup(now),
  ]);
  const byStatus = new Map(statusCounts.map((row) => [row.status, row._count._all]));
  return {
    listingsByStatus: LISTING_STATUSES.map((status) => ({
      key: status,
      label: LISTING_STATUS_LABELS[status],
      value: byStatus.get(status) ?? 0,
    })),
    ordersByGroup: SERVICE_ORDER_GROUPS.map((group) => ({
      key: group,
      label: SERVICE_ORDER_GROUP_LABELS[group],
      value: orderCounts[group],
    })),
  };
}
