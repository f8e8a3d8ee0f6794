import { rentMonthOf, toCents } from "@/lib/domain/rent";
import { nextLateFee, type LateFeePolicy } from "@/lib/domain/rent-fees";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { prisma } from "@/server/db/client";

type Db = Prisma.TransactionClient | typeof prisma;

const day = (date: Date) => date.toISOString().slice(0, 10);

/** The lease page's "If unpaid, a late fee of $X will be charged on {date}": null when no fee would be charged. */
export async function lateFeeNotice(db: Db, leaseId: string, today: string) {
  const [lease] = await db.$queryRaw<{ policy: LateFeePolicy | null }[]>`
    SELECT coalesce(l.late_fee, (SELECT s.late_fee FROM rent_settings s WHERE s.id = 1)) AS policy FROM leases l WHERE l.id = ${leaseId}::uuid`;
  if (!lease?.policy) return null;
  const charges = await db.$queryRaw<{ date: Date; auto_key: string | null; open: string; fees: number; charged: string }[]>`
    SELECT c.date, c.auto_key, c.open::text AS open,
           (SELECT count(*)::int FROM lease_entries f WHERE f.fee_for_id = c.id) AS fees,
           coalesce((SELECT sum(f.value) FROM lease_entries f
                      WHERE f.fee_for_id = c.id AND NOT EXISTS (SELECT 1 FROM lease_entries w WHERE w.reverses_id = f.id)), 0)::text AS charged
      FROM lease_entries c
     WHERE c.lease_id = ${leaseId}::uuid AND c.kind = 'charge' AND c.charge_type = 'rent' AND c.open > 0
     ORDER BY c.date, c.sequence LIMIT 24`;
  return nextLateFee(
    lease.policy,
    charges.map((charge) => ({
      dueDate: day(charge.date),
      month: rentMonthOf({ autoKey: charge.auto_key, date: day(charge.date) }),
      open: toCents(charge.open),
      fees: charge.fees,
      charged: toCents(charge.charged),
    })),
    today,
  );
}
