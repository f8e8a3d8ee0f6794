import { stringify } from "csv-stringify/sync";
import { guardFormula } from "@/lib/domain/spreadsheet-formula";
import { AGENCY, type Agency } from "@/lib/domain/agency";
import type { TransactionDto } from "@/lib/schemas/account";
import type { StatementDto } from "@/lib/schemas/statement";
import { agencyDateOf } from "@/lib/domain/agency-time";
import { translatorFor, type Translator } from "@/server/i18n/translator";
import { STATEMENT_COLUMNS, statementListingSection, transactionTypeLabel, type StatementPaper } from "./statement-words";

/** A cell a spreadsheet must read as text; amounts are written as they are so it reads them as numbers. */
type Cell = { text: string } | string;

function csvText(rows: Cell[][], bom = false): string {
  const cells = rows.map((row) => row.map((cell) => (typeof cell === "string" ? cell : guardFormula(cell.text))));
  return stringify(cells, { bom, record_delimiter: "\r\n" });
}

const text = (value: string): Cell => ({ text: value });
const dayIn = (timeZone: string) => (iso: string) => agencyDateOf(iso, timeZone);

/**
 * The letterhead, the addressee, the period, the table's header and the balance brought forward (with a byte-order
 * mark), headings in the owner's language (`t`: statement.language); dates and amounts stay plain for spreadsheets.
 */
export function statementCsvHead(statement: StatementPaper, t: Translator, agency: Agency = AGENCY): string {
  const day = dayIn(statement.timeZone);
  const word = (key: Parameters<Translator>[0]) => text(t(key));
  return csvText(
    [
      [text(agency.name)],
      [text(agency.address)],
      [text(t("statement.phone", { phone: agency.phone })), text(agency.email), text(agency.website)],
      [],
      [word("statement.title"), text(statement.client.name)],
      ...(statement.client.contactName !== statement.client.name
        ? [[word("statement.csv.attention"), text(statement.client.contactName)]]
        : []),
      [word("statement.csv.address"), text(statement.client.contactMailingAddress.replace(/\s*\n\s*/g, ", "))],
      [word("statement.csv.statementDate"), day(statement.generatedAt)],
      [word("statement.csv.period"), statement.from, statement.to],
      [word("statement.csv.amountsIn"), word("statement.csv.usDollars")],
      [],
      ...listingRows(statement, t),
      STATEMENT_COLUMNS.map((key) => word(`statement.columns.${key}`)),
      [statement.from, "", word("statement.broughtForward"), "", "", statement.openingBalance],
    ],
    true,
  );
}

/**
 * The period by listing, when some entry is tied to a listing: a title row, the columns' titles, a row per listing
 * ("Other" last), the totals and a blank row. Fees and charges are negative: taken from the owner.
 */
function listingRows(statement: StatementPaper, t: Translator): Cell[][] {
  const section = statementListingSection(statement.listings, t);
  if (!section) return [];
  return [
    [text(section.title)],
    section.head.map(text),
    ...section.rows.map((row) => [text(row.name), ...row.amounts]),
    [text(t("statement.listings.total")), ...section.totals],
    [],
  ];
}

/** Entries as rows: separate Credit and Debit columns and the running Balance. */
export function statementCsvRows(entries: readonly TransactionDto[], timeZone: string, t: Translator): string {
  const day = dayIn(timeZone);
  return csvText(
    entries.map((entry) => [
      day(entry.date),
      text(transactionTypeLabel(t, entry.type)),
      text(entry.description),
      entry.column === "credit" ? entry.value : "",
      entry.column === "debit" ? entry.value : "",
      entry.closingBalance,
    ]),
  );
}

/** The closing row: the period's totals and closing balance. */
export function statementCsvFoot(statement: StatementPaper, t: Translator): string {
  return csvText([
    [
      statement.to,
      "",
      text(t("statement.figures.closingBalance")),
      statement.totalCredits,
      statement.totalDebits,
      statement.closingBalance,
    ],
  ]);
}

/**
 * The statement as CSV for a spreadsheet: the agency's letterhead and the
 * addressee as on the printed page, the period by listing, then one row per entry with separate
 * Credit and Debit columns and the running Balance, framed by the balance
 * brought forward and the closing balance. Amounts are plain decimals
 * ("1250.00") so spreadsheets read them as numbers. For a statement whose
 * entries are all in hand (tests, one page); downloads use statementCsvStream. In the owner's language.
 */
export async function statementCsv(statement: StatementDto & StatementPaper, agency: Agency = AGENCY): Promise<string> {
  const t = await translatorFor(statement.language);
  return (
    statementCsvHead(statement, t, agency) + statementCsvRows(statement.entries, statement.timeZone, t) + statementCsvFoot(statement, t)
  );
}

/**
 * The same CSV as a pull stream over batches of entries (statementEntries):
 * one batch is read and written per pull, so a slow client slows the reading
 * and memory holds one batch whatever the period's size.
 */
export function statementCsvStream(
  statement: StatementPaper,
  batches: AsyncIterator<TransactionDto[]>,
  agency: Agency = AGENCY,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let t: Translator;
  return new ReadableStream<Uint8Array>(
    {
      async start(controller) {
        t = await translatorFor(statement.language);
        controller.enqueue(encoder.encode(statementCsvHead(statement, t, agency)));
      },
      async pull(controller) {
        try {
          const next = await batches.next();
          if (next.done) {
            controller.enqueue(encoder.encode(statementCsvFoot(statement, t)));
            controller.close();
          } else {
            controller.enqueue(encoder.encode(statementCsvRows(next.value, statement.timeZone, t)));
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

/** "statement-coral-holdings-2026-02-01-to-2026-02-28.csv", its words in the owner's language. */
export function statementFileName(
  statement: Pick<StatementDto, "client" | "from" | "to">,
  t: Translator,
  extension: "csv" | "pdf" = "csv",
): string {
  const slug =
    statement.client.name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 60) || t("statement.fileNameFallback");
  return `${t("statement.fileName", { slug, from: statement.from, to: statement.to })}.${extension}`;
}
