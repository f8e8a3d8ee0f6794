import { Prisma } from "@/lib/generated/prisma/client";

/**
 * The rent roll's figures of one lease, kept with its ledger (docs/DECISIONS.md "Rent roll aggregates"):
 * `leases.oldest_open_due` (the due day of the oldest open charge: days late), `leases.deposit_held` (what
 * the deposit charges have been paid) and, for the months of `days`, the `lease_months` row (charged in the
 * month, paid in it less reversals). Recomputed from the lease's entries through its indexes — a handful of
 * rows — inside the posting's transaction, under the lease's row lock, by every write of the tenant's ledger
 * (server/leases/tenant-ledger.ts: appendEntries with the new entries' days, settle and unapplyPayment
 * without). So a rent roll request reads lease rows, never a ledger.
 */
export async function refreshRollAggregates(tx: Prisma.TransactionClient, leaseId: string, days: readonly string[] = []): Promise<void> {
  await tx.$executeRaw`
    UPDATE leases SET
      oldest_open_due = (SELECT min(e.date) FROM lease_entries e
                          WHERE e.lease_id = ${leaseId}::uuid AND e.kind = 'charge' AND e.open > 0),
      deposit_held = (SELECT COALESCE(sum(e.value - e.open), 0) FROM lease_entries e
                       WHERE e.lease_id = ${leaseId}::uuid AND e.kind = 'charge' AND e.charge_type = 'deposit')
     WHERE id = ${leaseId}::uuid`;
  const months = [...new Set(days.map((day) => `${day.slice(0, 7)}-01`))];
  if (months.length === 0) return;
  await tx.$executeRaw`
    INSERT INTO lease_months (lease_id, month, charged, paid)
    SELECT ${leaseId}::uuid, m.month,
           COALESCE(sum(e.value) FILTER (WHERE e.kind = 'charge'), 0),
           COALESCE(sum(e.value) FILTER (WHERE e.kind = 'payment'), 0) - COALESCE(sum(e.value) FILTER (WHERE e.kind = 'reversal'), 0)
      FROM unnest(${months}::date[]) AS m(month)
      LEFT JOIN lease_entries e
        ON e.lease_id = ${leaseId}::uuid AND e.date >= m.month AND e.date < (m.month + interval '1 month')::date
     GROUP BY m.month
    ON CONFLICT (lease_id, month) DO UPDATE SET charged = EXCLUDED.charged, paid = EXCLUDED.paid`;
}
