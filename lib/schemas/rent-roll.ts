import { z } from "zod";
import { paginationSchema } from "./common";
import { RENT_MONTH } from "./lease";
import { SORT_ORDERS } from "./search";
import { RENT_ROLL_SORTS } from "@/lib/domain/rent-roll";

export { RENT_ROLL_SORTS, type RentRollSort } from "@/lib/domain/rent-roll";

/**
 * The rent roll (PRODUCT.md#rent-roll, docs/API.md "Rent roll"): GET
 * /api/v1/rent-roll's query, its sort names and what it answers. Money as
 * strings with two decimals, days as yyyy-MM-dd.
 */

export const RENT_ROLL_FORMATS = ["json", "csv", "xlsx"] as const;
export type RentRollFormat = (typeof RENT_ROLL_FORMATS)[number];

/** The most days ahead `ending` may look. */
export const MAX_ENDING_DAYS = 366;
const blankAsAbsent = (value: unknown) => (value === "" ? undefined : value);
const uuidParam = (name: string) => z.preprocess(blankAsAbsent, z.uuid({ error: `${name} must be a valid id.` }).optional());

export const rentRollQuerySchema = paginationSchema.extend({
  month: z.preprocess(
    blankAsAbsent,
    z.string({ error: "month must be a month like 2026-02." }).regex(RENT_MONTH, "month must be a month like 2026-02.").optional(),
  ),
  late: z
    .preprocess(blankAsAbsent, z.enum(["true", "false"], { error: "late must be true or false." }).optional())
    .transform((value) => value === "true"),
  owner: uuidParam("owner"),
  specialist: uuidParam("specialist"),
  ending: z.preprocess(
    blankAsAbsent,
    z.coerce
      .number({ error: "ending must be a number of days." })
      .int("ending must be a whole number of days.")
      .min(0, "ending cannot be negative.")
      .max(MAX_ENDING_DAYS, `ending cannot be more than ${MAX_ENDING_DAYS} days.`)
      .optional(),
  ),
  sort: z.preprocess(blankAsAbsent, z.enum(RENT_ROLL_SORTS, { error: `sort must be one of: ${RENT_ROLL_SORTS.join(", ")}.` }).optional()),
  order: z.preprocess(blankAsAbsent, z.enum(SORT_ORDERS, { error: "order must be asc or desc." }).optional()),
  format: z.preprocess(
    blankAsAbsent,
    z.enum(RENT_ROLL_FORMATS, { error: `format must be one of: ${RENT_ROLL_FORMATS.join(", ")}.` }).default("json"),
  ),
});
export type RentRollQuery = z.output<typeof rentRollQuerySchema>;

export interface RentRollTenant {
  _id: string;
  name: string;
  primary: boolean;
}

export interface RentRollRow {
  leaseRef: { _id: string };
  listingRef: { _id: string; propertyName: string };
  owner: { _id: string; name: string };
  /** The primary tenant first. */
  tenants: RentRollTenant[];
  rent: string;
  /** Charges dated in the month. */
  charged: string;
  /** Payments dated in the month minus reversals dated in the month. */
  paid: string;
  /** What the tenant owes now (negative: a credit). */
  balance: string;
  /** Days since the due day of the oldest charge still open (0 when none is due). */
  daysLate: number;
  /** What the deposit charges have been paid. */
  depositHeld: string;
  /** The lease's last day (yyyy-MM-dd), null while month to month. */
  endDate: string | null;
}

export interface RentRollTotals {
  count: number;
  late: number;
  rent: string;
  charged: string;
  paid: string;
  balance: string;
  depositHeld: string;
}

export interface RentRollDto {
  /** yyyy-MM */
  month: string;
  rows: RentRollRow[];
  totals: RentRollTotals;
}

/** The dashboard's rent line: the current month's payments and charges, and how many leases are late. */
export interface RentSummary {
  /** yyyy-MM */
  month: string;
  collected: string;
  charged: string;
  late: number;
}

/** A row of the digest's "Late rent" block. */
export interface LateRentRow {
  /** The lease. */
  _id: string;
  listingId: string;
  propertyName: string;
  /** The primary tenant's name. */
  tenant: string | null;
  balance: string;
  daysLate: number;
}
