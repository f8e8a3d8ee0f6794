import PDFDocument from "pdfkit";
import { AGENCY, type Agency } from "@/lib/domain/agency";
import { TRANSACTION_TYPE_LABELS } from "@/lib/domain/enums";
import { formatUsd } from "@/lib/domain/money";
import type { StatementHead, TransactionDto } from "@/lib/schemas/account";

/** The letterhead's colours (DESIGN.md §6: one brand colour), as the e-mails use them. */
const COLOUR = { brand: "#21625d", text: "#0f172a", muted: "#475569", rule: "#cbd5e1", credit: "#047857", debit: "#b91c1c" };
/** US letter, margins 16/14/18 mm as the printed page; content at most 180 mm wide so A4 prints fit. */
const MM = 72 / 25.4;
const MARGIN = { top: 16 * MM, left: 14 * MM, right: 14 * MM, bottom: 18 * MM };
const WIDTH = Math.min(612 - MARGIN.left - MARGIN.right, 180 * MM);
const FOOTER_Y = 792 - MARGIN.bottom + 6;
const ROW_FONT = 8.5;

/** The table's columns: Date, Type, Description, Credit, Debit, Balance (widths in points, summing to WIDTH). */
const COLUMNS = (() => {
  const fixed = { date: 64, type: 62, credit: 68, debit: 68, balance: 72 };
  const description = WIDTH - Object.values(fixed).reduce((a, b) => a + b, 0);
  const widths = [fixed.date, fixed.type, description, fixed.credit, fixed.debit, fixed.balance];
  let x = MARGIN.left;
  return widths.map((width, index) => {
    const column = { x, width, align: (index >= 3 ? "right" : "left") as "left" | "right" };
    x += width;
    return column;
  });
})();
const PAD = 4;

const calendarDay = (day: string, month: "long" | "short" = "long") => {
  const [year, monthNumber, date] = day.split("-").map(Number) as [number, number, number];
  return new Intl.DateTimeFormat("en-US", { month, day: "numeric", year: "numeric", timeZone: "UTC" }).format(
    Date.UTC(year, monthNumber - 1, date),
  );
};

/**
 * The owner statement as a PDF (pdfkit: pages are written out as they fill,
 * never held): the letterhead, "OWNER STATEMENT" and the statement date, the
 * addressee, the period, the four figures, then every entry with its running
 * balance under a header repeated on each page, the closing row, and "Page n"
 * at each foot. The entries come a batch at a time (statementEntries), one
 * batch per pull, so a slow reader slows the database reads and memory holds
 * one batch and the page being drawn whatever the period's size.
 */
