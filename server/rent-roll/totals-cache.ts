import type { RentRollTotals } from "@/lib/schemas/rent-roll";

/**
 * The rent roll's totals, remembered in this process for the rows they were summed from (docs/DECISIONS.md "Rent
 * roll totals"): under the database's rent-roll stamp — `rent_roll_version`'s (database, version), raised at the
 * commit of every change to a lease, a lease's month or a listing's owner or specialist — and a key of the month,
 * the agency's day and the filters. A new stamp drops everything held for the old one; at most MAX_KEYS filter
 * sets are held per stamp (the oldest goes first).
 */
const MAX_KEYS = 500;

let held: { stamp: string; totals: Map<string, RentRollTotals> } = { stamp: "", totals: new Map() };

export function heldRentRollTotals(stamp: string, key: string): RentRollTotals | undefined {
  return held.stamp === stamp ? held.totals.get(key) : undefined;
}

export function holdRentRollTotals(stamp: string, key: string, totals: RentRollTotals): void {
  if (held.stamp !== stamp) held = { stamp, totals: new Map() };
  if (held.totals.size >= MAX_KEYS) held.totals.delete(held.totals.keys().next().value!);
  held.totals.set(key, totals);
}
