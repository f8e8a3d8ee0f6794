import { prisma } from "@/server/db/client";

const COUNTED_TABLES = { clients: "clients", listings: "listings", serviceOrders: "service_orders" } as const;

/**
 * Dashboard counts (PRODUCT.md#dashboard Dashboard stats), read from the counts the
 * database keeps (model RecordCount): one indexed read at any size, where
 * count(*) over each table grew with the data.
 */
export async function getStats() {
  const rows = await prisma.recordCount.findMany({ where: { tableName: { in: Object.values(COUNTED_TABLES) } } });
  const countOf = (table: string) => Number(rows.find((row) => row.tableName === table)?.rowCount ?? 0);
  return {
    clients: countOf(COUNTED_TABLES.clients),
    listings: countOf(COUNTED_TABLES.listings),
    serviceOrders: countOf(COUNTED_TABLES.serviceOrders),
  };
}
