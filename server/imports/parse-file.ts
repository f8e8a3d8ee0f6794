import ExcelJS from "exceljs";
import Papa from "papaparse";
import { unprocessable } from "@/server/errors";
import { decodeText } from "./decode-text";
import { MAX_CELL_LENGTH, MAX_IMPORT_COLUMNS, MAX_IMPORT_ROWS } from "./limits";
import { sniffFileType, type ImportFileType } from "./sniff-file";
import { BROKEN_WORKBOOK, checkXlsxZip } from "./zip-guard";

/** A file read into a table: the header row's names (unique, never blank) and the data rows as cell texts. */
export interface ParsedTable {
  fileType: ImportFileType;
  columns: string[];
  rows: string[][];
}

export const TOO_MANY_ROWS = `The file has more than ${MAX_IMPORT_ROWS.toLocaleString("en-US")} rows. Split it into smaller files and import each.`;
export const NO_ROWS = "The file has no rows below its header row.";
export const TOO_MANY_COLUMNS = `The file has more than ${MAX_IMPORT_COLUMNS} columns.`;

/**
 * Reads an uploaded file: its type by its bytes (415 otherwise), then a CSV
 * (encoding and separator detected, quoted newlines kept) or the first sheet
 * of an XLSX (checked as a ZIP first; formula cells give their cached value,
 * never evaluated). The first non-blank row is the header; blank rows are
 * dropped; more than MAX_IMPORT_ROWS rows is a 422.
 */
export async function parseImportFile(bytes: Buffer): Promise<ParsedTable> {
  const fileType = sniffFileType(bytes);
  const grid = fileType === "csv" ? parseCsv(bytes) : await parseXlsx(bytes);
  return toTable(fileType, grid);
}

function parseCsv(bytes: Buffer): string[][] {
  const { text } = decodeText(bytes);
  const result = Papa.parse<string[]>(text, {
    delimitersToGuess: [",", ";", "\t", "|"],
    skipEmptyLines: "greedy",
    // The header and one row past the limit are enough to know the file is too long.
    preview: MAX_IMPORT_ROWS + 2,
  });
  const unclosed = result.errors.find((error) => error.code === "MissingQuotes");
  if (unclosed) throw unprocessable(`Row ${(unclosed.row ?? 0) + 1} has a quote that is never closed.`);
  return result.data;
}

async function parseXlsx(bytes: Buffer): Promise<string[][]> {
  await checkXlsxZip(bytes);
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw unprocessable(BROKEN_WORKBOOK);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw unprocessable(NO_ROWS);
  if (sheet.actualRowCount > MAX_IMPORT_ROWS + 1) throw unprocessable(TOO_MANY_ROWS);
  const grid: string[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const values = row.values as unknown[];
    const cells: string[] = [];
    for (let index = 1; index < values.length; index += 1) cells.push(cellText(values[index]));
    grid.push(cells);
  });
  return grid;
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

function toTable(fileType: ImportFileType, grid: string[][]): ParsedTable {
  const nonBlank = grid.filter((row) => row.some((cell) => String(cell ?? "").trim() !== ""));
  const [header, ...body] = nonBlank;
  if (!header || body.length === 0) throw unprocessable(NO_ROWS);
  if (body.length > MAX_IMPORT_ROWS) throw unprocessable(TOO_MANY_ROWS);
  const width = Math.max(header.length, ...body.slice(0, 1000).map((row) => row.length));
  if (width > MAX_IMPORT_COLUMNS) throw unprocessable(TOO_MANY_COLUMNS);

  const seen = new Map<string, number>();
  const columns = Array.from({ length: width }, (_, index) => {
    const name = clean(header[index] ?? "").replace(/\s+/g, " ") || `Column ${index + 1}`;
    const count = (seen.get(name.toLowerCase()) ?? 0) + 1;
    seen.set(name.toLowerCase(), count);
    return count === 1 ? name : `${name} (${count})`;
  });
  const rows = body.map((row) => columns.map((_, index) => clean(row[index] ?? "")));
  return { fileType, columns, rows };
}

/** Trimmed, at most MAX_CELL_LENGTH characters, without NUL (PostgreSQL cannot store it) or lone surrogates. */
function clean(cell: string): string {
  return String(cell)
    .replace(/\u0000/g, "")
    .toWellFormed()
    .trim()
    .slice(0, MAX_CELL_LENGTH);
}
