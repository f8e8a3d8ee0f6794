import type { Prisma } from "@/lib/generated/prisma/client";
import type { ServiceProviderListQuery } from "@/lib/schemas/service-provider";
import { prisma } from "@/server/db/client";
import { containsText } from "@/server/db/text-search";
import { toServiceProviderDto, withOrderCount } from "./service-provider-dto";

/** One page of service providers sorted by name (case-insensitive), with the total. */
export async function findServiceProviders({ skip, limit, name }: ServiceProviderListQuery) {
  const where: Prisma.ServiceProviderWhereInput = name ? { name: containsText(name) } : {};
  const [rows, total] = await Promise.all([
    prisma.serviceProvider.findMany({
      where,
      include: withOrderCount,
      orderBy: [{ nameSort: "asc" }, { id: "asc" }],
      skip,
      take: limit,
    }),
    prisma.serviceProvider.count({ where }),
  ]);
  return { items: rows.map(toServiceProviderDto), total };
}
