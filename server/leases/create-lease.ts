import type { LeaseCreateInput } from "@/lib/schemas/lease";
import type { Actor } from "@/server/auth/actor";
import { recordAudit } from "@/server/audit";
import { prisma } from "@/server/db/client";
import { agencyToday } from "./agency-today";
import { getLease } from "./get-lease";
import { insertLease } from "./insert-lease";
import { lockListing } from "./lease-coverage";
import { checkTenantsExist } from "./lease-tenants";
import { findLedgerEntries } from "./ledger/find-ledger";
import { LEASE_TRANSACTION_OPTIONS } from "./tenant-ledger";

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
    const { listingRef, ...terms } = data;
    const { id, charged: chargedIds } = await insertLease(tx, { listingId: listingRef, ...terms }, { actor, today });
    await recordAudit(tx, {
      actor,
      action: "create",
      entityType: "lease",
      entityId: id,
      changes: JSON.parse(JSON.stringify({ ...data, charged: chargedIds.length })),
    });
    const charged = chargedIds.length ? await findLedgerEntries(tx, { leaseId: id, ids: chargedIds }) : [];
    return { lease: await getLease(id, tx), charged };
  }, LEASE_TRANSACTION_OPTIONS);
}
