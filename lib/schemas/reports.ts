import { z } from "zod";
import type { LeaseStatus } from "@/lib/domain/rent";
import { paginationSchema } from "./common";
import { RENT_MONTH } from "./lease";

/**
 * The admins' money reports (PRODUCT.md#rent "Reports", docs/API.md "Reports"):
 * GET /reports/deposits and GET /reports/agency-fees — their queries and what
 * they answer. Money as strings with two decimals, days as yyyy-MM-dd.
 */

export const REPORT_FORMATS = ["json", "csv"] as const;
const blankAsAbsent = (value: unknown) => (value === "" ? undefined : value);
const format = z.preprocess(
  blankAsAbsent,
  z.enum(REPORT_FORMATS, { error: `format must be one of: ${REPORT_FORMATS.join(", ")}.` }).default("json"),
);

export const depositsReportQuerySchema = paginationSchema.extend({ format });
export type DepositsReportQuery = z.output<typeof depositsReportQuerySchema>;

export const agencyFeesReportQuerySchema = paginationSchema.extend({
  month: z.preprocess(
    blankAsAbsent,
    z.string({ error: "month must be a month like 2026-02." }).regex(RENT_MONTH, "month must be a month like 2026-02.").optional(),
  ),
  format,
});
export type AgencyFeesReportQuery = z.output<typeof agencyFeesReportQuerySchema>;

export interface ReportTenant {
  _id: string;
  name: string;
  primary: boolean;
}

/** A lease whose deposit the agency holds (paid toward its deposit charges, not settled). */
export interface DepositsReportRow {
  leaseRef: { _id: string };
  listingRef: { _id: string; propertyName: string };
  owner: { _id: string; name: string };
  /** The primary tenant first. */
  tenants: ReportTenant[];
  status: LeaseStatus;
  /** The lease's last day (yyyy-MM-dd), null while month to month. */
  endDate: string | null;
  held: string;
}

export interface DepositsReportDto {
  rows: DepositsReportRow[];
  totals: { count: number; held: string };
}

/** What the agency earned in the month from one lease (of one owner). */
export interface AgencyFeesRow {
  leaseRef: { _id: string };
  listingRef: { _id: string; propertyName: string };
  owner: { _id: string; name: string };
  /** Management fees debited to the owner that month, less those reversed that month. */
  managementFees: string;
  /** Late fees the agency keeps (lease's late fees to the agency), paid that month. */
  lateFees: string;
  total: string;
}

export interface AgencyFeesReportDto {
  /** yyyy-MM */
  month: string;
  rows: AgencyFeesRow[];
  totals: { count: number; owners: number; managementFees: string; lateFees: string; total: string };
}
