import { stringify } from "csv-stringify/sync";
import { guardFormula } from "@/lib/domain/spreadsheet-formula";
import type { ZodType } from "zod";
import type { Actor } from "@/server/auth/actor";
import { formatInZone } from "@/lib/domain/agency-time";

/**
 * Exports that follow the list's filter: every matching row, streamed. The
 * matching ids are read first, in the list's order (one indexed query of ids
 * only, so the total and any bad input are known before the download starts);
 * then the rows are read, formatted and sent in batches as the client takes
 * them (a pull stream: a slow client slows the reading, never fills memory).
 * Memory holds the id list (an id per row, never the rows) and one batch.
 */
export type CsvCell = string | number | boolean | null | undefined;

export interface CsvColumn<Row> {
  header: string;
  /** Text cells starting with = + - @ (or a tab or carriage return) are prefixed with ' so spreadsheets never run them. */
  kind: "text" | "number" | "date";
  value(row: Row): CsvCell;
}

export interface EntityExport<Query, Row> {
  /** The list's query schema without paging (skip and limit are ignored: an export has every row). */
  query: ZodType<Query>;
  /** The matching ids in the list's order, at most `take` of them. */
  ids(query: Query, actor: Actor, take: number): Promise<string[]>;
  /** The rows of these ids, in this order (rows deleted meanwhile are left out). */
  rows(ids: string[], timeZone: string): Promise<Row[]>;
  columns(timeZone: string): CsvColumn<Row>[];
}

export const EXPORT_BATCH_SIZE = 500;
/** The most rows one export holds: its ids are read before the first row is sent. */
export const MAX_EXPORT_ROWS = 100_000;
export const EXPORT_TOO_LARGE_MESSAGE = `An export holds at most ${MAX_EXPORT_ROWS.toLocaleString("en-US")} rows. Narrow the list with the Finder first.`;

function cell(kind: CsvColumn<unknown>["kind"], value: CsvCell): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "boolean") return value ? "Yes" : "No";
  const text = String(value);
  return kind === "text" ? guardFormula(text) : text;
}

function csvLines(records: string[][]): string {
  return stringify(records, { record_delimiter: "\r\n" });
}

/** The CSV: a byte-order mark (spreadsheets then read UTF-8), the header row, then every row of `ids`, a batch per pull. */
export function csvStream<Row>(
  ids: string[],
  columns: CsvColumn<Row>[],
  rows: (batch: string[]) => Promise<Row[]>,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let next = 0;
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        controller.enqueue(encoder.encode(`\uFEFF${csvLines([columns.map((column) => column.header)])}`));
      },
      async pull(controller) {
        if (next >= ids.length) {
          controller.close();
          return;
        }
        const batch = ids.slice(next, next + EXPORT_BATCH_SIZE);
        next += batch.length;
        try {
          const records = (await rows(batch)).map((row) => columns.map((column) => cell(column.kind, column.value(row))));
          if (records.length) controller.enqueue(encoder.encode(csvLines(records)));
        } catch (error) {
          // Headers are sent: the download ends unfinished (the client sees a broken transfer), and the log says why.
          console.error("Export failed:", error instanceof Error ? (error.stack ?? error.message) : error);
          controller.error(error);
        }
      },
    },
    { highWaterMark: 1 },
  );
}

/** An instant as the agency reads it: "2026-12-01 10:30" in APP_TIME_ZONE (the column header names the zone). */
export function agencyDateTime(instant: Date | string | null, timeZone: string): string | null {
  if (instant === null) return null;
  return formatInZone(instant, timeZone, "yyyy-MM-dd HH:mm");
}

/** "Created (America/Puerto_Rico)". */
export const zoned = (header: string, timeZone: string) => `${header} (${timeZone})`;

/** Chips as one cell: "Pool; Sea view". */
export const chipsCell = (chips: { name: string }[]) => chips.map((chip) => chip.name).join("; ");

/** The rows of `ids` back in the order of `ids`. */
export function inOrder<Row>(ids: string[], rows: Row[], idOf: (row: Row) => string): Row[] {
  const byId = new Map(rows.map((row) => [idOf(row), row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [row] : [];
  });
}
