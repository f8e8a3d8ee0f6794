import { endedEarlyOn, leaseStatus } from "@/lib/domain/rent";
import { currentLeaseOf } from "@/server/leases/listing-lease";
import { leaseTenantOf, leaseTermsSelect } from "./lease-dto";
import type { ListingLeaseRow, ListingLeases } from "@/lib/schemas/lease";
import { todayIn } from "@/lib/domain/agency-time";
import { prisma } from "@/server/db/client";
import { env } from "@/server/env";

/** The most leases the listing page lists (newest first); `count` is exact. */
export const LISTING_LEASES_LIMIT = 50;

const day = (date: Date | null) => (date ? date.toISOString().slice(0, 10) : null);

/**
 * The Lease card of a listing's page (PRODUCT.md#rent "Leases"): its leases,
 * newest first and at most LISTING_LEASES_LIMIT, each with its tenants
 * (primary first) and balance, in two bounded queries.
 */
export async function findListingLeases(listingId: string, now: Date = new Date()): Promise<ListingLeases> {
  const today = todayIn(env().APP_TIME_ZONE, now);
  const [rows, count] = await Promise.all([
    prisma.lease.findMany({
      where: { listingId },
      orderBy: [{ startDate: { sort: "desc", nulls: "last" } }, { createdAt: "desc" }, { id: "asc" }],
      take: LISTING_LEASES_LIMIT,
      select: {
        id: true,
        ...leaseTermsSelect,
        balance: true,
        tenants: {
          orderBy: [{ primary: "desc" }, { position: "asc" }],
          take: 6,
          select: { primary: true, tenant: { select: { id: true, displayName: true, email: true, phone: true } } },
        },
      },
    }),
    prisma.lease.count({ where: { listingId } }),
  ]);
  const leases = rows.map((row) => {
    const terms = {
      startDate: day(row.startDate),
      endDate: day(row.endDate),
      endedOn: day(row.endedOn),
      chargesFrom: day(row.chargesFrom)!,
      rent: row.rent.toFixed(2),
      dueDay: row.dueDay,
    };
    const lease: ListingLeaseRow = {
      _id: row.id,
      startDate: terms.startDate,
      endDate: terms.endDate,
      endedEarlyOn: endedEarlyOn(terms),
      status: leaseStatus(terms, today),
      rent: row.rent.toFixed(2),
      dueDay: row.dueDay,
      balance: row.balance.toFixed(2),
      tenants: row.tenants.map((link) => ({ ...leaseTenantOf(link), email: link.tenant.email, phone: link.tenant.phone })),
    };
    return { terms, lease };
  });
  const current = currentLeaseOf(
    leases.map(({ terms, lease }) => ({ ...terms, lease })),
    today,
  );
  return {
    current: current?.lease ?? null,
    others: leases.map(({ lease }) => lease).filter((lease) => lease !== current?.lease),
    count,
  };
}
