import { Prisma, type Tenant } from "@/lib/generated/prisma/client";
import { FALLBACK_LANGUAGE, languageOr } from "@/lib/i18n/languages";
import type { TenantDto } from "@/lib/schemas/tenant";
import { prisma } from "@/server/db/client";

/** What the leases naming a tenant add up to: how many, and what is owed on them. */
export interface TenantLeaseTotals {
  leaseCount: number;
  balance: string;
}

const NONE: TenantLeaseTotals = { leaseCount: 0, balance: "0.00" };

/**
 * The lease count and the balance (the sum of the leases' balances, exact: numeric(14,2) summed in SQL and read
 * as text) of some tenants, one query for the whole page (lease_tenants by tenant_id is indexed).
 */
export async function leaseTotalsOf(
  tenantIds: readonly string[],
  db: Prisma.TransactionClient = prisma,
): Promise<Map<string, TenantLeaseTotals>> {
  if (tenantIds.length === 0) return new Map();
  const rows = await db.$queryRaw<{ tenant_id: string; lease_count: number; balance: string }[]>(Prisma.sql`
    SELECT lt.tenant_id::text AS tenant_id, count(*)::int AS lease_count, sum(l.balance)::numeric(14,2)::text AS balance
      FROM lease_tenants lt JOIN leases l ON l.id = lt.lease_id
     WHERE lt.tenant_id = ANY(${[...tenantIds]}::uuid[])
     GROUP BY lt.tenant_id`);
  return new Map(rows.map((row) => [row.tenant_id, { leaseCount: row.lease_count, balance: row.balance }]));
}

/** The name a tenant is shown by: the company, else "First Last" (the generated display_name, when read). */
export function tenantName(row: Pick<Tenant, "companyName" | "firstName" | "lastName" | "displayName">): string {
  return row.displayName ?? (row.companyName?.trim() || `${row.firstName} ${row.lastName}`.trim());
}

export function toTenantDto(row: Tenant, totals: TenantLeaseTotals = NONE): TenantDto {
  return {
    _id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    companyName: row.companyName,
    name: tenantName(row),
    email: row.email,
    phone: row.phone,
    secondaryPhone: row.secondaryPhone,
    mailingAddress: row.mailingAddress,
    notes: row.notes,
    language: languageOr(row.language, FALLBACK_LANGUAGE),
    balance: totals.balance,
    leaseCount: totals.leaseCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Tenants as the API returns them, with their lease totals, in the rows' order. */
export async function toTenantDtos(rows: Tenant[], db: Prisma.TransactionClient = prisma): Promise<TenantDto[]> {
  const totals = await leaseTotalsOf(
    rows.map((row) => row.id),
    db,
  );
  return rows.map((row) => toTenantDto(row, totals.get(row.id)));
}

/** The stored columns of a tenant's fields: first and last name are never null (blank = ""). */
export function tenantColumns<T extends { firstName?: string | null; lastName?: string | null }>(fields: T) {
  return {
    ...fields,
    ...(fields.firstName !== undefined ? { firstName: fields.firstName ?? "" } : {}),
    ...(fields.lastName !== undefined ? { lastName: fields.lastName ?? "" } : {}),
  };
}
