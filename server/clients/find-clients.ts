import type { Prisma } from "@/lib/generated/prisma/client";
import type { ClientListQuery } from "@/lib/schemas/client";
import { prisma } from "@/server/db/client";
import { containsText } from "@/server/db/text-search";
import { withListingCounts } from "@/server/listings/listing-counts";
import { resolveCriteria, resolveSort } from "@/server/search/criteria";
import { clientSearch } from "@/server/search/fields/clients";
import { toClientDto } from "./client-dto";

type ClientFilters = Partial<Pick<ClientListQuery, "name" | "criteria" | "sort" | "order">>;

/** The filters of GET /clients (name search AND the Finder's criteria), shared with its export. */
export function clientListWhere(query: ClientFilters): Prisma.ClientWhereInput {
  const and = resolveCriteria(clientSearch, query.criteria);
  if (query.name) and.push({ name: containsText(query.name) });
  return { AND: and };
}

/** By name (case-insensitive) unless the table view asks for another sort. */
export function clientListOrder(query: ClientFilters): Prisma.ClientOrderByWithRelationInput[] {
  return resolveSort(clientSearch, query, { name: "name", orderBy: clientSearch.sorts.name!("asc") });
}

/** One page of clients with the total; listing counts for the page only. */
export async function findClients(query: ClientFilters & Pick<ClientListQuery, "skip" | "limit">) {
  const where = clientListWhere(query);
  const [rows, total] = await Promise.all([
    prisma.client.findMany({ where, orderBy: clientListOrder(query), skip: query.skip, take: query.limit }),
    prisma.client.count({ where }),
  ]);
  return { items: (await withListingCounts(rows)).map(toClientDto), total };
}
