import { Prisma } from "@/lib/generated/prisma/client";
import type { TenantListQuery } from "@/lib/schemas/tenant";
import { prisma } from "@/server/db/client";
import { containsText, ilike } from "@/server/db/text-search";
import { resolveCriteria, resolveSort } from "@/server/search/criteria";
import { tenantSearch } from "@/server/search/fields/tenants";
import { toTenantDtos } from "./tenant-dto";

type TenantFilters = Partial<Pick<TenantListQuery, "name" | "criteria" | "sort" | "order">>;

/** The digits of a search that looks like a phone number ("555-0101", "(758) 555"), when there are 3 or more. */
function phoneDigitsOf(text: string): string | null {
  if (!/^[\d\s().+\-/]+$/.test(text)) return null;
  const digits = text.replace(/\D/g, "");
  return digits.length >= 3 ? digits : null;
}

/** `name`: in the display name, the e-mail, or (digits typed) either phone's digits — every column trigram-indexed. */
function nameWhere(name: string): Prisma.TenantWhereInput {
  const digits = phoneDigitsOf(name);
  return {
    OR: [
      { displayName: containsText(name) },
      { email: containsText(name) },
      ...(digits ? [{ phoneDigits: { contains: digits } }, { secondaryPhoneDigits: { contains: digits } }] : []),
    ],
  };
}

/** The filters of GET /tenants (name search AND the Finder's criteria), shared with its export. */
export function tenantListWhere(query: TenantFilters): Prisma.TenantWhereInput {
  const and = resolveCriteria(tenantSearch, query.criteria);
  if (query.name) and.push(nameWhere(query.name));
  return { AND: and };
}

/** By name (the company, else first and last, case-insensitive) unless the table view asks for another sort. */
export function tenantListOrder(query: TenantFilters): Prisma.TenantOrderByWithRelationInput[] {
  return resolveSort(tenantSearch, query, { name: "name", orderBy: tenantSearch.sorts.name!("asc") });
}

/** GET /tenants: one page with the total; lease counts and balances for the page only. */
export async function findTenants(query: TenantFilters & Pick<TenantListQuery, "skip" | "limit">) {
  const where = tenantListWhere(query);
  const orderBy = tenantListOrder(query);
  const [rows, total] = await Promise.all([
    nameSearchOnly(query)
      ? tenantIdsByName(query.name!, query.skip, query.limit).then((ids) =>
          ids.length ? prisma.tenant.findMany({ where: { id: { in: ids } }, orderBy }) : [],
        )
      : prisma.tenant.findMany({ where, orderBy, skip: query.skip, take: query.limit }),
    prisma.tenant.count({ where }),
  ]);
  return { items: await toTenantDtos(rows), total };
}

const nameSearchOnly = (query: TenantFilters) => Boolean(query.name) && !query.criteria?.length && !query.sort && !query.order;

/**
 * The ids of one page of a name search, in the list's order: the matches are
 * taken from the trigram indexes first (the fence), then sorted — as the
 * clients' search does (server/clients/find-clients.ts), so a rare name that
 * sorts late does not walk the whole name-sorted index.
 */
export function tenantIdsByNameSql(name: string, skip: number, limit: number): Prisma.Sql {
  const digits = phoneDigitsOf(name);
  const phones = digits ? Prisma.sql` OR phone_digits LIKE ${`%${digits}%`} OR secondary_phone_digits LIKE ${`%${digits}%`}` : Prisma.empty;
  return Prisma.sql`
    WITH matching AS MATERIALIZED (
      SELECT id, name_order FROM tenants
       WHERE ${ilike(Prisma.sql`display_name`, "contains", name)} OR ${ilike(Prisma.sql`email`, "contains", name)}${phones})
    SELECT id::text AS id FROM matching ORDER BY name_order, id OFFSET ${skip}::int LIMIT ${limit}::int`;
}

async function tenantIdsByName(name: string, skip: number, limit: number): Promise<string[]> {
  const rows = await prisma.$queryRaw<{ id: string }[]>(tenantIdsByNameSql(name, skip, limit));
  return rows.map((row) => row.id);
}
