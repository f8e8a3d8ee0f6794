import type { Block } from "@/lib/schemas/dashboard";
import type { LateRentRow, RentSummary } from "@/lib/schemas/rent-roll";
import { findRentRoll, rentRollScope, rentRollTotals, type RentRollClock } from "./find-rent-roll";

/**
 * The rent roll's figures elsewhere (PRODUCT.md#rent-roll): the dashboard's
 * "Rent — {month}: $X collected of $Y, N late" (the roll's totals for the
 * current month: paid, charged, late) and the digest's "Late rent" block
 * (the late leases, most days late first, a few rows and how many). Scoped
 * like the dashboard: `specialistId` the listings a specialist manages, null
 * everyone's.
 */
export async function getRentSummary(specialistId: string | null, clock: RentRollClock = {}): Promise<RentSummary> {
  const scope = rentRollScope({ late: false, specialist: specialistId ?? undefined }, clock);
  const totals = await rentRollTotals(scope);
  return { month: scope.month, collected: totals.paid, charged: totals.charged, late: totals.late };
}

export const LATE_RENT_ROWS = 20;

export async function getLateRent(
  specialistId: string | null,
  { limit = LATE_RENT_ROWS, ...clock }: RentRollClock & { limit?: number } = {},
): Promise<Block<LateRentRow>> {
  const roll = await findRentRoll(
    { late: true, specialist: specialistId ?? undefined, sort: "daysLate", order: "desc", skip: 0, limit },
    clock,
  );
  return {
    total: roll.totals.count,
    rows: roll.rows.map((row) => ({
      _id: row.leaseRef._id,
      listingId: row.listingRef._id,
      propertyName: row.listingRef.propertyName,
      tenant: row.tenants[0]?.name ?? null,
      balance: row.balance,
      daysLate: row.daysLate,
    })),
  };
}
