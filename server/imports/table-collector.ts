import { unprocessable } from "@/server/errors";
import {
  MAX_CELL_LENGTH,
  MAX_IMPORT_CELLS,
  MAX_IMPORT_CHARACTERS,
  MAX_IMPORT_COLUMNS,
  MAX_IMPORT_ROWS,
  NO_ROWS,
  TOO_MANY_CELLS,
  TOO_MANY_COLUMNS,
  TOO_MANY_ROWS,
  TOO_MUCH_TEXT,
} from "./limits";

/**
 * A file's table, built a row at a time as a reader streams it: blank rows
 * are dropped, cells cleaned, the first row kept as the header. Each row is
 * checked against the limits as it arrives (limits.ts), so a file is refused
 * with its 422 at the row that crosses one — rows, columns, rows × columns,
 * characters — and the table in memory never grows past them.
 */
export class TableCollector {
  private header: string[] | null = null;
  private readonly rows: string[][] = [];
  private width = 0;
  private characters = 0;
  /** Rows read so far, blank ones included (for messages that name a row). */
  rowsRead = 0;

  add(raw: readonly unknown[]): void {
    this.rowsRead += 1;
    const cells = trimTrailingBlanks(raw.map((cell) => clean(String(cell ?? ""))));
    if (cells.length === 0) return;
    if (cells.length > MAX_IMPORT_COLUMNS) throw unprocessable(TOO_MANY_COLUMNS);
    for (const cell of cells) this.characters += cell.length;
    if (this.characters > MAX_IMPORT_CHARACTERS) throw unprocessable(TOO_MUCH_TEXT);
    this.width = Math.max(this.width, cells.length);
    if (this.header === null) {
      this.header = cells;
      return;
    }
    if (this.rows.length >= MAX_IMPORT_ROWS) throw unprocessable(TOO_MANY_ROWS);
    if ((this.rows.length + 1) * this.width > MAX_IMPORT_CELLS) throw unprocessable(TOO_MANY_CELLS);
    this.rows.push(cells);
  }

  /** The header's names (unique, never blank) and every row as wide as the widest. */
  finish(): { columns: string[]; rows: string[][] } {
    if (!this.header || this.rows.length === 0) throw unprocessable(NO_ROWS);
    const seen = new Map<string, number>();
    const columns = Array.from({ length: this.width }, (_, index) => {
      const name = (this.header![index] ?? "").replace(/\s+/g, " ") || `Column ${index + 1}`;
      const count = (seen.get(name.toLowerCase()) ?? 0) + 1;
      seen.set(name.toLowerCase(), count);
      return count === 1 ? name : `${name} (${count})`;
    });
    for (const row of this.rows) while (row.length < this.width) row.push("");
    return { columns, rows: this.rows };
  }
}

function trimTrailingBlanks(cells: string[]): string[] {
  let length = cells.length;
  while (length > 0 && cells[length - 1] === "") length -= 1;
  return length === cells.length ? cells : cells.slice(0, length);
}

/** Trimmed, at most MAX_CELL_LENGTH characters, without NUL (PostgreSQL cannot store it) or lone surrogates. */
function clean(cell: string): string {
  return cell
    .replace(/\u0000/g, "")
    .toWellFormed()
    .trim()
    .slice(0, MAX_CELL_LENGTH);
}
