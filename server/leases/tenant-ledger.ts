import { allocate, compareCharges, fromCents, toCents, type ChargeType, type LeaseTerms, type OpenCharge } from "@/lib/domain/rent";
import { dbDate } from "@/lib/domain/agency-time";
import { Prisma } from "@/lib/generated/prisma/client";
import { unprocessable } from "@/server/errors";
import { postOwnerShares, reverseOwnerShares } from "./owner-share";
import { refreshRollAggregates } from "./roll-aggregates";

/**
 * The tenant's ledger of a lease (PRODUCT.md#rent "The tenant's ledger"), always
 * written inside one transaction that first locks the lease row: postings to
 * one lease run one after another, whatever instance or job posts them.
 *
 * - Values are positive; a charge adds to the balance, a payment takes from it,
 *   a reversal of a payment adds back. The balance is what the tenant owes.
 * - `open` is the unpaid part of a charge and the unapplied part (credit) of a
 *   payment. After every posting `settle` applies credit to open charges, oldest
 *   charge first (lib/domain/rent.ts compareCharges), so a ledger never holds
 *   both an open charge and unapplied credit.
 * - Running balances follow ledger order (date, sequence): an entry at the end
 *   is O(1); a back-dated one recomputes the lease's balances in one UPDATE.
 */
type Tx = Prisma.TransactionClient;

/** Postings to one lease queue on its row lock (the rent run holds a batch of them). */
export const LEASE_TRANSACTION_OPTIONS = { maxWait: 15_000, timeout: 60_000 } as const;

/** The largest balance the ledger holds (numeric(14,2) leaves room; this keeps sums safe). */
const MAX_BALANCE = 1_000_000_000_00n;

/** The most open entries settle reads at once (a ledger with more settles over several postings). */
const SETTLE_WINDOW = 500;

export interface LockedLease extends LeaseTerms {
  id: string;
  listingId: string;
  deposit: string;
  balance: string;
  entryCount: number;
}

interface LeaseRow {
  id: string;
  listing_id: string;
  start_date: Date | null;
  end_date: Date | null;
  ended_on: Date | null;
  charges_from: Date;
  rent: string;
  deposit: string;
  due_day: number;
  balance: string;
  entry_count: number;
}

const day = (date: Date) => date.toISOString().slice(0, 10);

function lockedLeaseOf(row: LeaseRow): LockedLease {
  return {
    id: row.id,
    listingId: row.listing_id,
    startDate: row.start_date ? day(row.start_date) : null,
    endDate: row.end_date ? day(row.end_date) : null,
    endedOn: row.ended_on ? day(row.ended_on) : null,
    chargesFrom: day(row.charges_from),
    rent: row.rent,
    deposit: row.deposit,
    dueDay: Number(row.due_day),
    balance: row.balance,
    entryCount: Number(row.entry_count),
  };
}

/**
 * Locks lease rows in id order (so two runs never wait on each other in a circle); those that exist.
 * `skipLocked`: leave out rows another transaction holds (the rent run: another run is charging them).
 */
export async function lockLeases(tx: Tx, ids: readonly string[], { skipLocked = false } = {}): Promise<LockedLease[]> {
  if (ids.length === 0) return [];
  const rows = await tx.$queryRaw<LeaseRow[]>`
    SELECT id, listing_id, start_date, end_date, ended_on, charges_from, rent::text AS rent, deposit::text AS deposit,
           due_day, balance::text AS balance, entry_count
      FROM leases WHERE id = ANY(${ids as string[]}::uuid[]) ORDER BY id FOR UPDATE ${skipLocked ? Prisma.sql`SKIP LOCKED` : Prisma.empty}`;
  return rows.map(lockedLeaseOf);
}

export async function lockLease(tx: Tx, id: string): Promise<LockedLease | null> {
  return (await lockLeases(tx, [id]))[0] ?? null;
}

export interface NewLedgerEntry {
  date: string;
  /** A waiver cancels a charge (a late fee waived): it takes from the balance like a payment. */
  kind: "charge" | "payment" | "reversal" | "waiver";
  chargeType?: ChargeType;
  method?: string;
  reference?: string | null;
  description: string;
  value: string;
  autoKey?: string;
  /** On a late fee: its rent charge. */
  feeForId?: string;
  reversesId?: string;
  reversalReason?: string;
  postedById: string | null;
}

