import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";
import { stringify } from "csv-stringify/sync";
import { AGENCY, type Agency } from "@/lib/domain/agency";
import { TRANSACTION_TYPE_LABELS } from "@/lib/domain/enums";
import type { StatementDto } from "@/lib/schemas/account";

/** A cell a spreadsheet must read as text; amounts are written as they are so it reads them as numbers. */
type Cell = { text: string } | string;

/** A leading = + - @ (or a tab or return) would make a spreadsheet run the text as a formula (CWE-1236). */
function neutralised(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/**
 * The statement as CSV for a spreadsheet: the agency's letterhead and the
 * addressee as on the printed page, then one row per entry with separate
 * Credit and Debit columns and the running Balance, framed by the balance
 * brought forward and the closing balance. Amounts are plain decimals
 * ("1250.00") so spreadsheets read them as numbers.
 */
export function statementCsv(statement: StatementDto, agency: Agency = AGENCY): string {
  const day = (iso: string) => format(new TZDate(new Date(iso).getTime(), statement.timeZone), "yyyy-MM-dd");
  const t = (text: string): Cell => ({ text });
  const rows: Cell[][] = [
    [t(agency.name)],
    [t(agency.address)],
    [t(`Tel. ${agency.phone}`), t(agency.email), t(agency.website)],
    [],
    [t("Owner statement"), t(statement.client.name)],
    ...(statement.client.contactName !== statement.client.name ? [[t("Attn"), t(statement.client.contactName)]] : []),
    [t("Address"), t(statement.client.contactMailingAddress.replace(/\s*\n\s*/g, ", "))],
    [t("Statement date"), day(statement.generatedAt)],
    [t("Period"), statement.from, statement.to],
    [t("Amounts in"), t("US dollars")],
    [],
    [t("Date"), t("Type"), t("Description"), t("Credit"), t("Debit"), t("Balance")],
    [statement.from, "", t("Balance brought forward"), "", "", statement.openingBalance],
    ...statement.entries.map((entry) => [
      day(entry.date),
      t(TRANSACTION_TYPE_LABELS[entry.type]),
      t(entry.description),
      entry.column === "credit" ? entry.value : "",
      entry.column === "debit" ? entry.value : "",
      entry.closingBalance,
    ]),
    [statement.to, "", t("Closing balance"), statement.totalCredits, statement.totalDebits, statement.closingBalance],
  ];
  const cells = rows.map((row) => row.map((cell) => (typeof cell === "string" ? cell : neutralised(cell.text))));
  return stringify(cells, { bom: true, record_delimiter: "\r\n" });
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
