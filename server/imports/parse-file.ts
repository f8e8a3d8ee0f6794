import { Readable } from "node:stream";
import ExcelJS from "exceljs";
import Papa from "papaparse";
import { isAppError, unprocessable } from "@/server/errors";
import { decodeText } from "./decode-text";
import { NO_ROWS } from "./limits";
import { sniffFileType, type ImportFileType } from "./sniff-file";
import { TableCollector } from "./table-collector";
import { BROKEN_WORKBOOK, checkXlsxZip } from "./zip-guard";

/** A file read into a table: the header row's names (unique, never blank) and the data rows as cell texts. */
export interface ParsedTable {
  fileType: ImportFileType;
  columns: string[];
  rows: string[][];
}

/**
 * Reads an uploaded file: its type by its bytes (415 otherwise), then a CSV
 * (encoding and separator detected, quoted newlines kept) or the first sheet
 * of an XLSX (checked as a ZIP first; formula cells give their cached value,
 * never evaluated). Both are read a row at a time into a TableCollector,
 * which refuses the file (422) as soon as it crosses a limit of limits.ts —
 * so no file costs more memory than the largest table it may hold.
 */
export async function parseImportFile(bytes: Buffer): Promise<ParsedTable> {
  const fileType = sniffFileType(bytes);
  const table = new TableCollector();
  if (fileType === "csv") readCsv(bytes, table);
  else await readXlsx(bytes, table);
  return { fileType, ...table.finish() };
}

function readCsv(bytes: Buffer, table: TableCollector): void {
  const { text } = decodeText(bytes);
  let refusal: unknown = null;
  Papa.parse<string[]>(text, {
    delimitersToGuess: [",", ";", "\t", "|"],
    skipEmptyLines: "greedy",
    step: (result, parser) => {
      try {
        const unclosed = result.errors.find((error) => error.code === "MissingQuotes");
        if (unclosed) throw unprocessable(`Row ${table.rowsRead + 1} has a quote that is never closed.`);
        table.add(result.data);
      } catch (error) {
        refusal = error;
        parser.abort();
      }
    },
  });
  if (refusal) throw refusal;
}

/**
 * The first sheet of the workbook, streamed by exceljs's WorkbookReader: its
 * shared strings and styles are held (their size was checked with the ZIP),
 * its rows are not. The other sheets are passed over without being read.
 */
async function readXlsx(bytes: Buffer, table: TableCollector): Promise<void> {
  await checkXlsxZip(bytes);
  const input = Readable.from([bytes]);
  const workbook = new ExcelJS.stream.xlsx.WorkbookReader(input, {
    worksheets: "emit",
    sharedStrings: "cache",
    styles: "cache", // a date cell is known by its number format
    hyperlinks: "ignore",
    entries: "ignore",
  });
  let sheets = 0;
  let refusal: unknown = null;
  try {
    for await (const sheet of workbook) {
      sheets += 1;
      if (sheets > 1 || refusal) continue; // passed over: exceljs drains the entry and removes its temporary file
      try {
        for await (const row of sheet) table.add(rowCells(row.values as unknown[]));
      } catch (error) {
        if (!isAppError(error)) throw error;
        refusal = error;
      }
    }
  } catch {
    input.destroy();
    throw unprocessable(BROKEN_WORKBOOK);
  }
  if (refusal) throw refusal;
  if (sheets === 0) throw unprocessable(NO_ROWS);
}

/** exceljs's row values start at index 1 and may be sparse. */
function rowCells(values: unknown[]): string[] {
  const cells: string[] = [];
  for (let index = 1; index < values.length; index += 1) cells.push(cellText(values[index]));
  return cells;
}

/** One XLSX cell as text: numbers without float noise, dates as yyyy-MM-dd, formulas by their cached result only. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "string") return value;
  if (typeof value === "number") return Number.isFinite(value) ? String(Number(value.toPrecision(15))) : "";
  if (typeof value === "boolean") return value ? "true" : "false";
  if (value instanceof Date) return dateText(value);
  if (typeof value === "object") {
    const cell = value as {
      formula?: string;
      sharedFormula?: string;
      result?: unknown;
      richText?: { text: string }[];
      text?: unknown;
      error?: string;
    };
    if ("formula" in cell || "sharedFormula" in cell) return "result" in cell ? cellText(cell.result) : "";
    if (Array.isArray(cell.richText)) return cell.richText.map((part) => part.text).join("");
    if ("text" in cell) return cellText(cell.text);
    if ("error" in cell) return "";
  }
  return "";
}

function dateText(date: Date): string {
  if (Number.isNaN(date.getTime())) return "";
  const iso = date.toISOString();
  const time = iso.slice(11, 16);
  return time === "00:00" ? iso.slice(0, 10) : `${iso.slice(0, 10)} ${time}`;
}
