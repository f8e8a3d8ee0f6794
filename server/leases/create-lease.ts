import { dbDate } from "@/lib/domain/agency-time";
import type { LeaseCreateInput } from "@/lib/schemas/lease";
import type { Actor } from "@/server/auth/actor";
import { recordAudit } from "@/server/audit";
import { prisma } from "@/server/db/client";
import { agencyToday } from "./agency-today";
import { chargeDue } from "./charge-due";
import { getLease } from "./get-lease";
import { checkNoOverlap, lockListing } from "./lease-coverage";
import { checkTenantsExist, writeLeaseTenants } from "./lease-tenants";
import { findLedgerEntries } from "./ledger/find-ledger";
import { refreshListingLease } from "./listing-lease";
import { LEASE_TRANSACTION_OPTIONS, lockLease } from "./tenant-ledger";

/**
 * A lease made on the lease screens or through POST /leases: its ledger starts
 * on its start day, so a start in the past charges at once every month already
 * due (and the deposit), each dated on its own due day — `charged` lists them.
 */
export async function createLease({ data, actor, now = new Date() }: { data: LeaseCreateInput; actor: Actor; now?: Date }) {
  const today = agencyToday(now);
  return prisma.$transaction(async (tx) => {
    await lockListing(tx, data.listingRef);
    await checkTenantsExist(tx, data.tenants);
    const terms = {
      startDate: data.startDate,
      endDate: data.endDate,
      endedOn: null,
      chargesFrom: data.startDate,
      rent: data.rent,
      dueDay: data.dueDay,
    };
    await checkNoOverlap(tx, data.listingRef, terms);
    const created = await tx.lease.create({
      data: {
        listingId: data.listingRef,
        startDate: dbDate(data.startDate),
        endDate: data.endDate ? dbDate(data.endDate) : null,
        rent: data.rent,
        dueDay: data.dueDay,
        deposit: data.deposit,
        notes: data.notes,
        chargesFrom: dbDate(data.startDate),
        createdById: actor.id,
      },
      select: { id: true },
    });
    await writeLeaseTenants(tx, created.id, data.tenants);
    const chargedIds = await chargeDue(tx, (await lockLease(tx, created.id))!, today, { postedById: actor.id });
    await refreshListingLease(tx, data.listingRef, today);
    const lease = await getLease(created.id, tx);
    await recordAudit(tx, {
      actor,
      action: "create",
      entityType: "lease",
      entityId: created.id,
      changes: JSON.parse(JSON.stringify({ ...data, charged: chargedIds.length })),
    });
    const charged = chargedIds.length ? await findLedgerEntries(tx, { leaseId: created.id, ids: chargedIds }) : [];
    return { lease, charged };
  }, LEASE_TRANSACTION_OPTIONS);
}
