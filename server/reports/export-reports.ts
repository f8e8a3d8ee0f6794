import { Readable } from "node:stream";
import { stringify } from "csv-stringify/sync";
import { guardFormula } from "@/lib/domain/spreadsheet-formula";
import { LEASE_STATUS_LABELS } from "@/lib/domain/rent";
import type { AgencyFeesRow, DepositsReportDto, DepositsReportRow, AgencyFeesReportDto } from "@/lib/schemas/reports";
import { unprocessable } from "@/server/errors";
import { EXPORT_BATCH_SIZE, EXPORT_TOO_LARGE_MESSAGE, MAX_EXPORT_ROWS } from "@/server/export/csv";
import { CSV_CONTENT_TYPE } from "@/server/http/downloads";
import { agencyFeesPage, agencyFeesScope, agencyFeesTotals } from "./agency-fees-report";
import { depositsReportPage, depositsReportTotals } from "./deposits-report";

/**
 * The reports as CSV (`format=csv`), like the rent roll's: the totals first
 * (so the count and any bad input are known before the download starts, and
 * more than MAX_EXPORT_ROWS is a 422), then the rows a page of
 * EXPORT_BATCH_SIZE at a time as the client reads, then the totals row.
 * Money as plain decimals, text guarded against spreadsheet formulas.
 */
interface Column<Row, Totals> {
  header: string;
  kind: "text" | "money" | "date";
  value(row: Row): string | null;
  total?(totals: Totals): string;
}

export interface ReportFile {
  fileName: string;
  contentType: string;
  total: number;
  body: ReadableStream<Uint8Array>;
}

const cell = (kind: Column<unknown, unknown>["kind"], value: string | null) =>
  value === null ? "" : kind === "text" ? guardFormula(value) : value;

function csvFile<Row, Totals>(
  fileName: string,
  columns: Column<Row, Totals>[],
  count: number,
  totals: Totals,
  page: (skip: number, limit: number) => Promise<Row[]>,
): ReportFile {
  if (count > MAX_EXPORT_ROWS) throw unprocessable(EXPORT_TOO_LARGE_MESSAGE);
  const lines = (records: string[][]) => stringify(records, { record_delimiter: "\r\n" });
  async function* text() {
    yield `\uFEFF${lines([columns.map((column) => column.header)])}`;
    for (let skip = 0; skip < count; skip += EXPORT_BATCH_SIZE) {
      const rows = await page(skip, EXPORT_BATCH_SIZE);
      if (rows.length === 0) break;
      yield lines(rows.map((row) => columns.map((column) => cell(column.kind, column.value(row)))));
    }
    yield lines([columns.map((column) => (column.total ? cell(column.kind === "money" ? "money" : "text", column.total(totals)) : ""))]);
  }
  const body = Readable.toWeb(Readable.from(text(), { objectMode: false })) as unknown as ReadableStream<Uint8Array>;
  return { fileName, contentType: CSV_CONTENT_TYPE, total: count, body };
}

const tenantNames = (row: { tenants: { name: string }[] }) => row.tenants.map((tenant) => tenant.name).join("; ");

const DEPOSIT_COLUMNS: Column<DepositsReportRow, DepositsReportDto["totals"]>[] = [
  { header: "Listing", kind: "text", value: (row) => row.listingRef.propertyName, total: () => "Total" },
  { header: "Owner", kind: "text", value: (row) => row.owner.name, total: (totals) => `${totals.count} leases` },
  { header: "Tenants", kind: "text", value: tenantNames },
  { header: "Lease status", kind: "text", value: (row) => LEASE_STATUS_LABELS[row.status] },
  { header: "Lease end", kind: "date", value: (row) => row.endDate ?? "Month to month" },
  { header: "Deposit held", kind: "money", value: (row) => row.held, total: (totals) => totals.held },
  { header: "Lease id", kind: "text", value: (row) => row.leaseRef._id },
];

/** deposits-held-2026-12-06.csv */
export async function exportDepositsReport(today: string, now: Date = new Date()): Promise<ReportFile> {
  const totals = await depositsReportTotals();
  return csvFile(`deposits-held-${today}.csv`, DEPOSIT_COLUMNS, totals.count, totals, (skip, limit) =>
    depositsReportPage(skip, limit, now),
  );
}

const FEE_COLUMNS: Column<AgencyFeesRow, AgencyFeesReportDto["totals"]>[] = [
  { header: "Owner", kind: "text", value: (row) => row.owner.name, total: () => "Total" },
  { header: "Listing", kind: "text", value: (row) => row.listingRef.propertyName, total: (totals) => `${totals.count} leases` },
  { header: "Management fees", kind: "money", value: (row) => row.managementFees, total: (totals) => totals.managementFees },
  { header: "Late fees", kind: "money", value: (row) => row.lateFees, total: (totals) => totals.lateFees },
  { header: "Total", kind: "money", value: (row) => row.total, total: (totals) => totals.total },
  { header: "Lease id", kind: "text", value: (row) => row.leaseRef._id },
];

/** agency-fees-2026-11.csv */
export async function exportAgencyFeesReport(
  month: string | undefined,
  clock: { now?: Date; timeZone?: string } = {},
): Promise<ReportFile> {
  const scope = agencyFeesScope(month, clock);
  const totals = await agencyFeesTotals(scope);
  return csvFile(`agency-fees-${scope.month}.csv`, FEE_COLUMNS, totals.count, totals, (skip, limit) => agencyFeesPage(scope, skip, limit));
}
