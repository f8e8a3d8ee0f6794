import { prisma } from "@/server/db/client";
import { conflict, notFound, unprocessable } from "@/server/errors";
import { agencyToday } from "../agency-today";
import { LEASE_TRANSACTION_OPTIONS, lockLease, unapplyCharge } from "../tenant-ledger";
import { postCancellation, type CancellationRequest } from "./cancel-entry";

/**
 * Waives a late fee (PRODUCT.md#rent "Late fees"): a waiver for the fee's whole
 * value is posted today, what paid the fee is credit again (and pays what else
 * is open), and the owner entries it made are reversed ("Late fee waived:
 * {reason}"). Once per fee (409 after); only late fees (422 for other charges).
 */
export async function waiveFee({ leaseId, chargeId, reason, actor, now = new Date() }: CancellationRequest & { chargeId: string }) {
  const today = agencyToday(now);
  return prisma.$transaction(async (tx) => {
    const lease = await lockLease(tx, leaseId);
    if (!lease) throw notFound("Lease not found.");
    const fee = await tx.leaseEntry.findFirst({ where: { id: chargeId, leaseId }, include: { reversedBy: { select: { id: true } } } });
    if (!fee || fee.kind !== "charge") throw notFound("Charge not found.");
    if (!fee.feeForId) throw unprocessable("Only a late fee can be waived.");
    if (fee.reversedBy) throw conflict("This late fee has already been waived.");
    await unapplyCharge(tx, chargeId, `Late fee waived: ${reason}`, now);
    return postCancellation(tx, lease, {
      entry: fee,
      kind: "waiver",
      description: `Waived: ${fee.description}`,
      reason,
      actor,
      today,
      now,
    });
  }, LEASE_TRANSACTION_OPTIONS);
}
