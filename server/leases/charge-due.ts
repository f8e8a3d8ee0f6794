import { firstDay, lastDayOf, rentChargesDue, toCents } from "@/lib/domain/rent";
import type { Prisma } from "@/lib/generated/prisma/client";
import { appendEntries, settle, type LockedLease, type NewLedgerEntry } from "./tenant-ledger";

type Tx = Prisma.TransactionClient;

export const DEPOSIT_KEY = "deposit";
export const rentKey = (month: string) => `rent:${month}`;

/**
 * The charges a locked lease is due by `today` and does not have yet: each
 * month's rent (lib/domain/rent.ts rentChargesDue) and the deposit on its
 * first day. `throughMonth` also charges that month's rent when its due day is
 * still ahead (an admin charging the month early). Posted once: the lease row
 * is locked and the ledger's unique (lease, auto_key) is the last word.
 */
export async function dueCharges(tx: Tx, lease: LockedLease, today: string, throughMonth?: string): Promise<NewLedgerEntry[]> {
  const keys = await tx.leaseEntry.findMany({
    where: { leaseId: lease.id, OR: [{ autoKey: { startsWith: "rent:" } }, { autoKey: DEPOSIT_KEY }] },
    select: { autoKey: true },
  });
  const posted = new Set(keys.map((key) => key.autoKey!));
  const months = new Set([...posted].filter((key) => key.startsWith("rent:")).map((key) => key.slice(5)));

  const entries: NewLedgerEntry[] = [];
  const start = firstDay(lease);
  if (toCents(lease.deposit) > 0n && start <= today && start >= lease.chargesFrom && !posted.has(DEPOSIT_KEY)) {
    entries.push({
      date: start,
      kind: "charge",
      chargeType: "deposit",
      description: "Security deposit",
      value: lease.deposit,
      autoKey: DEPOSIT_KEY,
      postedById: null,
    });
  }
  // Through the end of `throughMonth`: every due day in it counts as reached.
  const through = throughMonth && lastDayOf(throughMonth) > today ? lastDayOf(throughMonth) : today;
  for (const charge of rentChargesDue(lease, through, months)) {
    entries.push({
      date: charge.dueDate,
      kind: "charge",
      chargeType: "rent",
      description: charge.description,
      value: charge.amount,
      autoKey: rentKey(charge.month),
      postedById: null,
    });
  }
  return entries;
}

/** Posts what is due (dueCharges) and lets any credit pay it. Answers the new entries' ids. */
export async function chargeDue(
  tx: Tx,
  lease: LockedLease,
  today: string,
  { postedById = null, throughMonth }: { postedById?: string | null; throughMonth?: string } = {},
) {
  const entries = (await dueCharges(tx, lease, today, throughMonth)).map((entry) => ({ ...entry, postedById }));
  const ids = await appendEntries(tx, lease, entries);
  if (ids.length > 0 && toCents(lease.balance) - entries.reduce((sum, entry) => sum + toCents(entry.value), 0n) < 0n)
    await settle(tx, lease.id);
  return ids;
}
