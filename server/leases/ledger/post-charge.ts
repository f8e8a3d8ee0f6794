import type { ChargeCreateInput } from "@/lib/schemas/lease";
import type { Actor } from "@/server/auth/actor";
import { recordAudit } from "@/server/audit";
import { prisma } from "@/server/db/client";
import { notFound } from "@/server/errors";
import { agencyToday } from "../agency-today";
import { appendEntries, LEASE_TRANSACTION_OPTIONS, lockLease, settle } from "../tenant-ledger";
import { entryDay } from "./entry-day";
import { findLedgerEntries } from "./find-ledger";

/** A charge typed by a person (a fee, a repair, a deposit top-up); any credit pays it at once. */
export async function postCharge({
  leaseId,
  data,
  actor,
  now = new Date(),
}: {
  leaseId: string;
  data: ChargeCreateInput;
  actor: Actor;
  now?: Date;
}) {
  const date = entryDay(data.date, agencyToday(now));
  return prisma.$transaction(async (tx) => {
    const lease = await lockLease(tx, leaseId);
    if (!lease) throw notFound("Lease not found.");
    const [id] = await appendEntries(tx, lease, [
      { date, kind: "charge", chargeType: data.type, description: data.description, value: data.value, postedById: actor.id },
    ]);
    await settle(tx, leaseId, { now });
    await recordAudit(tx, {
      actor,
      action: "post",
      entityType: "lease",
      entityId: leaseId,
      changes: { entryId: id!, kind: "charge", type: data.type, value: data.value, date, description: data.description },
    });
    return (await findLedgerEntries(tx, { leaseId, ids: [id!] }))[0]!;
  }, LEASE_TRANSACTION_OPTIONS);
}
