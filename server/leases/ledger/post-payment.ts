import { fromCents, PAYMENT_DESCRIPTION, toCents } from "@/lib/domain/rent";
import type { PaymentCreateInput, PaymentResultDto } from "@/lib/schemas/lease";
import type { Actor } from "@/server/auth/actor";
import { recordAudit } from "@/server/audit";
import { prisma } from "@/server/db/client";
import { notFound } from "@/server/errors";
import { agencyToday } from "../agency-today";
import { appendEntries, LEASE_TRANSACTION_OPTIONS, lockLease, settle } from "../tenant-ledger";
import { entryDay } from "./entry-day";
import { findLedgerEntries } from "./find-ledger";

/**
 * A payment from the tenant: it pays the oldest open charges first; what is
 * left is a credit the next charges use. Answers what it paid and the credit.
 */
export async function postPayment({
  leaseId,
  data,
  actor,
  now = new Date(),
}: {
  leaseId: string;
  data: PaymentCreateInput;
  actor: Actor;
  now?: Date;
}): Promise<PaymentResultDto> {
  const date = entryDay(data.date, agencyToday(now));
  return prisma.$transaction(async (tx) => {
    const lease = await lockLease(tx, leaseId);
    if (!lease) throw notFound("Lease not found.");
    const [id] = await appendEntries(tx, lease, [
      {
        date,
        kind: "payment",
        method: data.method,
        reference: data.method === "cash" ? (data.reference ?? null) : data.reference,
        description: PAYMENT_DESCRIPTION,
        value: data.value,
        postedById: actor.id,
      },
    ]);
    const allocations = (await settle(tx, leaseId, { now })).filter((allocation) => allocation.paymentId === id);
    const appliedCents = allocations.reduce((sum, allocation) => sum + allocation.value, 0n);
    await recordAudit(tx, {
      actor,
      action: "post",
      entityType: "lease",
      entityId: leaseId,
      changes: { entryId: id!, kind: "payment", method: data.method, reference: data.reference, value: data.value, date },
    });
    const [payment] = await findLedgerEntries(tx, { leaseId, ids: [id!] });
    return {
      payment: payment!,
      applied: allocations.map((allocation) => ({ chargeId: allocation.chargeId, value: fromCents(allocation.value) })),
      credit: fromCents(toCents(data.value) - appliedCents),
    };
  }, LEASE_TRANSACTION_OPTIONS);
}
