import type { Actor } from "@/server/auth/actor";
import { recordAudit } from "@/server/audit";
import { prisma } from "@/server/db/client";
import { conflict, notFound, unprocessable } from "@/server/errors";
import { agencyToday } from "../agency-today";
import { appendEntries, LEASE_TRANSACTION_OPTIONS, lockLease, settle, unapplyCharge } from "../tenant-ledger";
import { findLedgerEntries } from "./find-ledger";

/**
 * Waives a late fee (PRODUCT.md#rent "Late fees"): a waiver for the fee's whole
 * value is posted today, what paid the fee is credit again (and pays what else
 * is open), and the owner entries it made are reversed ("Late fee waived:
 * {reason}"). Once per fee (409 after); only late fees (422 for other charges).
 */
export async function waiveFee({
  leaseId,
  chargeId,
  reason,
  actor,
  now = new Date(),
}: {
  leaseId: string;
  chargeId: string;
  reason: string;
  actor: Actor;
  now?: Date;
}) {
  const today = agencyToday(now);
  return prisma.$transaction(async (tx) => {
    const lease = await lockLease(tx, leaseId);
    if (!lease) throw notFound("Lease not found.");
    const fee = await tx.leaseEntry.findFirst({ where: { id: chargeId, leaseId }, include: { reversedBy: { select: { id: true } } } });
    if (!fee || fee.kind !== "charge") throw notFound("Charge not found.");
    if (!fee.feeForId) throw unprocessable("Only a late fee can be waived.");
    if (fee.reversedBy) throw conflict("This late fee has already been waived.");
    await unapplyCharge(tx, chargeId, `Late fee waived: ${reason}`, now);
    const feeDay = fee.date.toISOString().slice(0, 10);
    const [id] = await appendEntries(tx, lease, [
      {
        date: feeDay > today ? feeDay : today,
        kind: "waiver",
        description: `Waived: ${fee.description}`,
        value: fee.value.toFixed(2),
        reversesId: chargeId,
        reversalReason: reason,
        postedById: actor.id,
      },
    ]);
    await settle(tx, leaseId, { now });
    await recordAudit(tx, {
      actor,
      action: "reverse",
      entityType: "lease",
      entityId: leaseId,
      changes: { entryId: id!, waives: chargeId, value: fee.value.toFixed(2), reason },
    });
    return (await findLedgerEntries(tx, { leaseId, ids: [id!] }))[0]!;
  }, LEASE_TRANSACTION_OPTIONS);
}
