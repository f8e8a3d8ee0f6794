import { Prisma } from "@/lib/generated/prisma/client";
import { fromCents, toCents } from "@/lib/domain/rent";

/** What the rent roll needs of an entry just appended (server/leases/tenant-ledger.ts NewLedgerEntry). */
export interface AppendedEntry {
  date: string;
  kind: "charge" | "payment" | "reversal" | "waiver";
  value: string;
}

/**
 * The rent roll's figures of one lease, kept with its ledger (docs/DECISIONS.md "Rent roll aggregates"):
 * `leases.oldest_open_due` (the due day of the oldest open charge: days late), `leases.deposit_held` (what the
 * deposit charges have been paid) and `lease_months` (per month: charged in it, paid in it less reversals). Called
 * by every write of the tenant's ledger (server/leases/tenant-ledger.ts), inside the posting's transaction, under the
 * lease's row lock, in one statement:
 * - `appendEntries` passes the entries it added: their months gain their values, and a new charge (open in full) may
 *   be the oldest open one; the deposit held does not move (a new charge is unpaid);
 * - `settle`, `unapplyPayment`, `unapplyCharge` and a deposit's settlement pass none: open parts moved, so the oldest
 *   open due day and the deposit held are read again from the lease's entries (the open-charge index; its deposit
 *   charges) — none held once the deposit is settled;
 * - a waiver (a late fee waived) takes its value off the month's charged.
 * So a rent roll request reads lease rows, never a ledger.
 */
export async function refreshRollAggregates(
  tx: Prisma.TransactionClient,
  leaseId: string,
  appended: readonly AppendedEntry[] = [],
): Promise<void> {
  if (appended.length === 0) {
    await tx.$executeRaw`
      UPDATE leases SET
        oldest_open_due = (SELECT min(e.date) FROM lease_entries e
                            WHERE e.lease_id = ${leaseId}::uuid AND e.kind = 'charge' AND e.open > 0),
        deposit_held = CASE WHEN EXISTS (SELECT 1 FROM deposit_settlements s WHERE s.lease_id = ${leaseId}::uuid) THEN 0
                       ELSE (SELECT COALESCE(sum(e.value - e.open), 0) FROM lease_entries e
                              WHERE e.lease_id = ${leaseId}::uuid AND e.kind = 'charge' AND e.charge_type = 'deposit') END
       WHERE id = ${leaseId}::uuid`;
    return;
  }
  const months = new Map<string, { charged: bigint; paid: bigint }>();
  let oldestCharge: string | null = null;
  for (const entry of appended) {
    const month = `${entry.date.slice(0, 7)}-01`;
    const figures = months.get(month) ?? { charged: 0n, paid: 0n };
    const value = toCents(entry.value);
    if (entry.kind === "charge") {
      figures.charged += value;
      if (oldestCharge === null || entry.date < oldestCharge) oldestCharge = entry.date;
    } else if (entry.kind === "waiver") figures.charged -= value;
    else figures.paid += entry.kind === "payment" ? value : -value;
    months.set(month, figures);
  }
  const rows = [...months];
  // LEAST ignores a null: no open charge yet → this one.
  await tx.$executeRaw`
    WITH lease AS (
      UPDATE leases SET oldest_open_due = LEAST(oldest_open_due, ${oldestCharge}::date)
       WHERE id = ${leaseId}::uuid AND ${oldestCharge}::date IS NOT NULL
    )
    INSERT INTO lease_months (lease_id, month, charged, paid)
    SELECT ${leaseId}::uuid, m.month, m.charged, m.paid
      FROM unnest(${rows.map(([month]) => month)}::date[], ${rows.map(([, figures]) => fromCents(figures.charged))}::numeric[],
                  ${rows.map(([, figures]) => fromCents(figures.paid))}::numeric[]) AS m(month, charged, paid)
    ON CONFLICT (lease_id, month) DO UPDATE SET charged = lease_months.charged + EXCLUDED.charged, paid = lease_months.paid + EXCLUDED.paid`;
}
