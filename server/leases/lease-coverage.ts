import { firstDay, lastDay, leasesOverlap, type LeaseTerms } from "@/lib/domain/rent";
import type { Prisma } from "@/lib/generated/prisma/client";
import { conflict, unprocessable } from "@/server/errors";
import { leaseTermsOf, leaseTermsSelect, primaryTenantNameSelect } from "./lease-dto";

type Tx = Prisma.TransactionClient;

/**
 * Locks the listing row: leases of one listing are created and moved one at a
 * time, so the overlap check below sees every other lease. 422 when the listing
 * does not exist.
 */
export async function lockListing(
  tx: Tx,
  listingId: string,
): Promise<{ id: string; propertyName: string; rentalPriceInUS: string | null }> {
  const rows = await tx.$queryRaw<{ id: string; property_name: string; rent: string | null }[]>`
    SELECT id, property_name, rental_price_usd::text AS rent FROM listings WHERE id = ${listingId}::uuid FOR UPDATE`;
  const row = rows[0];
  if (!row) throw unprocessable("Listing not found.", { listingRef: ["Listing not found."] });
  return { id: row.id, propertyName: row.property_name, rentalPriceInUS: row.rent };
}

const describe = (terms: LeaseTerms) => `${firstDay(terms)} to ${lastDay(terms) ?? "month to month"}`;

/**
 * At most one lease of a listing covers any day: 409 naming the other lease
 * (its tenant and dates) when `terms` share a day with one. Call with the
 * listing locked.
 */
export async function checkNoOverlap(tx: Tx, listingId: string, terms: LeaseTerms, exceptLeaseId?: string): Promise<void> {
  const others = await tx.lease.findMany({
    where: { listingId, ...(exceptLeaseId ? { id: { not: exceptLeaseId } } : {}) },
    select: { id: true, ...leaseTermsSelect, ...primaryTenantNameSelect },
    // A listing has a lease a year at most in practice; 500 is decades of them.
    take: 500,
  });
  for (const other of others) {
    const otherTerms = leaseTermsOf(other);
    if (!leasesOverlap(terms, otherTerms)) continue;
    const name = other.tenants[0]?.tenant.displayName ?? "another tenant";
    const message = `These dates overlap the lease of ${name} (${describe(otherTerms)}) on this listing.`;
    throw conflict(message, { startDate: [message] });
  }
}
