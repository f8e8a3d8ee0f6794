import { readFileSync } from "node:fs";
import { join } from "node:path";
import * as fontkit from "fontkit";
import type { Font } from "fontkit";
import type PDFDocument from "pdfkit";
import type { Agency } from "@/lib/domain/agency";

/**
 * What every PDF the agency sends shares — the owner's statement, a payment's receipt, a deposit's settlement: the
 * page (US letter, the printed page's margins), the brand's colours, the embedded fonts, and the letterhead (the
 * agency, its contact lines, a brand rule, the title and its number or date).
 */

export type Doc = InstanceType<typeof PDFDocument>;

/** The letterhead's colours (DESIGN.md §6: one brand colour), as the e-mails use them. */
export const COLOUR = { brand: "#21625d", text: "#0f172a", muted: "#475569", rule: "#cbd5e1", credit: "#047857", debit: "#b91c1c" };
/** US letter, margins 16/14/18 mm as the printed page; content at most 180 mm wide so A4 prints fit. */
export const MM = 72 / 25.4;
export const MARGIN = { top: 16 * MM, left: 14 * MM, right: 14 * MM, bottom: 18 * MM };
export const WIDTH = Math.min(612 - MARGIN.left - MARGIN.right, 180 * MM);

/**
 * DejaVu Sans Condensed (npm dejavu-fonts-ttf), embedded as a subset: names
 * and descriptions in any script it covers (Latin Extended and Vietnamese,
 * Greek, Cyrillic, "€") print as typed, where the PDF's standard Helvetica
 * only has Latin-1. The condensed cut is about as wide as Helvetica, so an
 * amount like $1,234,567.89 still fits its column (docs/DECISIONS.md).
 */
const FONT_FILES = { regular: "DejaVuSansCondensed.ttf", bold: "DejaVuSansCondensed-Bold.ttf", italic: "DejaVuSansCondensed-Oblique.ttf" };
export const FONT = { regular: "StatementRegular", bold: "StatementBold", italic: "StatementItalic" } as const;
let parsedFonts: Record<keyof typeof FONT_FILES, Font> | null = null;

/**
 * Registers the three fonts on `doc`. The files are read and
 * parsed (fontkit) once per process and the parsed fonts shared by every
 * document — parsing them anew took about 65 ms a document, sharing about
 * 3 ms; each document still embeds its own subset.
 */
export function registerPdfFonts(doc: Doc): void {
  parsedFonts ??= Object.fromEntries(
    Object.entries(FONT_FILES).map(([key, file]) => [
      key,
      fontkit.create(readFileSync(join(process.cwd(), "node_modules", "dejavu-fonts-ttf", "ttf", file))) as Font,
    ]),
  ) as Record<keyof typeof FONT_FILES, Font>;
  // pdfkit takes a parsed fontkit font (its PDFFontFactory checks for `layout`); @types/pdfkit only lists files and bytes.
  for (const key of Object.keys(FONT) as (keyof typeof FONT)[]) doc.registerFont(FONT[key], parsedFonts[key] as unknown as Buffer);
}

/** A line across the page at height `y`. */
export function rule(doc: Doc, y: number, lineWidth: number, colour: string): void {
  doc
    .moveTo(MARGIN.left, y)
    .lineTo(MARGIN.left + WIDTH, y)
    .lineWidth(lineWidth)
    .strokeColor(colour)
    .stroke();
}

/**
 * The agency on the left, its contact lines on the right, a brand rule, then the title and (right) its number. The
 * title, the number and the phone line ("Tel. …") come in the reader's language.
 */
export function letterhead(
  doc: Doc,
  agency: Agency,
  title: string,
  number: string,
  { phone = `Tel. ${agency.phone}` }: { phone?: string } = {},
): void {
  doc
    .font(FONT.bold)
    .fontSize(16)
    .fillColor(COLOUR.brand)
    .text(agency.name, MARGIN.left, MARGIN.top, { width: WIDTH / 2 });
  doc
    .font(FONT.regular)
    .fontSize(8)
    .fillColor(COLOUR.muted)
    .text([agency.address, phone, agency.email, agency.website].join("\n"), MARGIN.left + WIDTH / 2, MARGIN.top, {
      width: WIDTH / 2,
      align: "right",
    });
  const ruleY = Math.max(doc.y, MARGIN.top + 24) + 6;
  rule(doc, ruleY, 2, COLOUR.brand);

  const titleY = ruleY + 14;
  doc.font(FONT.bold).fontSize(18).fillColor(COLOUR.text).text(title, MARGIN.left, titleY, { width: WIDTH });
  doc
    .font(FONT.regular)
    .fontSize(9)
    .fillColor(COLOUR.muted)
    .text(number, MARGIN.left, titleY + 5, { width: WIDTH, align: "right" });
}
