import type { LeaseEntry, Prisma } from "@/lib/generated/prisma/client";
import type { Actor } from "@/server/auth/actor";
import { recordAudit } from "@/server/audit";
import { appendEntries, settle, type LockedLease } from "../tenant-ledger";
import { findLedgerEntries } from "./find-ledger";

/** Who cancels an entry of which lease, and why (reversing a payment, waiving a late fee). */
export interface CancellationRequest {
  leaseId: string;
  reason: string;
  actor: Actor;
  now?: Date;
}

/**
 * The second half of reversing a payment or waiving a late fee, once the entry has been taken off what it paid or
 * what paid it: the cancelling entry (`reversal` or `waiver`, its whole value, dated today — or the entry's own day
 * when that is later), the lease settled again (credit pays what is open), and the audit row naming both entries.
 */
export async function postCancellation(
  tx: Prisma.TransactionClient,
  lease: LockedLease,
  {
    entry,
    kind,
    description,
    reason,
    actor,
    today,
    now,
  }: { entry: LeaseEntry; kind: "reversal" | "waiver"; description: string; reason: string; actor: Actor; today: string; now: Date },
) {
  const entryDay = entry.date.toISOString().slice(0, 10);
  const [id] = await appendEntries(tx, lease, [
    {
      date: entryDay > today ? entryDay : today,
      kind,
      description,
      value: entry.value.toFixed(2),
      reversesId: entry.id,
      reversalReason: reason,
      postedById: actor.id,
    },
  ]);
  await settle(tx, lease.id, { now });
  await recordAudit(tx, {
    actor,
    action: "reverse",
    entityType: "lease",
    entityId: lease.id,
    changes: { entryId: id!, [kind === "waiver" ? "waives" : "reverses"]: entry.id, value: entry.value.toFixed(2), reason },
  });
  return (await findLedgerEntries(tx, { leaseId: lease.id, ids: [id!] }))[0]!;
}
