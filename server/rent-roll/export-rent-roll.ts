import { PassThrough, Readable } from "node:stream";
import { stringify } from "csv-stringify/sync";
import ExcelJS from "exceljs";
import { guardFormula } from "@/lib/domain/spreadsheet-formula";
import { monthLabel } from "@/lib/domain/rent";
import type { RentRollRow, RentRollTotals } from "@/lib/schemas/rent-roll";
import { unprocessable } from "@/server/errors";
import { EXPORT_BATCH_SIZE, EXPORT_TOO_LARGE_MESSAGE, MAX_EXPORT_ROWS } from "@/server/export/csv";
import { CSV_CONTENT_TYPE } from "@/server/http/downloads";
import { rentRollPage, rentRollScope, rentRollTotals, type RentRollClock, type RentRollFilters } from "./find-rent-roll";

export const XLSX_CONTENT_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/**
 * The rent roll as CSV or XLSX (GET /rent-roll?format=csv|xlsx): every row
 * the filters keep, in the list's order, then the totals row. The totals come
 * first (so the count and any bad input are known before the download starts);
 * then the rows are read a page of EXPORT_BATCH_SIZE at a time as the client
 * takes them — memory holds one page, whatever the agency's size.
 */
interface Column {
  header: string;
  kind: "text" | "money" | "number" | "date";
  value(row: RentRollRow): string | number | null;
  total?(totals: RentRollTotals): string | number | null;
}

const tenantNames = (row: RentRollRow) => row.tenants.map((tenant) => tenant.name).join("; ");

const COLUMNS: Column[] = [
  { header: "Listing", kind: "text", value: (row) => row.listingRef.propertyName, total: () => "Total" },
  { header: "Owner", kind: "text", value: (row) => row.owner.name, total: (totals) => `${totals.count} leases` },
  { header: "Tenants", kind: "text", value: tenantNames },
  { header: "Rent", kind: "money", value: (row) => row.rent, total: (totals) => totals.rent },
  { header: "Charged", kind: "money", value: (row) => row.charged, total: (totals) => totals.charged },
  { header: "Paid", kind: "money", value: (row) => row.paid, total: (totals) => totals.paid },
  { header: "Balance", kind: "money", value: (row) => row.balance, total: (totals) => totals.balance },
  { header: "Days late", kind: "number", value: (row) => row.daysLate, total: (totals) => `${totals.late} late` },
  { header: "Deposit held", kind: "money", value: (row) => row.depositHeld, total: (totals) => totals.depositHeld },
  { header: "Lease end", kind: "date", value: (row) => row.endDate ?? "Month to month" },
  { header: "Lease id", kind: "text", value: (row) => row.leaseRef._id },
];

export interface RentRollFile {
  fileName: string;
  contentType: string;
  total: number;
  body: ReadableStream<Uint8Array>;
}

/** The rows in pages, then the totals; a page is read only when the stream asks for more. */
async function* pages(filters: RentRollFilters, clock: RentRollClock, count: number) {
  const scope = rentRollScope(filters, clock);
  for (let skip = 0; skip < count; skip += EXPORT_BATCH_SIZE) {
    const rows = await rentRollPage(scope, skip, EXPORT_BATCH_SIZE);
    if (rows.length === 0) break;
    yield rows;
  }
}

const csvCell = (column: Column, value: string | number | null) =>
  value === null ? "" : column.kind === "text" ? guardFormula(String(value)) : String(value);

function csvBody(filters: RentRollFilters, clock: RentRollClock, totals: RentRollTotals): ReadableStream<Uint8Array> {
  const lines = (records: string[][]) => stringify(records, { record_delimiter: "\r\n" });
  async function* text() {
    yield `\uFEFF${lines([COLUMNS.map((column) => column.header)])}`;
    for await (const rows of pages(filters, clock, totals.count)) {
      yield lines(rows.map((row) => COLUMNS.map((column) => csvCell(column, column.value(row)))));
    }
    yield lines([COLUMNS.map((column) => (column.total ? csvCell(column, column.total(totals)) : ""))]);
  }
  return toWebStream(Readable.from(text(), { objectMode: false }));
}

function xlsxBody(filters: RentRollFilters, clock: RentRollClock, totals: RentRollTotals, month: string): ReadableStream<Uint8Array> {
  const output = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(`Rent roll ${month}`, { views: [{ state: "frozen", ySplit: 2 }] });
  sheet.columns = COLUMNS.map((column) => ({
    width: column.kind === "text" ? 28 : 14,
    style: column.kind === "money" ? { numFmt: "#,##0.00" } : {},
  }));
  const cellOf = (column: Column, value: string | number | null) =>
    value === null ? null : column.kind === "money" && typeof value === "string" ? Number(value) : value;
  const write = async () => {
    sheet.addRow([`Rent roll ${monthLabel(month)}`]).commit();
    const header = sheet.addRow(COLUMNS.map((column) => column.header));
    header.font = { bold: true };
    header.commit();
    for await (const rows of pages(filters, clock, totals.count)) {
      for (const row of rows) sheet.addRow(COLUMNS.map((column) => cellOf(column, column.value(row)))).commit();
      // Let the zip drain before the next page is read.
      if (output.writableNeedDrain) await new Promise((resolve) => output.once("drain", resolve));
    }
    const total = sheet.addRow(COLUMNS.map((column) => (column.total ? cellOf(column, column.total(totals)) : null)));
    total.font = { bold: true };
    total.commit();
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => {
    console.error("Rent roll export failed:", error instanceof Error ? (error.stack ?? error.message) : error);
    output.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return toWebStream(output);
}

function toWebStream(stream: Readable): ReadableStream<Uint8Array> {
  return Readable.toWeb(stream) as unknown as ReadableStream<Uint8Array>;
}

/** The file of the roll the filters select (skip and limit ignored: an export has every row), named by its month. */
export async function exportRentRoll(format: "csv" | "xlsx", filters: RentRollFilters, clock: RentRollClock = {}): Promise<RentRollFile> {
  // The pages are read with the same "today" as the totals, even if the download crosses midnight.
  const pinned: RentRollClock = { ...clock, now: clock.now ?? new Date() };
  const scope = rentRollScope(filters, pinned);
  const totals = await rentRollTotals(scope);
  if (totals.count > MAX_EXPORT_ROWS) throw unprocessable(EXPORT_TOO_LARGE_MESSAGE);
  const fileName = `rent-roll-${scope.month}.${format}`;
  const fixed = { ...filters, month: scope.month };
  return format === "csv"
    ? { fileName, contentType: CSV_CONTENT_TYPE, total: totals.count, body: csvBody(fixed, pinned, totals) }
    : { fileName, contentType: XLSX_CONTENT_TYPE, total: totals.count, body: xlsxBody(fixed, pinned, totals, scope.month) };
}
