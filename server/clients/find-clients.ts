import type { Prisma } from "@/lib/generated/prisma/client";
import type { ClientListQuery } from "@/lib/schemas/client";
import { prisma } from "@/server/db/client";
import { containsText } from "@/server/db/text-search";
import { toClientDto, withPropertyCount } from "./client-dto";

/** One page of clients sorted by name (case-insensitive), with the total. */
export async function findClients({ skip, limit, name }: ClientListQuery) {
  const where: Prisma.ClientWhereInput = name ? { name: containsText(name) } : {};
  const [rows, total] = await Promise.all([
    prisma.client.findMany({
      where,
      include: withPropertyCount,
      orderBy: [{ nameSort: "asc" }, { id: "asc" }],
      skip,
      take: limit,
    }),
    prisma.client.count({ where }),
  ]);
  return { items: rows.map(toClientDto), total };
}