const signed = (entry: Pick<NewLedgerEntry, "kind" | "value">) =>
  entry.kind === "payment" || entry.kind === "waiver" ? -toCents(entry.value) : toCents(entry.value);

/**
 * Adds entries to the ledger of a locked lease, in date order; answers their
 * ids in the order given. The lease's balance and count move with them.
 */
export async function appendEntries(tx: Tx, lease: LockedLease, entries: readonly NewLedgerEntry[]): Promise<string[]> {
  if (entries.length === 0) return [];
  const last = await tx.leaseEntry.findFirst({
    where: { leaseId: lease.id },
    orderBy: [{ date: "desc" }, { sequence: "desc" }],
    select: { date: true },
  });
  const lastDay = last ? day(last.date) : null;
  const order = entries
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => (a.entry.date < b.entry.date ? -1 : a.entry.date > b.entry.date ? 1 : a.index - b.index));
  const backDated = lastDay !== null && order[0]!.entry.date < lastDay;

  let balance = toCents(lease.balance);
  const ids: string[] = new Array<string>(entries.length);
  for (const { entry, index } of order) {
    balance += signed(entry);
    if (balance > MAX_BALANCE || balance < -MAX_BALANCE)
      throw unprocessable("The lease's balance would exceed the largest amount the ledger can hold.");
    const created = await tx.leaseEntry.create({
      data: {
        leaseId: lease.id,
        date: dbDate(entry.date),
        kind: entry.kind,
        chargeType: entry.chargeType ?? null,
        method: entry.method ?? null,
        reference: entry.reference ?? null,
        description: entry.description,
        value: entry.value,
        open: entry.kind === "charge" || entry.kind === "payment" ? entry.value : "0",
        // Back-dated: provisional, recomputed below.
        balance: fromCents(balance),
        autoKey: entry.autoKey ?? null,
        feeForId: entry.feeForId ?? null,
        reversesId: entry.reversesId ?? null,
        reversalReason: entry.reversalReason ?? null,
        postedById: entry.postedById,
      },
      select: { id: true },
    });
    ids[index] = created.id;
  }
  if (backDated) await recomputeBalances(tx, lease.id);
  lease.balance = fromCents(balance);
  lease.entryCount += entries.length;
  await tx.lease.update({ where: { id: lease.id }, data: { balance: lease.balance, entryCount: lease.entryCount } });
  await refreshRollAggregates(tx, lease.id, entries);
  return ids;
}

/** Every running balance of one lease, in ledger order, in one statement. */
export async function recomputeBalances(tx: Tx, leaseId: string): Promise<void> {
  await tx.$executeRaw`
    WITH running AS (
      SELECT id, sum(CASE WHEN kind IN ('payment', 'waiver') THEN -value ELSE value END)
               OVER (ORDER BY date, sequence ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW) AS balance
        FROM lease_entries WHERE lease_id = ${leaseId}::uuid
    )
    UPDATE lease_entries e SET balance = running.balance FROM running
     WHERE e.id = running.id AND e.balance <> running.balance`;
}

export interface Allocation {
  paymentId: string;
  chargeId: string;
  value: bigint;
}

/**
 * Applies unapplied payments to open charges: the oldest credit (ledger order)
 * to the oldest charge (due day, then deposit–rent–fee–other, then ledger
 * order), and gives the owner their share of the rent it paid (owner-share.ts).
 * Answers what it applied.
 */
