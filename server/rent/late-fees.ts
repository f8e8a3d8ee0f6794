import { Prisma } from "@/lib/generated/prisma/client";
import { fromCents, rentMonthOf, toCents, type Day } from "@/lib/domain/rent";
import { lateFeeDescription, lateFeeKey, lateFeeOn, type LateFeePolicy } from "@/lib/domain/rent-fees";
import { prisma } from "@/server/db/client";
import { agencyToday } from "@/server/leases/agency-today";
import { lockOwnerAccounts } from "@/server/leases/owner-share";
import {
  appendEntries,
  LEASE_TRANSACTION_OPTIONS,
  lockLeases,
  settle,
  type LockedLease,
  type NewLedgerEntry,
} from "@/server/leases/tenant-ledger";

/**
 * The late-fee pass for one day D (PRODUCT.md#rent "Late fees"): a rent charge
 * is late on D when D is after its due day plus the grace days and it is still
 * open counting the payments dated before D. Each late charge gets a fee dated
 * D — with `once` only if it has none yet, with `daily` one per late day — cut
 * to its cap. Exactly once per charge and day: the lease rows are locked while
 * a batch posts, and the fee's auto key (late:<charge>:<day>) is unique per
 * lease. Leases are found in SQL a page at a time, like the rent run.
 */
type Tx = Prisma.TransactionClient;

const BATCH = 50;
/** A pass's bound: ten million leases. */
const MAX_BATCHES = 200_000;

/** SQL: the lease's policy in effect (its own, else the agency's), as JSON. */
const POLICY = Prisma.sql`coalesce(l.late_fee, (SELECT s.late_fee FROM rent_settings s WHERE s.id = 1))`;

/** SQL: rent charge `c` is open at the start of `day` (what paid it before that day is less than its value). */
const openOn = (day: Day) => Prisma.sql`(c.open > 0 OR EXISTS (
    SELECT 1 FROM lease_allocations a JOIN lease_entries p ON p.id = a.payment_id
     WHERE a.charge_id = c.id AND p.date >= ${day}::date))`;

/** SQL: `c` is a rent charge of lease `l` past its due day plus the grace days on `day`. */
const pastGrace = (day: Day) => Prisma.sql`c.kind = 'charge' AND c.charge_type = 'rent'
    AND c.date + ((${POLICY}->>'graceDays')::int) < ${day}::date`;

interface LateCharge {
  id: string;
  lease_id: string;
  sequence: bigint;
  date: Date;
  auto_key: string | null;
  open_at: string;
  fees: number;
  charged: string;
}

/** The rent charges of these locked leases that are late on `day`, with what they owed at its start and their fees so far. */
async function lateCharges(tx: Tx, leaseIds: readonly string[], day: Day): Promise<LateCharge[]> {
  return tx.$queryRaw<LateCharge[]>`
    SELECT c.id, c.lease_id, c.sequence, c.date, c.auto_key,
           (c.value - coalesce((SELECT sum(a.value) FROM lease_allocations a JOIN lease_entries p ON p.id = a.payment_id
                                 WHERE a.charge_id = c.id AND p.date < ${day}::date), 0))::text AS open_at,
           (SELECT count(*)::int FROM lease_entries f WHERE f.fee_for_id = c.id) AS fees,
           coalesce((SELECT sum(f.value) FROM lease_entries f
                      WHERE f.fee_for_id = c.id AND NOT EXISTS (SELECT 1 FROM lease_entries w WHERE w.reverses_id = f.id)), 0)::text AS charged
      FROM lease_entries c JOIN leases l ON l.id = c.lease_id
     WHERE c.lease_id = ANY(${leaseIds as string[]}::uuid[]) AND ${pastGrace(day)} AND ${openOn(day)}
     ORDER BY c.lease_id, c.date, c.sequence
     LIMIT ${leaseIds.length * 120}`;
}

const dayText = (date: Date) => date.toISOString().slice(0, 10);

