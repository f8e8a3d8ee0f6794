import { prisma } from "@/server/db/client";

/**
 * How many listings each client owns, for the given clients only: one grouped
 * count on the (client_id, property_name_order) index. Prisma's `_count` include
 * aggregates the whole listings table and joins it to the page instead
 * (docs/PERFORMANCE.md), a cost that grows with every listing in the agency.
 */
export async function listingCountsOf(clientIds: string[]): Promise<Map<string, number>> {
  if (clientIds.length === 0) return new Map();
  const rows = await prisma.listing.groupBy({ by: ["clientId"], where: { clientId: { in: clientIds } }, _count: { _all: true } });
  return new Map(rows.map((row) => [row.clientId, row._count._all]));
}

/** Gives clients read without `_count` the same `_count.listings` field the DTOs read. */
export async function withListingCounts<Row extends { id: string }>(rows: Row[]): Promise<(Row & { _count: { listings: number } })[]> {
  const counts = await listingCountsOf(rows.map((row) => row.id));
  return rows.map((row) => ({ ...row, _count: { listings: counts.get(row.id) ?? 0 } }));
}
