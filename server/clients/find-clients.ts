import { Prisma } from "@/lib/generated/prisma/client";
import type { ClientListQuery } from "@/lib/schemas/contact-party";
import { prisma } from "@/server/db/client";
import { containsText, ilike } from "@/server/db/text-search";
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
  const orderBy = clientListOrder(query);
  const [rows, total] = await Promise.all([
    nameSearchOnly(query)
      ? clientIdsByName(query.name!, query.skip, query.limit).then((ids) =>
          ids.length ? prisma.client.findMany({ where: { id: { in: ids } }, orderBy }) : [],
        )
      : prisma.client.findMany({ where, orderBy, skip: query.skip, take: query.limit }),
    prisma.client.count({ where }),
  ]);
  return { items: (await withListingCounts(rows)).map(toClientDto), total };
}

const nameSearchOnly = (query: ClientFilters) => Boolean(query.name) && !query.criteria?.length && !query.sort && !query.order;

/**
 * The ids of one page of a name search, in the list's order. Left to itself
 * the planner walks the name-sorted index and tests every client's name until
 * the page is full, which for a rare name sorting late reads most clients
 * — a cost that grows with the agency; the fence makes it take the matches
 * from the trigram index and sort only those, so the page costs what the
 * exact total beside it costs (docs/PERFORMANCE.md#changes). Exported so the
 * benchmark's bare baseline runs exactly the same SQL.
 */
export function clientIdsByNameSql(name: string, skip: number, limit: number): Prisma.Sql {
  return Prisma.sql`
    WITH matching AS MATERIALIZED (SELECT id, name_order FROM clients WHERE ${ilike(Prisma.sql`name`, "contains", name)})
    SELECT id::text AS id FROM matching ORDER BY name_order, id OFFSET ${skip}::int LIMIT ${limit}::int`;
}

async function clientIdsByName(name: string, skip: number, limit: number): Promise<string[]> {
  const rows = await prisma.$queryRaw<{ id: string }[]>(clientIdsByNameSql(name, skip, limit));
  return rows.map((row) => row.id);
}
