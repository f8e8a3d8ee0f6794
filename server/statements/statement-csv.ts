import { stringify } from "csv-stringify/sync";
import { guardFormula } from "@/lib/domain/spreadsheet-formula";
import { AGENCY, type Agency } from "@/lib/domain/agency";
import { TRANSACTION_TYPE_LABELS } from "@/lib/domain/enums";
import type { TransactionDto } from "@/lib/schemas/account";
import type { StatementDto, StatementHead } from "@/lib/schemas/statement";
import { listingSection } from "@/lib/domain/statement-listings";
import { agencyDateOf } from "@/lib/domain/agency-time";

/** A cell a spreadsheet must read as text; amounts are written as they are so it reads them as numbers. */
type Cell = { text: string } | string;

function csvText(rows: Cell[][], bom = false): string {
  const cells = rows.map((row) => row.map((cell) => (typeof cell === "string" ? cell : guardFormula(cell.text))));
  return stringify(cells, { bom, record_delimiter: "\r\n" });
}

const t = (text: string): Cell => ({ text });
const dayIn = (timeZone: string) => (iso: string) => agencyDateOf(iso, timeZone);

/** The letterhead, the addressee, the period, the table's header and the balance brought forward (with a byte-order mark). */
export function statementCsvHead(statement: StatementHead, agency: Agency = AGENCY): string {
  const day = dayIn(statement.timeZone);
  return csvText(
    [
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
      ...listingRows(statement),
      [t("Date"), t("Type"), t("Description"), t("Credit"), t("Debit"), t("Balance")],
      [statement.from, "", t("Balance brought forward"), "", "", statement.openingBalance],
    ],
    true,
  );
}

/**
 * The period by listing, when some entry is tied to a listing: a title row, the columns' titles, a row per listing
 * ("Other" last), the totals and a blank row. Fees and charges are negative: taken from the owner.
 */
function listingRows(statement: StatementHead): Cell[][] {
  const section = listingSection(statement.listings);
  if (!section) return [];
  return [
    [t(section.title)],
    section.head.map(t),
    ...section.rows.map((row) => [t(row.name), ...row.amounts]),
    [t("Total"), ...section.totals],
    [],
  ];
}

/** Entries as rows: separate Credit and Debit columns and the running Balance. */
export function statementCsvRows(entries: readonly TransactionDto[], timeZone: string): string {
  const day = dayIn(timeZone);
  return csvText(
    entries.map((entry) => [
      day(entry.date),
      t(TRANSACTION_TYPE_LABELS[entry.type]),
      t(entry.description),
      entry.column === "credit" ? entry.value : "",
      entry.column === "debit" ? entry.value : "",
      entry.closingBalance,
    ]),
  );
}

/** The closing row: the period's totals and closing balance. */
export function statementCsvFoot(statement: StatementHead): string {
  return csvText([[statement.to, "", t("Closing balance"), statement.totalCredits, statement.totalDebits, statement.closingBalance]]);
}

/**
 * The statement as CSV for a spreadsheet: the agency's letterhead and the
 * addressee as on the printed page, the period by listing, then one row per entry with separate
 * Credit and Debit columns and the running Balance, framed by the balance
 * brought forward and the closing balance. Amounts are plain decimals
 * ("1250.00") so spreadsheets read them as numbers. For a statement whose
 * entries are all in hand (tests, one page); downloads use statementCsvStream.
 */
export function statementCsv(statement: StatementDto, agency: Agency = AGENCY): string {
  return statementCsvHead(statement, agency) + statementCsvRows(statement.entries, statement.timeZone) + statementCsvFoot(statement);
}

/**
 * The same CSV as a pull stream over batches of entries (statementEntries):
 * one batch is read and written per pull, so a slow client slows the reading
 * and memory holds one batch whatever the period's size.
 */
export function statementCsvStream(
  statement: StatementHead,
  batches: AsyncIterator<TransactionDto[]>,
  agency: Agency = AGENCY,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        controller.enqueue(encoder.encode(statementCsvHead(statement, agency)));
      },
      async pull(controller) {
        try {
          const next = await batches.next();
          if (next.done) {
            controller.enqueue(encoder.encode(statementCsvFoot(statement)));
            controller.close();
          } else {
            controller.enqueue(encoder.encode(statementCsvRows(next.value, statement.timeZone)));
          }
        } catch (error) {
          // Headers are sent: the download ends unfinished, and the log says why.
          console.error("Statement CSV failed:", error instanceof Error ? (error.stack ?? error.message) : error);
          controller.error(error);
        }
      },
      async cancel() {
        await batches.return?.(undefined);
      },
    },
    { highWaterMark: 1 },
  );
}

export function statementFileName(statement: Pick<StatementDto, "client" | "from" | "to">, extension: "csv" | "pdf" = "csv"): string {
  const slug =
    statement.client.name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 60) || "client";
  return `statement-${slug}-${statement.from}-to-${statement.to}.${extension}`;
}