export async function settle(tx: Tx, leaseId: string, { now = new Date() }: { now?: Date } = {}): Promise<Allocation[]> {
  const open = await tx.leaseEntry.findMany({
    where: { leaseId, kind: { in: ["charge", "payment"] }, open: { gt: 0 } },
    orderBy: [{ date: "asc" }, { sequence: "asc" }],
    select: { id: true, kind: true, date: true, chargeType: true, sequence: true, open: true },
    take: SETTLE_WINDOW,
  });
  const charges: OpenCharge[] = open
    .filter((entry) => entry.kind === "charge")
    .map((entry) => ({
      id: entry.id,
      dueDate: day(entry.date),
      type: entry.chargeType as ChargeType,
      sequence: entry.sequence,
      open: toCents(entry.open.toFixed(2)),
    }))
    .sort(compareCharges);
  const credits = open.filter((entry) => entry.kind === "payment").map((entry) => ({ id: entry.id, open: toCents(entry.open.toFixed(2)) }));
  if (charges.length === 0 || credits.length === 0) return [];

  const allocations: Allocation[] = [];
  for (const credit of credits) {
    const { applied, credit: left } = allocate(credit.open, charges);
    for (const part of applied) {
      allocations.push({ paymentId: credit.id, chargeId: part.chargeId, value: part.value });
      const charge = charges.find((candidate) => candidate.id === part.chargeId)!;
      charge.open -= part.value;
    }
    credit.open = left;
  }
  if (allocations.length === 0) return [];

  await tx.leaseAllocation.createMany({
    data: allocations.map((allocation) => ({
      paymentId: allocation.paymentId,
      chargeId: allocation.chargeId,
      value: fromCents(allocation.value),
    })),
  });
  for (const charge of charges) {
    if (allocations.some((allocation) => allocation.chargeId === charge.id)) {
      await tx.leaseEntry.update({ where: { id: charge.id }, data: { open: fromCents(charge.open) } });
    }
  }
  for (const credit of credits) {
    if (allocations.some((allocation) => allocation.paymentId === credit.id)) {
      await tx.leaseEntry.update({ where: { id: credit.id }, data: { open: fromCents(credit.open) } });
    }
  }
  await refreshRollAggregates(tx, leaseId);
  await postOwnerShares(tx, leaseId, allocations, now);
  return allocations;
}

/**
 * Takes back what a payment paid: its allocations are removed and the charges
 * they paid are open again by as much; its unapplied credit is gone; the owner
 * entries it made are reversed ("Payment returned: {reason}"), and so are the
 * fixed management fees of the charges now open again. The caller posts the
 * reversal entry and settles again (other credit may pay them).
 */
export async function unapplyPayment(tx: Tx, paymentId: string, reason: string, now: Date = new Date()): Promise<void> {
  const allocations = await tx.leaseAllocation.findMany({ where: { paymentId }, select: { id: true, chargeId: true, value: true } });
  for (const allocation of allocations) {
    await tx.$executeRaw`UPDATE lease_entries SET open = open + ${allocation.value.toFixed(2)}::numeric WHERE id = ${allocation.chargeId}::uuid`;
  }
  await tx.leaseAllocation.deleteMany({ where: { paymentId } });
  await tx.leaseEntry.update({ where: { id: paymentId }, data: { open: 0 } });
  await refreshRollAggregates(tx, (await tx.leaseEntry.findUniqueOrThrow({ where: { id: paymentId }, select: { leaseId: true } })).leaseId);
  const returned = `Payment returned: ${reason}`;
  await reverseOwnerShares(tx, { paymentId }, returned, now);
  const reopened = [...new Set(allocations.map((allocation) => allocation.chargeId))];
  if (reopened.length > 0) await reverseOwnerShares(tx, { chargeIds: reopened, perChargeOnly: true }, returned, now);
}

/**
 * Cancels what is still owed of a charge and gives back what paid it (a late
 * fee waived): its allocations are removed, the payments that paid it hold that
 * credit again, its owner entries are reversed. The caller posts the waiver
 * entry (the charge's whole value) and settles again.
 */
export async function unapplyCharge(tx: Tx, chargeId: string, reason: string, now: Date = new Date()): Promise<void> {
  const allocations = await tx.leaseAllocation.findMany({ where: { chargeId }, select: { paymentId: true, value: true } });
  for (const allocation of allocations) {
    await tx.$executeRaw`UPDATE lease_entries SET open = open + ${allocation.value.toFixed(2)}::numeric WHERE id = ${allocation.paymentId}::uuid`;
  }
  await tx.leaseAllocation.deleteMany({ where: { chargeId } });
  await tx.leaseEntry.update({ where: { id: chargeId }, data: { open: 0 } });
  await refreshRollAggregates(tx, (await tx.leaseEntry.findUniqueOrThrow({ where: { id: chargeId }, select: { leaseId: true } })).leaseId);
  await reverseOwnerShares(tx, { chargeIds: [chargeId] }, reason, now);
}
