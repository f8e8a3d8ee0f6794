import PDFDocument from "pdfkit";
import { AGENCY, type Agency } from "@/lib/domain/agency";
import { formatUsd, formatUsdAbsolute, isNegativeAmount } from "@/lib/domain/money";
import { CHARGE_TYPE_LABELS, PAYMENT_METHOD_LABELS } from "@/lib/domain/rent";
import { MARGIN, registerStatementFonts } from "@/server/statements/statement-pdf-layout";
import type { Receipt } from "./receipt-data";

type Doc = InstanceType<typeof PDFDocument>;

/** The statement's letterhead colours and fonts (server/statements/statement-pdf-layout.ts): one look for every PDF the agency sends. */
const COLOUR = { brand: "#21625d", text: "#0f172a", muted: "#475569", rule: "#cbd5e1", credit: "#047857", debit: "#b91c1c" };
const FONT = { regular: "StatementRegular", bold: "StatementBold", italic: "StatementItalic" } as const;
const MM = 72 / 25.4;
const WIDTH = Math.min(612 - MARGIN.left - MARGIN.right, 180 * MM);
const PAGE_BOTTOM = 792 - MARGIN.bottom;
const PAD = 4;
/** The table of what the payment paid: Due, Type, Description, Paid. */
const COLUMNS = (() => {
  const fixed = { due: 72, type: 64, paid: 84 };
  const widths = [fixed.due, fixed.type, WIDTH - fixed.due - fixed.type - fixed.paid, fixed.paid];
  let x = MARGIN.left;
  return widths.map((width, index) => {
    const column = { x, width, align: (index === 3 ? "right" : "left") as "left" | "right" };
    x += width;
    return column;
  });
})();

const calendarDay = (day: string) => {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" }).format(
    Date.UTC(year, month - 1, date),
  );
};

/** The balance in words, as the lease page says it. */
export function balanceText(balance: string): string {
  if (/^-?0+(\.0+)?$/.test(balance)) return "Nothing owed";
  return isNegativeAmount(balance) ? `${formatUsdAbsolute(balance)} credit` : `Owes ${formatUsd(balance)}`;
}

export function receiptFileName(receipt: Pick<Receipt, "number" | "date">): string {
  return `receipt-${receipt.number}-${receipt.date}.pdf`;
}

/**
 * A payment's receipt as a PDF (PRODUCT.md#rent "Receipts"): the statement's
 * letterhead, "PAYMENT RECEIPT" with its number, who paid and for which
 * listing, the day, method and reference, the amount, what it paid (each
 * charge and the part paid), any credit, and the balance right after it. A
 * receipt is short (at most RECEIPT_MAX_LINES charges, a few pages), so it is
 * made whole in memory — tens of kilobytes — and handed over as bytes.
 */
