/**
 * The rent roll's words, shared by the page, the exports and the digest (PRODUCT.md#rent-roll); no zod, so the page
 * ships none for them.
 */

/** The columns the rent roll sorts by (the table's headers), each a server-side ORDER BY. */
export const RENT_ROLL_SORTS = [
  "listing",
  "owner",
  "tenants",
  "rent",
  "charged",
  "paid",
  "balance",
  "daysLate",
  "depositHeld",
  "endDate",
] as const;
export type RentRollSort = (typeof RENT_ROLL_SORTS)[number];

/** The page's "ending within" choice. */
export const ENDING_DAYS = 60;

/** The days-late bands of the status chip (DESIGN.md "Rent roll"): on time, 1–15, 16–30, more than 30. */
export type DaysLateBand = "on-time" | "late" | "later" | "latest";

export function daysLateBand(days: number): DaysLateBand {
  if (days <= 0) return "on-time";
  if (days <= 15) return "late";
  if (days <= 30) return "later";
  return "latest";
}
