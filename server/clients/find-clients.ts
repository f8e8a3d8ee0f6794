import type { Prisma } from "@/lib/generated/prisma/client";
import type { ClientListQuery } from "@/lib/schemas/client";
import { prisma } from "@/server/db/client";
import { containsText } from "@/server/db/text-search";
import { withListingCounts } from "@/server/listings/listing-counts";
import { toClientDto } from "./client-dto";

/** One page of clients sorted by name (case-insensitive), with the total; listing counts for the page only. */
export async function findClients({ skip, limit, name }: ClientListQuery) {
  const where: Prisma.ClientWhereInput = name ? { name: containsText(name) } : {};
  const [rows, total] = await Promise.all([
    prisma.client.findMany({
      where,
      orderBy: [{ nameSort: "asc" }, { id: "asc" }],
      skip,
      take: limit,
    }),
    prisma.client.count({ where }),
  ]);
  return { items: (await withListingCounts(rows)).map(toClientDto), total };
}
