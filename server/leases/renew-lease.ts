import type { LateFeePolicy, LateFeesTo, ManagementFee } from "@/lib/domain/rent-fees";
import type { LeaseRenewInput } from "@/lib/schemas/lease";
import type { Actor } from "@/server/auth/actor";
import { recordAudit } from "@/server/audit";
import { prisma } from "@/server/db/client";
import { notFound } from "@/server/errors";
import { agencyToday } from "./agency-today";
import { getLease } from "./get-lease";
import { insertLease } from "./insert-lease";
import { lockListing } from "./lease-coverage";
import { LEASE_TRANSACTION_OPTIONS } from "./tenant-ledger";

/** The next lease of the same listing and tenants, with new dates and rent (same due day; the deposit stays with the first lease). */
export async function renewLease({ id, data, actor, now = new Date() }: { id: string; data: LeaseRenewInput; actor: Actor; now?: Date }) {
  const today = agencyToday(now);
  return prisma.$transaction(async (tx) => {
    const lease = await tx.lease.findUnique({ where: { id }, include: { tenants: { orderBy: { position: "asc" } } } });
    if (!lease) throw notFound("Lease not found.");
    await lockListing(tx, lease.listingId);
    const next = await insertLease(
      tx,
      {
        listingId: lease.listingId,
        tenants: lease.tenants.map((link) => ({ _id: link.tenantId, primary: link.primary })),
        startDate: data.startDate,
        endDate: data.endDate,
        rent: data.rent,
        dueDay: lease.dueDay,
        deposit: "0.00",
        notes: null,
        managementFee: lease.managementFee as ManagementFee | null,
        lateFee: lease.lateFee as LateFeePolicy | null,
        lateFeesTo: lease.lateFeesTo as LateFeesTo,
      },
      { actor, today },
    );
    await recordAudit(tx, { actor, action: "create", entityType: "lease", entityId: next.id, changes: { renews: id, ...data } });
    return getLease(next.id, tx);
  }, LEASE_TRANSACTION_OPTIONS);
}
