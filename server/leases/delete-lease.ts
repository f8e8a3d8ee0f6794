import type { Actor } from "@/server/auth/actor";
import { recordDelete } from "@/server/audit";
import { prisma } from "@/server/db/client";
import { conflict, notFound } from "@/server/errors";
import { agencyToday } from "./agency-today";
import { lockListing } from "./lease-coverage";
import { refreshListingLease } from "./listing-lease";
import { LEASE_TRANSACTION_OPTIONS, lockLease } from "./tenant-ledger";

/** Only a lease with nothing in its ledger can go (409 otherwise: end it early instead). */
export async function deleteLease({ id, actor, now = new Date() }: { id: string; actor: Actor; now?: Date }) {
  return prisma.$transaction(async (tx) => {
    const found = await tx.lease.findUnique({ where: { id }, select: { listingId: true } });
    if (!found) throw notFound("Lease not found.");
    await lockListing(tx, found.listingId);
    const lease = await lockLease(tx, id);
    if (!lease) throw notFound("Lease not found.");
    if (lease.entryCount > 0) throw conflict("This lease has entries in its ledger and cannot be deleted. End it early instead.");
    await tx.lease.delete({ where: { id } });
    await refreshListingLease(tx, found.listingId, agencyToday(now));
    await recordDelete(tx, actor, "lease", id, {
      listingId: found.listingId,
      startDate: lease.startDate,
      endDate: lease.endDate,
      rent: lease.rent,
    });
  }, LEASE_TRANSACTION_OPTIONS);
}
