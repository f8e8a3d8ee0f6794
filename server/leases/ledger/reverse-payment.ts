import { paymentReversalDescription, type PaymentMethod } from "@/lib/domain/rent";
import { prisma } from "@/server/db/client";
import { conflict, notFound } from "@/server/errors";
import { agencyToday } from "../agency-today";
import { LEASE_TRANSACTION_OPTIONS, lockLease, unapplyPayment } from "../tenant-ledger";
import { postCancellation, type CancellationRequest } from "./cancel-entry";

/**
 * A payment that did not hold (a returned cheque): the reversal is posted today
 * for the same amount, what the payment paid is open again (other payments stay
 * where they were applied; unapplied credit may pay it), and the payment itself
 * is never changed but for its applications. Once per payment (409 after).
 */
export async function reversePayment({ leaseId, paymentId, reason, actor, now = new Date() }: CancellationRequest & { paymentId: string }) {
  const today = agencyToday(now);
  return prisma.$transaction(async (tx) => {
    const lease = await lockLease(tx, leaseId);
    if (!lease) throw notFound("Lease not found.");
    const payment = await tx.leaseEntry.findFirst({ where: { id: paymentId, leaseId }, include: { reversedBy: { select: { id: true } } } });
    if (!payment || payment.kind !== "payment") throw notFound("Payment not found.");
    if (payment.reversedBy) throw conflict("This payment has already been reversed.");
    await unapplyPayment(tx, paymentId, reason, now);
    return postCancellation(tx, lease, {
      entry: payment,
      kind: "reversal",
      description: paymentReversalDescription(payment.method as PaymentMethod | null, payment.reference),
      reason,
      actor,
      today,
      now,
    });
  }, LEASE_TRANSACTION_OPTIONS);
}