export async function receiptPdf(
  receipt: Receipt,
  { timeZone, agency = AGENCY, now = new Date() }: { timeZone: string; agency?: Agency; now?: Date },
): Promise<Buffer> {
  const doc: Doc = new PDFDocument({
    size: "LETTER",
    margins: MARGIN,
    info: { Title: `Payment receipt ${receipt.number}`, Author: agency.name },
  });
  registerStatementFonts(doc);
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  const rule = (y: number, lineWidth: number, colour: string) =>
    doc
      .moveTo(MARGIN.left, y)
      .lineTo(MARGIN.left + WIDTH, y)
      .lineWidth(lineWidth)
      .strokeColor(colour)
      .stroke();

  // Letterhead: the agency on the left, its contact lines on the right, a brand rule below.
  doc
    .font(FONT.bold)
    .fontSize(16)
    .fillColor(COLOUR.brand)
    .text(agency.name, MARGIN.left, MARGIN.top, { width: WIDTH / 2 });
  doc
    .font(FONT.regular)
    .fontSize(8)
    .fillColor(COLOUR.muted)
    .text([agency.address, `Tel. ${agency.phone}`, agency.email, agency.website].join("\n"), MARGIN.left + WIDTH / 2, MARGIN.top, {
      width: WIDTH / 2,
      align: "right",
    });
  const ruleY = Math.max(doc.y, MARGIN.top + 24) + 6;
  rule(ruleY, 2, COLOUR.brand);

  const titleY = ruleY + 14;
  doc.font(FONT.bold).fontSize(18).fillColor(COLOUR.text).text("PAYMENT RECEIPT", MARGIN.left, titleY, { width: WIDTH });
  doc
    .font(FONT.regular)
    .fontSize(9)
    .fillColor(COLOUR.muted)
    .text(`Receipt ${receipt.number}`, MARGIN.left, titleY + 5, { width: WIDTH, align: "right" });

  // Who paid (the addressee, where a window envelope shows it) and for which listing.
  const blockY = Math.max(doc.y + 12, 45 * MM);
  const primary = receipt.tenants.find((tenant) => tenant.primary) ?? receipt.tenants[0];
  const others = receipt.tenants.filter((tenant) => tenant !== primary);
  doc
    .font(FONT.bold)
    .fontSize(7)
    .fillColor(COLOUR.muted)
    .text("RECEIVED FROM", MARGIN.left, blockY, { width: WIDTH / 2 - 10 });
  doc
    .font(FONT.bold)
    .fontSize(10)
    .fillColor(COLOUR.text)
    .text(primary?.name ?? "", { width: WIDTH / 2 - 10 });
  doc.font(FONT.regular).fontSize(9);
  if (others.length > 0) doc.text(`with ${others.map((tenant) => tenant.name).join(", ")}`, { width: WIDTH / 2 - 10 });
  if (primary?.mailingAddress) doc.text(primary.mailingAddress, { width: WIDTH / 2 - 10 });
  const leftEnd = doc.y;
  const right = MARGIN.left + WIDTH / 2 + 10;
  doc
    .font(FONT.bold)
    .fontSize(7)
    .fillColor(COLOUR.muted)
    .text("FOR THE LEASE OF", right, blockY, { width: WIDTH / 2 - 10 });
  doc
    .font(FONT.bold)
    .fontSize(10)
    .fillColor(COLOUR.text)
    .text(receipt.listing.propertyName, right, doc.y, { width: WIDTH / 2 - 10 });
  doc
    .font(FONT.regular)
    .fontSize(9)
    .text(receipt.listing.location, right, doc.y, { width: WIDTH / 2 - 10 });
  doc.y = Math.max(leftEnd, doc.y) + 14;

  // The payment's facts, in a box.
  const factsY = doc.y;
  const facts: [string, string][] = [
    ["DATE", calendarDay(receipt.date)],
    ["METHOD", PAYMENT_METHOD_LABELS[receipt.method] ?? receipt.method],
    ["REFERENCE", receipt.reference ?? "—"],
    ["AMOUNT RECEIVED", formatUsd(receipt.value)],
  ];
  doc.rect(MARGIN.left, factsY, WIDTH, 40).lineWidth(0.5).strokeColor(COLOUR.rule).stroke();
  facts.forEach(([label, value], index) => {
    const x = MARGIN.left + (index * WIDTH) / 4 + 10;
    doc
      .font(FONT.bold)
      .fontSize(7)
      .fillColor(COLOUR.muted)
      .text(label, x, factsY + 8, { width: WIDTH / 4 - 20 });
    doc
      .font(FONT.bold)
      .fontSize(index === 3 ? 11 : 10)
      .fillColor(index === 3 ? COLOUR.credit : COLOUR.text)
      .text(value, x, factsY + 20, { width: WIDTH / 4 - 20, lineBreak: false, ellipsis: true });
  });
  doc.x = MARGIN.left;
  doc.y = factsY + 54;

  if (receipt.reversal) {
    doc
      .font(FONT.bold)
      .fontSize(10)
      .fillColor(COLOUR.debit)
      .text(
        `This payment was reversed on ${calendarDay(receipt.reversal.date)}${receipt.reversal.reason ? `: ${receipt.reversal.reason}` : "."}`,
        MARGIN.left,
        doc.y,
        { width: WIDTH },
      );
    doc.moveDown(0.8);
  }

  // What it paid.
  const row = (cells: string[], options: { bold?: boolean; italic?: boolean; tone?: string } = {}) => {
    const font = options.bold ? FONT.bold : options.italic ? FONT.italic : FONT.regular;
    doc.font(font).fontSize(9);
    const height = doc.heightOfString(cells[2] || " ", { width: COLUMNS[2]!.width - 2 * PAD }) + 2 * PAD;
    if (doc.y + height > PAGE_BOTTOM) {
      doc.addPage();
      doc.y = MARGIN.top;
    }
    const top = doc.y;
    cells.forEach((text, index) => {
      const column = COLUMNS[index]!;
      doc
        .font(font)
        .fontSize(9)
        .fillColor(index === 3 && options.tone ? options.tone : COLOUR.text)
        .text(text, column.x + PAD, top + PAD, { width: column.width - 2 * PAD, align: column.align, lineBreak: index === 2 });
    });
    doc.y = top + height;
    rule(doc.y, 0.5, COLOUR.rule);
  };

  doc.font(FONT.bold).fontSize(10).fillColor(COLOUR.text).text("What this payment paid", MARGIN.left, doc.y, { width: WIDTH });
  doc.moveDown(0.4);
  doc.font(FONT.bold).fontSize(7.5).fillColor(COLOUR.muted);
  const headY = doc.y;
  ["DUE", "TYPE", "CHARGE", "PAID"].forEach((label, index) => {
    const column = COLUMNS[index]!;
    doc.text(label, column.x + PAD, headY + PAD, { width: column.width - 2 * PAD, align: column.align, lineBreak: false });
  });
  doc.y = headY + 16;
  rule(doc.y, 0.5, COLOUR.rule);
  if (receipt.paid.length === 0 && !receipt.morePaid) {
    row(["", "", receipt.reversal ? "Nothing: the payment was reversed." : "No charge was open: all of it is a credit.", ""], {
      italic: true,
    });
  }
  for (const line of receipt.paid) {
    row([calendarDay(line.date), line.type ? CHARGE_TYPE_LABELS[line.type] : "", line.description, formatUsd(line.value)]);
  }
  if (receipt.morePaid) {
    row(["", "", `${receipt.morePaid.count} more charges`, formatUsd(receipt.morePaid.value)], { italic: true });
  }
  if (receipt.credit !== "0.00") row(["", "", "Left as a credit for the next charges", formatUsd(receipt.credit)], { italic: true });
  row(["", "", "Total received", formatUsd(receipt.value)], { bold: true });

  doc.moveDown(1);
  if (doc.y + 40 > PAGE_BOTTOM) {
    doc.addPage();
    doc.y = MARGIN.top;
  }
  doc
    .font(FONT.bold)
    .fontSize(10)
    .fillColor(COLOUR.text)
    .text(`Balance after this payment: ${balanceText(receipt.balanceAfter)}`, MARGIN.left, doc.y, {
      width: WIDTH,
    });
  doc.moveDown(1.5);
  const generated = new Intl.DateTimeFormat("en-US", {
    month: "short",
    day: "numeric",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZone,
    timeZoneName: "short",
  }).format(now);
  doc
    .font(FONT.regular)
    .fontSize(7.5)
    .fillColor(COLOUR.muted)
    .text(`Generated ${generated} · Amounts in US dollars · Thank you for your payment.`, MARGIN.left, doc.y, { width: WIDTH });

  doc.end();
  return done;
}
