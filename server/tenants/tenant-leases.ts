import { endedEarlyOn, firstDay, leaseStatus } from "@/lib/domain/rent";
import { agencyDay } from "@/lib/domain/agency-time";
import type { TenantLeaseDto } from "@/lib/schemas/tenant";
import { prisma } from "@/server/db/client";
import { env } from "@/server/env";

/** How many of a tenant's leases their page lists (the newest first); the count covers them all. */
export const TENANT_LEASE_ROWS = 100;

const day = (value: Date | null) => (value ? value.toISOString().slice(0, 10) : null);

/**
 * The leases naming a tenant, past and present, for the tenant's page: the
 * listing, the dates, the rent, the status (lib/domain/rent.ts) and the
 * balance; the newest first. Read straight from the lease rows, bounded.
 */
export async function findTenantLeases(
  tenantId: string,
  { now = new Date(), timeZone = env().APP_TIME_ZONE }: { now?: Date; timeZone?: string } = {},
): Promise<{ items: TenantLeaseDto[]; total: number }> {
  const where = { tenants: { some: { tenantId } } };
  const [rows, total] = await Promise.all([
    prisma.lease.findMany({
      where,
      orderBy: [{ startDate: { sort: "desc", nulls: "last" } }, { chargesFrom: "desc" }, { id: "asc" }],
      take: TENANT_LEASE_ROWS,
      include: {
        listing: { select: { id: true, propertyName: true } },
        tenants: { where: { tenantId }, select: { primary: true } },
      },
    }),
    prisma.lease.count({ where }),
  ]);
  const today = agencyDay(now, timeZone).date;
  const items = rows.map((row): TenantLeaseDto => {
    const terms = {
      startDate: day(row.startDate),
      endDate: day(row.endDate),
      endedOn: day(row.endedOn),
      chargesFrom: day(row.chargesFrom)!,
    };
    return {
      _id: row.id,
      listingRef: { _id: row.listing.id, propertyName: row.listing.propertyName },
      startDate: terms.startDate ?? firstDay(terms),
      endDate: terms.endDate,
      endedEarlyOn: endedEarlyOn(terms),
      rent: row.rent.toFixed(2),
      status: leaseStatus(terms, today),
      balance: row.balance.toFixed(2),
      primary: row.tenants[0]?.primary ?? false,
    };
  });
  return { items, total };
}
