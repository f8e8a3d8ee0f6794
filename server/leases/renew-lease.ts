import { dbDate } from "@/lib/domain/agency-time";
import type { LeaseRenewInput } from "@/lib/schemas/lease";
import type { Actor } from "@/server/auth/actor";
import { recordAudit } from "@/server/audit";
import { prisma } from "@/server/db/client";
import { notFound } from "@/server/errors";
import { agencyToday } from "./agency-today";
import { chargeDue } from "./charge-due";
import { getLease } from "./get-lease";
import { checkNoOverlap, lockListing } from "./lease-coverage";
import { writeLeaseTenants } from "./lease-tenants";
import { refreshListingLease } from "./listing-lease";
import { LEASE_TRANSACTION_OPTIONS, lockLease } from "./tenant-ledger";

/** The next lease of the same listing and tenants, with new dates and rent (same due day; the deposit stays with the first lease). */
export async function renewLease({ id, data, actor, now = new Date() }: { id: string; data: LeaseRenewInput; actor: Actor; now?: Date }) {
  const today = agencyToday(now);
  return prisma.$transaction(async (tx) => {
    const lease = await tx.lease.findUnique({ where: { id }, include: { tenants: { orderBy: { position: "asc" } } } });
    if (!lease) throw notFound("Lease not found.");
    await lockListing(tx, lease.listingId);
    const terms = {
      startDate: data.startDate,
      endDate: data.endDate,
      endedOn: null,
      chargesFrom: data.startDate,
      rent: data.rent,
      dueDay: lease.dueDay,
    };
    await checkNoOverlap(tx, lease.listingId, terms);
    const created = await tx.lease.create({
      data: {
        listingId: lease.listingId,
        startDate: dbDate(data.startDate),
        endDate: data.endDate ? dbDate(data.endDate) : null,
        rent: data.rent,
        dueDay: lease.dueDay,
        chargesFrom: dbDate(data.startDate),
        createdById: actor.id,
      },
      select: { id: true },
    });
    await writeLeaseTenants(
      tx,
      created.id,
      lease.tenants.map((link) => ({ _id: link.tenantId, primary: link.primary })),
    );
    await chargeDue(tx, (await lockLease(tx, created.id))!, today, { postedById: actor.id });
    await refreshListingLease(tx, lease.listingId, today);
    await recordAudit(tx, { actor, action: "create", entityType: "lease", entityId: created.id, changes: { renews: id, ...data } });
    return getLease(created.id, tx);
  }, LEASE_TRANSACTION_OPTIONS);
}
