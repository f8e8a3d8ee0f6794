import PDFDocument from "pdfkit";
import type { Agency } from "@/lib/domain/agency";
import { formatDay } from "@/lib/i18n/day-formats";
import { intlLocale, type Language } from "@/lib/i18n/languages";
import { COLOUR, FONT, MARGIN, MM, registerPdfFonts, rule, WIDTH, type Doc } from "@/server/pdf/letterhead";

/**
 * The layout every short letter the agency sends a tenant shares — a payment's
 * receipt, a deposit's settlement: the letterhead (server/pdf/letterhead.ts), the
 * addressee and the lease side by side, a box of facts, a table of lines with
 * a money column, the "Generated …" line. A letter is short (a few pages), so
 * it is made whole in memory and handed over as bytes.
 */
const PAGE_BOTTOM = 792 - MARGIN.bottom;
const PAD = 4;

/** "Nov 8, 2026" / "8 nov 2026": a bare day, read in UTC (it has no time), in the reader's language. */
export const calendarDay = (day: string, language: Language = "en") => formatDay(day, language, "medium");

/** A letter-size document with the statement's fonts, and the bytes it will have made once `doc.end()` is called. */
export function letterDocument(title: string, agency: Agency): { doc: Doc; done: Promise<Buffer> } {
  const doc: Doc = new PDFDocument({ size: "LETTER", margins: MARGIN, info: { Title: title, Author: agency.name } });
  registerPdfFonts(doc);
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  return { doc, done };
}

export interface LetterParty {
  /** "RECEIVED FROM", "FOR THE LEASE OF" */
  label: string;
  name: string;
  lines: string[];
}

/** The addressee (where a window envelope shows it) on the left, the lease on the right. */
export function partiesBlock(doc: Doc, left: LetterParty, right: LetterParty): void {
  const blockY = Math.max(doc.y + 12, 45 * MM);
  const half = WIDTH / 2 - 10;
  const party = (x: number, { label, name, lines }: LetterParty) => {
    doc.font(FONT.bold).fontSize(7).fillColor(COLOUR.muted).text(label, x, blockY, { width: half });
    doc.font(FONT.bold).fontSize(10).fillColor(COLOUR.text).text(name, x, doc.y, { width: half });
    doc.font(FONT.regular).fontSize(9);
    for (const line of lines) doc.text(line, x, doc.y, { width: half });
    return doc.y;
  };
  const leftEnd = party(MARGIN.left, left);
  const rightEnd = party(MARGIN.left + WIDTH / 2 + 10, right);
  doc.y = Math.max(leftEnd, rightEnd) + 14;
}

/** Facts in a ruled box, side by side; the last one larger and in `lastTone`. */
export function factsBox(doc: Doc, facts: [string, string][], lastTone: string = COLOUR.text): void {
  const factsY = doc.y;
  const cell = WIDTH / facts.length;
  doc.rect(MARGIN.left, factsY, WIDTH, 40).lineWidth(0.5).strokeColor(COLOUR.rule).stroke();
  facts.forEach(([label, value], index) => {
    const x = MARGIN.left + index * cell + 10;
    const last = index === facts.length - 1;
    doc
      .font(FONT.bold)
      .fontSize(7)
      .fillColor(COLOUR.muted)
      .text(label, x, factsY + 8, { width: cell - 20 });
    doc
      .font(FONT.bold)
      .fontSize(last ? 11 : 10)
      .fillColor(last ? lastTone : COLOUR.text)
      .text(value, x, factsY + 20, { width: cell - 20, lineBreak: false, ellipsis: true });
  });
  doc.x = MARGIN.left;
  doc.y = factsY + 54;
}

/** A bold line of text across the page (a section's title, a closing figure), a new page first when too near the bottom. */
export function boldLine(doc: Doc, text: string, { tone = COLOUR.text, keep = 0 }: { tone?: string; keep?: number } = {}): void {
  if (doc.y + keep > PAGE_BOTTOM) {
    doc.addPage();
    doc.y = MARGIN.top;
  }
  doc.font(FONT.bold).fontSize(10).fillColor(tone).text(text, MARGIN.left, doc.y, { width: WIDTH });
}

export interface LetterColumn {
  /** Head text, upper case. */
  label: string;
  /** Points; one column leaves it out and takes the rest (it is the one that wraps). */
  width?: number;
  align?: "left" | "right";
}

export interface LetterRowOptions {
  bold?: boolean;
  italic?: boolean;
  /** The colour of the last (money) cell. */
  tone?: string;
}

/**
 * A table across the page: its head now, then `row(cells)` per line — the
 * column without a width wraps, the others stay on one line; a row that does
 * not fit starts a new page.
 */
export function letterTable(doc: Doc, columns: readonly LetterColumn[]) {
  const fixed = columns.reduce((sum, column) => sum + (column.width ?? 0), 0);
  const wrapIndex = columns.findIndex((column) => column.width === undefined);
  let x = MARGIN.left;
  const laid = columns.map((column) => {
    const width = column.width ?? WIDTH - fixed;
    const placed = { x, width, align: column.align ?? "left" };
    x += width;
    return placed;
  });

  doc.font(FONT.bold).fontSize(7.5).fillColor(COLOUR.muted);
  const headY = doc.y;
  columns.forEach((column, index) => {
    const at = laid[index]!;
    doc.text(column.label, at.x + PAD, headY + PAD, { width: at.width - 2 * PAD, align: at.align, lineBreak: false });
  });
  doc.y = headY + 16;
  rule(doc, doc.y, 0.5, COLOUR.rule);

  return function row(cells: string[], options: LetterRowOptions = {}): void {
    const font = options.bold ? FONT.bold : options.italic ? FONT.italic : FONT.regular;
    doc.font(font).fontSize(9);
    const height = doc.heightOfString(cells[wrapIndex] || " ", { width: laid[wrapIndex]!.width - 2 * PAD }) + 2 * PAD;
    if (doc.y + height > PAGE_BOTTOM) {
      doc.addPage();
      doc.y = MARGIN.top;
    }
    const top = doc.y;
    cells.forEach((text, index) => {
      const at = laid[index]!;
      const last = index === cells.length - 1;
      doc
        .font(font)
        .fontSize(9)
        .fillColor(last && options.tone ? options.tone : COLOUR.text)
        .text(text, at.x + PAD, top + PAD, { width: at.width - 2 * PAD, align: at.align, lineBreak: index === wrapIndex });
    });
    doc.y = top + height;
    rule(doc, doc.y, 0.5, COLOUR.rule);
  };
}

/**
 * "Generated Dec 6, 2026, 4:00 PM AST · …" in small muted type. A letter in another language than English writes the
 * whole line from its messages (`line`, given the time in that language).
 */
export function generatedLine(
  doc: Doc,
  {
    now,
    timeZone,
    tail,
    language = "en",
    line,
  }: { now: Date; timeZone: string; tail?: string; language?: Language; line?: (when: string) => string },
): void {
  const generated = new Intl.DateTimeFormat(intlLocale(language), {
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
    .text(line ? line(generated) : `Generated ${generated} · ${tail ?? ""}`, MARGIN.left, doc.y, { width: WIDTH });
}