/** The fees these locked leases are due on `day` under their policies, not posted yet, by lease id. */
async function dueLateFees(
  tx: Tx,
  leases: readonly LockedLease[],
  policies: ReadonlyMap<string, LateFeePolicy>,
  day: Day,
): Promise<Map<string, NewLedgerEntry[]>> {
  const due = new Map<string, NewLedgerEntry[]>();
  const charges = await lateCharges(
    tx,
    leases.filter((lease) => policies.has(lease.id)).map((lease) => lease.id),
    day,
  );
  if (charges.length === 0) return due;
  const keys = charges.map((charge) => lateFeeKey(charge.sequence, day));
  const posted = new Set(
    (
      await tx.leaseEntry.findMany({
        where: { leaseId: { in: [...new Set(charges.map((charge) => charge.lease_id))] }, autoKey: { in: keys } },
        select: { autoKey: true },
      })
    ).map((entry) => entry.autoKey),
  );
  for (const [index, charge] of charges.entries()) {
    const policy = policies.get(charge.lease_id)!;
    if (posted.has(keys[index]!) || (policy.repeat === "once" && charge.fees > 0)) continue;
    const fee = lateFeeOn(policy, toCents(charge.open_at), toCents(charge.charged));
    if (fee <= 0n) continue;
    const entries = due.get(charge.lease_id) ?? [];
    due.set(charge.lease_id, entries);
    entries.push({
      date: day,
      kind: "charge",
      chargeType: "fee",
      description: lateFeeDescription(rentMonthOf({ autoKey: charge.auto_key, date: dayText(charge.date) })),
      value: fromCents(fee),
      autoKey: keys[index]!,
      feeForId: charge.id,
      postedById: null,
    });
  }
  return due;
}

/** The late-fee policy in effect for each lease (its own, else the agency's); leases without one are left out. */
async function policiesOf(tx: Tx, leaseIds: readonly string[]): Promise<Map<string, LateFeePolicy>> {
  const rows = await tx.$queryRaw<{ id: string; policy: LateFeePolicy | null }[]>`
    SELECT l.id, ${POLICY} AS policy FROM leases l WHERE l.id = ANY(${leaseIds as string[]}::uuid[])`;
  return new Map(rows.filter((row) => row.policy !== null).map((row) => [row.id, row.policy!]));
}

/**
 * The pass for `day` over these leases, in the caller's transaction: locks
 * them (id order), then their owners' accounts where a fee may be paid at once,
 * and posts each late charge's fee. Answers how many it posted.
 */
export async function postLateFees(tx: Tx, leaseIds: readonly string[], day: Day): Promise<number> {
  const leases = await lockLeases(tx, leaseIds);
  const policies = await policiesOf(
    tx,
    leases.map((lease) => lease.id),
  );
  // A lease holding credit settles its new fees at once (a late fee may go to the owner): lock those owners first, in order.
  await lockOwnerAccounts(
    tx,
    leases.filter((lease) => toCents(lease.balance) < 0n).map((lease) => lease.id),
  );
  const due = await dueLateFees(tx, leases, policies, day);
  let count = 0;
  for (const lease of leases) {
    const fees = due.get(lease.id);
    if (!fees) continue;
    const credit = toCents(lease.balance) < 0n;
    await appendEntries(tx, lease, fees);
    if (credit) await settle(tx, lease.id);
    count += fees.length;
  }
  return count;
}

/**
 * Runs the pass for `day` (the agency's today by default) over every lease with
 * late rent. Answers how many fees it posted. A second pass for the same day posts nothing.
 */
export async function chargeLateFees({ day = agencyToday() }: { day?: Day } = {}): Promise<number> {
  let posted = 0;
  let after = "00000000-0000-0000-0000-000000000000";
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const rows = await prisma.$queryRaw<{ id: string }[]>`
      SELECT l.id FROM leases l
       WHERE l.id > ${after}::uuid AND ${POLICY} IS NOT NULL
         AND EXISTS (SELECT 1 FROM lease_entries c WHERE c.lease_id = l.id AND ${pastGrace(day)} AND ${openOn(day)})
       ORDER BY l.id LIMIT ${BATCH}`;
    if (rows.length === 0) break;
    after = rows[rows.length - 1]!.id;
    posted += await prisma.$transaction(
      (tx) =>
        postLateFees(
          tx,
          rows.map((row) => row.id),
          day,
        ),
      LEASE_TRANSACTION_OPTIONS,
    );
    if (rows.length < BATCH) break;
  }
  return posted;
}