export function statementPdfStream(
  statement: StatementHead,
  batches: AsyncIterator<TransactionDto[]>,
  agency: Agency = AGENCY,
): ReadableStream<Uint8Array> {
  const day = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: statement.timeZone });
  const doc = new PDFDocument({
    size: "LETTER",
    margins: MARGIN,
    bufferPages: false,
    autoFirstPage: false,
    info: { Title: `Owner statement ${statement.client.name} ${statement.from} to ${statement.to}`, Author: agency.name },
  });
  let pageNumber = 0;
  let ended = false;

  const newPage = (withHeader: boolean) => {
    doc.addPage();
    pageNumber += 1;
    // The foot sits in the bottom margin: lift the margin while it is drawn, or pdfkit would start a page for it.
    doc.page.margins.bottom = 0;
    doc.font("Helvetica").fontSize(7.5).fillColor(COLOUR.muted);
    doc.text(`${statement.client.name} · ${calendarDay(statement.from)} to ${calendarDay(statement.to)}`, MARGIN.left, FOOTER_Y, {
      width: WIDTH / 2,
      lineBreak: false,
    });
    doc.text(`Page ${pageNumber}`, MARGIN.left + WIDTH / 2, FOOTER_Y, { width: WIDTH / 2, align: "right", lineBreak: false });
    doc.page.margins.bottom = MARGIN.bottom;
    doc.x = MARGIN.left;
    doc.y = MARGIN.top;
    if (withHeader) tableHeader();
  };

  const row = (cells: string[], options: { bold?: boolean; italic?: boolean; tones?: (string | null)[]; rule?: boolean } = {}) => {
    const font = options.bold ? "Helvetica-Bold" : options.italic ? "Helvetica-Oblique" : "Helvetica";
    doc.font(font).fontSize(ROW_FONT);
    // Only the description wraps; the other cells are one line of a known height.
    const line = doc.currentLineHeight(true);
    const description = cells[2] ?? "";
    const wraps = doc.widthOfString(description) > COLUMNS[2]!.width - 2 * PAD;
    const height = (wraps ? doc.heightOfString(description, { width: COLUMNS[2]!.width - 2 * PAD }) : line) + 2 * PAD;
    if (doc.y + height > 792 - MARGIN.bottom) newPage(true);
    const top = doc.y;
    if (options.rule)
      doc
        .moveTo(MARGIN.left, top)
        .lineTo(MARGIN.left + WIDTH, top)
        .lineWidth(1)
        .strokeColor(COLOUR.text)
        .stroke();
    cells.forEach((text, index) => {
      const column = COLUMNS[index]!;
      doc
        .font(font)
        .fontSize(ROW_FONT)
        .fillColor(options.tones?.[index] ?? COLOUR.text)
        .text(text, column.x + PAD, top + PAD, { width: column.width - 2 * PAD, align: column.align, lineBreak: index === 2 });
    });
    doc.y = top + height;
    doc
      .moveTo(MARGIN.left, doc.y)
      .lineTo(MARGIN.left + WIDTH, doc.y)
      .lineWidth(0.5)
      .strokeColor(COLOUR.rule)
      .stroke();
  };

  function tableHeader() {
    row(["DATE", "TYPE", "DESCRIPTION", "CREDIT", "DEBIT", "BALANCE"], { bold: true, tones: Array(6).fill(COLOUR.muted) });
  }

  const head = () => {
    newPage(false);
    // Letterhead: the agency on the left, its contact lines on the right, a brand rule below.
    doc
      .font("Helvetica-Bold")
      .fontSize(16)
      .fillColor(COLOUR.brand)
      .text(agency.name, MARGIN.left, MARGIN.top, { width: WIDTH / 2 });
    doc
      .font("Helvetica")
      .fontSize(8)
      .fillColor(COLOUR.muted)
      .text([agency.address, `Tel. ${agency.phone}`, agency.email, agency.website].join("\n"), MARGIN.left + WIDTH / 2, MARGIN.top, {
        width: WIDTH / 2,
        align: "right",
      });
    const ruleY = Math.max(doc.y, MARGIN.top + 24) + 6;
    doc
      .moveTo(MARGIN.left, ruleY)
      .lineTo(MARGIN.left + WIDTH, ruleY)
      .lineWidth(2)
      .strokeColor(COLOUR.brand)
      .stroke();

    const titleY = ruleY + 14;
    doc.font("Helvetica-Bold").fontSize(18).fillColor(COLOUR.text).text("OWNER STATEMENT", MARGIN.left, titleY, { width: WIDTH });
    const statementDate = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: statement.timeZone }).format(
      new Date(statement.generatedAt),
    );
    doc
      .font("Helvetica")
      .fontSize(9)
      .fillColor(COLOUR.muted)
      .text(`Statement date ${statementDate}`, MARGIN.left, titleY + 5, { width: WIDTH, align: "right" });

    // The addressee, where a window envelope shows it (about 45 mm from the top).
    doc.y = Math.max(doc.y + 12, 45 * MM);
    doc
      .font("Helvetica-Bold")
      .fontSize(10)
      .fillColor(COLOUR.text)
      .text(statement.client.name, MARGIN.left, doc.y, { width: WIDTH / 2 });
    doc.font("Helvetica").fontSize(10);
    if (statement.client.contactName && statement.client.contactName !== statement.client.name) {
      doc.text(`Attn: ${statement.client.contactName}`, { width: WIDTH / 2 });
    }
    if (statement.client.contactMailingAddress) doc.text(statement.client.contactMailingAddress, { width: WIDTH / 2 });

    doc.moveDown(1.2);
    doc
      .fontSize(9)
      .fillColor(COLOUR.muted)
      .text(`Period ${calendarDay(statement.from)} to ${calendarDay(statement.to)} · Amounts in US dollars`, MARGIN.left, doc.y, {
        width: WIDTH,
      });

    // The four figures.
    doc.moveDown(0.8);
    const figuresY = doc.y;
    const figures: [string, string, string][] = [
      ["OPENING BALANCE", formatUsd(statement.openingBalance), COLOUR.text],
      ["CREDITS", formatUsd(statement.totalCredits), COLOUR.credit],
      ["DEBITS", formatUsd(statement.totalDebits === "0.00" ? "0.00" : `-${statement.totalDebits}`), COLOUR.debit],
      ["CLOSING BALANCE", formatUsd(statement.closingBalance), COLOUR.text],
    ];
    doc.rect(MARGIN.left, figuresY, WIDTH, 40).lineWidth(0.5).strokeColor(COLOUR.rule).stroke();
    figures.forEach(([label, value, tone], index) => {
      const x = MARGIN.left + (index * WIDTH) / 4 + 10;
      doc
        .font("Helvetica-Bold")
        .fontSize(7)
        .fillColor(COLOUR.muted)
        .text(label, x, figuresY + 8, { width: WIDTH / 4 - 20 });
      doc
        .font("Helvetica-Bold")
        .fontSize(11)
        .fillColor(tone)
        .text(value, x, figuresY + 20, { width: WIDTH / 4 - 20 });
    });
    doc.x = MARGIN.left;
    doc.y = figuresY + 54;

    tableHeader();
    row([calendarDay(statement.from, "short"), "", "Balance brought forward", "", "", formatUsd(statement.openingBalance)], {
      italic: true,
    });
  };

  const entries = (batch: TransactionDto[]) => {
    for (const entry of batch) {
      row(
        [
          day.format(new Date(entry.date)),
          TRANSACTION_TYPE_LABELS[entry.type],
          entry.description,
          entry.column === "credit" ? formatUsd(entry.value) : "",
          entry.column === "debit" ? formatUsd(entry.value) : "",
          formatUsd(entry.closingBalance),
        ],
        { tones: [null, null, null, COLOUR.credit, COLOUR.debit, null] },
      );
    }
  };

  const foot = () => {
    if (statement.entryCount === 0) row(["", "", "No transactions in this period.", "", "", ""], { italic: true });
    row(
      [
        calendarDay(statement.to, "short"),
        "",
        "Closing balance",
        formatUsd(statement.totalCredits),
        formatUsd(statement.totalDebits),
        formatUsd(statement.closingBalance),
      ],
      {
        bold: true,
        rule: true,
      },
    );
    const generated = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: statement.timeZone }).format(
      new Date(statement.generatedAt),
    );
    doc.moveDown(1);
    if (doc.y + 20 > 792 - MARGIN.bottom) newPage(false);
    doc
      .font("Helvetica")
      .fontSize(7.5)
      .fillColor(COLOUR.muted)
      .text(`Generated ${generated} · dates in ${statement.timeZone}`, MARGIN.left, doc.y, { width: WIDTH });
  };

  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        doc.on("data", (chunk: Buffer) => controller.enqueue(new Uint8Array(chunk)));
        doc.on("error", (error) => controller.error(error));
        head();
      },
      async pull(controller) {
        if (ended) return;
        try {
          const next = await batches.next();
          if (!next.done) {
            entries(next.value);
            return;
          }
          foot();
          ended = true;
          await new Promise<void>((resolve) => {
            doc.on("end", resolve);
            doc.end();
          });
          controller.close();
        } catch (error) {
          console.error("Statement PDF failed:", error instanceof Error ? (error.stack ?? error.message) : error);
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

/** A stream's bytes, for an attachment (the e-mailed statement's length is bounded: MAX_EMAILED_STATEMENT_ENTRIES). */
export async function streamBytes(stream: ReadableStream<Uint8Array>): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  const reader = stream.getReader();
  for (let next = await reader.read(); !next.done; next = await reader.read()) chunks.push(next.value);
  return Buffer.concat(chunks);
}
