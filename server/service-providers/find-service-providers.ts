import type { Prisma } from "@/lib/generated/prisma/client";
import type { ServiceProviderListQuery } from "@/lib/schemas/contact-party";
import { prisma } from "@/server/db/client";
import { containsText } from "@/server/db/text-search";
import { resolveCriteria, resolveSort } from "@/server/search/criteria";
import { serviceProviderSearch } from "@/server/search/fields/service-providers";
import { toServiceProviderDto, withOrderCount } from "./service-provider-dto";

type ProviderFilters = Partial<Pick<ServiceProviderListQuery, "name" | "criteria" | "sort" | "order">>;

/** The filters of GET /services/providers (name search AND the Finder's criteria), shared with its export. */
export function serviceProviderListWhere(query: ProviderFilters): Prisma.ServiceProviderWhereInput {
  const and = resolveCriteria(serviceProviderSearch, query.criteria);
  if (query.name) and.push({ name: containsText(query.name) });
  return { AND: and };
}

/** By name (case-insensitive) unless the table view asks for another sort. */
export function serviceProviderListOrder(query: ProviderFilters): Prisma.ServiceProviderOrderByWithRelationInput[] {
  return resolveSort(serviceProviderSearch, query, { name: "name", orderBy: serviceProviderSearch.sorts.name!("asc") });
}

/** One page of service providers with the total. */
export async function findServiceProviders(query: ProviderFilters & Pick<ServiceProviderListQuery, "skip" | "limit">) {
  const where = serviceProviderListWhere(query);
  const [rows, total] = await Promise.all([
    prisma.serviceProvider.findMany({
      where,
      include: withOrderCount,
      orderBy: serviceProviderListOrder(query),
      skip: query.skip,
      take: query.limit,
    }),
    prisma.serviceProvider.count({ where }),
  ]);
  return { items: rows.map(toServiceProviderDto), total };
}
