import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";
import { stringify } from "csv-stringify/sync";
import { TRANSACTION_TYPE_LABELS } from "@/lib/domain/enums";
import type { StatementDto } from "@/lib/schemas/account";

/**
 * The statement as CSV for a spreadsheet: one row per entry with separate
 * Credit and Debit columns and the running Balance, framed by the balance
 * brought forward and the closing balance. Amounts are plain decimals
 * ("1250.00") so spreadsheets read them as numbers.
 */
export function statementCsv(statement: StatementDto): string {
  const day = (iso: string) => format(new TZDate(new Date(iso).getTime(), statement.timeZone), "yyyy-MM-dd");
  const rows: string[][] = [
    ["Date", "Type", "Description", "Credit", "Debit", "Balance"],
    [statement.from, "", "Opening balance", "", "", statement.openingBalance],
    ...statement.entries.map((entry) => [
      day(entry.date),
      TRANSACTION_TYPE_LABELS[entry.type],
      entry.description,
      entry.column === "credit" ? entry.value : "",
      entry.column === "debit" ? entry.value : "",
      entry.closingBalance,
    ]),
    [statement.to, "", "Closing balance", statement.totalCredits, statement.totalDebits, statement.closingBalance],
  ];
  // A leading = + - @ would make a spreadsheet run the description as a formula.
  const safe = rows.map((row) => row.map((cell, index) => (index === 2 && /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell)));
  return stringify(safe, { bom: true, record_delimiter: "\r\n" });
}

export function statementFileName(statement: StatementDto): string {
  const slug =
    statement.client.name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 60) || "client";
  return `statement-${slug}-${statement.from}-to-${statement.to}.csv`;
}
