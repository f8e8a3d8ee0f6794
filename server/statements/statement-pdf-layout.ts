import type { Agency } from "@/lib/domain/agency";
import { formatUsd } from "@/lib/domain/money";
import { formatDay } from "@/lib/i18n/day-formats";
import { intlLocale } from "@/lib/i18n/languages";
import type { Translator } from "@/server/i18n/translator";
import { COLOUR, FONT, letterhead, MARGIN, MM, rule, WIDTH, type Doc } from "@/server/pdf/letterhead";
import type { TransactionDto } from "@/lib/schemas/account";
import type { StatementListingDto } from "@/lib/schemas/statement";
import { STATEMENT_LISTING_COLUMNS } from "@/lib/domain/statement-listings";
import { STATEMENT_COLUMNS, statementListingSection, transactionTypeLabel, upper, type StatementPaper } from "./statement-words";

const FOOTER_Y = 792 - MARGIN.bottom + 6;
const ROW_FONT = 8.5;

/**
 * pdfkit keeps the layout of every word it has set in an embedded font for
 * the rest of the document (EmbeddedFont.layoutCache). Amounts, balances and
 * descriptions are nearly all different, so a 200,000-entry statement grew
 * that cache past the server's heap and took the server down. Each batch of
 * entries starts it afresh: memory stays one batch's words, and words that
 * repeat within a batch (dates, types) are still laid out once. Turning the
 * cache off (`fontLayoutCache: false`) would hold nothing but doubled the time.
 */
function forgetWordLayouts(doc: Doc): void {
  const fonts = (doc as unknown as { _fontFamilies?: Record<string, { layoutCache?: object }> })._fontFamilies ?? {};
  for (const font of new Set(Object.values(fonts))) if (font.layoutCache) font.layoutCache = Object.create(null) as object;
}

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

/** The by-listing section's columns: Property, then the five amounts of STATEMENT_LISTING_COLUMNS. */
const LISTING_COLUMNS = (() => {
  const amount = 72;
  const widths = [WIDTH - amount * STATEMENT_LISTING_COLUMNS.length, ...STATEMENT_LISTING_COLUMNS.map(() => amount)];
  let x = MARGIN.left;
  return widths.map((width, index) => {
    const column = { x, width, align: (index >= 1 ? "right" : "left") as "left" | "right" };
    x += width;
    return column;
  });
})();

export interface StatementLayout {
  head(): void;
  entries(batch: TransactionDto[]): void;
  foot(): void;
  /** Pages begun so far. */
  pages(): number;
}

/**
 * The statement laid out on `doc` in the owner's language (`t`, statement.language): the letterhead, "OWNER STATEMENT" and the
 * statement date, the addressee, the period, the four figures, the period
 * by listing (when rent or repairs tie entries to listings), then every
 * entry with its running balance under a header repeated on each page, the
 * closing row, and "Page n of N" at each foot.
 *
 * `{ draw: false }` is the counting pass: the same rules of row height and
 * page break, on a document that never adds a page or draws a row (it only
 * measures), so `pages()` at the end is the N that the drawing pass
 * (`{ draw: true, pages: N }`) prints. Both passes must run this one function:
 * a rule changed in one place changes both.
 */
export function statementLayout(
  doc: Doc,
  statement: StatementPaper,
  agency: Agency,
  mode: { draw: true; pages: number } | { draw: false },
  t: Translator,
): StatementLayout {
  const { language } = statement;
  const locale = intlLocale(language);
  const day = new Intl.DateTimeFormat(locale, { month: "short", day: "numeric", year: "numeric", timeZone: statement.timeZone });
  const calendarDay = (date: string, style: "long" | "medium" = "long") => formatDay(date, language, style);
  const span = { from: calendarDay(statement.from), to: calendarDay(statement.to) };
  let pageNumber = 0;

  const ruleAcross = (y: number, lineWidth: number, colour: string) => rule(doc, y, lineWidth, colour);

  const newPage = (withHeader: boolean) => {
    pageNumber += 1;
    if (mode.draw) {
      doc.addPage();
      // The foot sits in the bottom margin: lift the margin while it is drawn, or pdfkit would start a page for it.
      doc.page.margins.bottom = 0;
      doc.font(FONT.regular).fontSize(7.5).fillColor(COLOUR.muted);
      doc.text(t("statement.pageFoot", { name: statement.client.name, ...span }), MARGIN.left, FOOTER_Y, {
        width: WIDTH / 2,
        lineBreak: false,
      });
      doc.text(t("statement.page", { page: String(pageNumber), pages: String(mode.pages) }), MARGIN.left + WIDTH / 2, FOOTER_Y, {
        width: WIDTH / 2,
        align: "right",
        lineBreak: false,
      });
      doc.page.margins.bottom = MARGIN.bottom;
    }
    doc.x = MARGIN.left;
    doc.y = MARGIN.top;
    if (withHeader) tableHeader();
  };

  const row = (cells: string[], options: { bold?: boolean; italic?: boolean; tones?: (string | null)[]; rule?: boolean } = {}) => {
    const font = options.bold ? FONT.bold : options.italic ? FONT.italic : FONT.regular;
    doc.font(font).fontSize(ROW_FONT);
    // Only the description wraps; the other cells are one line of a known height.
    const line = doc.currentLineHeight(true);
    const description = cells[2] ?? "";
    const wraps = doc.widthOfString(description) > COLUMNS[2]!.width - 2 * PAD;
    const height = (wraps ? doc.heightOfString(description, { width: COLUMNS[2]!.width - 2 * PAD }) : line) + 2 * PAD;
    if (doc.y + height > 792 - MARGIN.bottom) newPage(true);
    const top = doc.y;
    doc.y = top + height;
    if (!mode.draw) return;
    if (options.rule) ruleAcross(top, 1, COLOUR.text);
    cells.forEach((text, index) => {
      const column = COLUMNS[index]!;
      doc
        .font(font)
        .fontSize(ROW_FONT)
        .fillColor(options.tones?.[index] ?? COLOUR.text)
        .text(text, column.x + PAD, top + PAD, { width: column.width - 2 * PAD, align: column.align, lineBreak: index === 2 });
    });
    doc.y = top + height;
    ruleAcross(doc.y, 0.5, COLOUR.rule);
  };

  function tableHeader() {
    const columns = STATEMENT_COLUMNS.map((key) => upper(t(`statement.columns.${key}`), language));
    row(columns, { bold: true, tones: Array(6).fill(COLOUR.muted) });
  }

  const head = () => {
    newPage(false);
    // The letterhead (the counting pass writes these few lines too, on its one page: where they end is where the
    // table starts).
    const statementDate = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: statement.timeZone }).format(
      new Date(statement.generatedAt),
    );
    letterhead(doc, agency, upper(t("statement.title"), language), t("statement.statementDate", { date: statementDate }), {
      phone: t("statement.phone", { phone: agency.phone }),
    });

    // The addressee, where a window envelope shows it (about 45 mm from the top).
    doc.y = Math.max(doc.y + 12, 45 * MM);
    doc
      .font(FONT.bold)
      .fontSize(10)
      .fillColor(COLOUR.text)
      .text(statement.client.name, MARGIN.left, doc.y, { width: WIDTH / 2 });
    doc.font(FONT.regular).fontSize(10);
    if (statement.client.contactName && statement.client.contactName !== statement.client.name) {
      doc.text(t("statement.attention", { name: statement.client.contactName }), { width: WIDTH / 2 });
    }
    if (statement.client.contactMailingAddress) doc.text(statement.client.contactMailingAddress, { width: WIDTH / 2 });

    doc.moveDown(1.2);
    doc.fontSize(9).fillColor(COLOUR.muted).text(t("statement.period", span), MARGIN.left, doc.y, { width: WIDTH });

    // The four figures.
    doc.moveDown(0.8);
    const figuresY = doc.y;
    const figure = (key: "openingBalance" | "credits" | "debits" | "closingBalance") => upper(t(`statement.figures.${key}`), language);
    const figures: [string, string, string][] = [
      [figure("openingBalance"), formatUsd(statement.openingBalance), COLOUR.text],
      [figure("credits"), formatUsd(statement.totalCredits), COLOUR.credit],
      [figure("debits"), formatUsd(statement.totalDebits === "0.00" ? "0.00" : `-${statement.totalDebits}`), COLOUR.debit],
      [figure("closingBalance"), formatUsd(statement.closingBalance), COLOUR.text],
    ];
    doc.rect(MARGIN.left, figuresY, WIDTH, 40).lineWidth(0.5).strokeColor(COLOUR.rule).stroke();
    figures.forEach(([label, value, tone], index) => {
      const x = MARGIN.left + (index * WIDTH) / 4 + 10;
      doc
        .font(FONT.bold)
        .fontSize(7)
        .fillColor(COLOUR.muted)
        .text(label, x, figuresY + 8, { width: WIDTH / 4 - 20 });
      doc
        .font(FONT.bold)
        .fontSize(11)
        .fillColor(tone)
        .text(value, x, figuresY + 20, { width: WIDTH / 4 - 20 });
    });
    doc.x = MARGIN.left;
    doc.y = figuresY + 54;

    listingSection();
    tableHeader();
    row([calendarDay(statement.from, "medium"), "", t("statement.broughtForward"), "", "", formatUsd(statement.openingBalance)], {
      italic: true,
    });
  };

  /** One row of the by-listing section: any cell may wrap (the titles do); a row never splits across pages. */
  const listingRow = (cells: string[], options: { bold?: boolean; tones?: (string | null)[]; rule?: boolean; font?: number } = {}) => {
    const font = options.bold ? FONT.bold : FONT.regular;
    const size = options.font ?? ROW_FONT;
    doc.font(font).fontSize(size);
    const height =
      Math.max(...cells.map((text, index) => doc.heightOfString(text || " ", { width: LISTING_COLUMNS[index]!.width - 2 * PAD }))) +
      2 * PAD;
    if (doc.y + height > 792 - MARGIN.bottom) newPage(false);
    const top = doc.y;
    doc.y = top + height;
    if (!mode.draw) return;
    if (options.rule) ruleAcross(top, 1, COLOUR.text);
    cells.forEach((text, index) => {
      const column = LISTING_COLUMNS[index]!;
      doc
        .font(font)
        .fontSize(size)
        .fillColor(options.tones?.[index] ?? COLOUR.text)
        .text(text, column.x + PAD, top + PAD, { width: column.width - 2 * PAD, align: column.align });
    });
    doc.y = top + height;
    ruleAcross(doc.y, 0.5, COLOUR.rule);
  };

  /** The period by listing, when some entry is tied to a listing; fees and charges read negative. */
  function listingSection() {
    const section = statementListingSection(statement.listings, t);
    if (!section) return;
    const money = (amounts: string[]) => amounts.map(formatUsd);
    // Income green, what is taken red, zero and the net in the text colours (as on the page).
    const tones = (group: Omit<StatementListingDto, "listing">) => [
      null,
      ...STATEMENT_LISTING_COLUMNS.map((column) =>
        column.key === "net" ? null : /^-?0\.00$/.test(group[column.key]) ? COLOUR.muted : column.taken ? COLOUR.debit : COLOUR.credit,
      ),
    ];
    doc.font(FONT.bold).fontSize(10);
    if (doc.y + 60 > 792 - MARGIN.bottom) newPage(false);
    // Written by the counting pass too (as the letterhead is): where it ends is where the rows start.
    doc.fillColor(COLOUR.text).text(upper(section.title, language), MARGIN.left, doc.y, { width: WIDTH });
    doc.y += 4;
    listingRow(
      section.head.map((title) => upper(title, language)),
      {
        bold: true,
        font: 7,
        tones: Array(6).fill(COLOUR.muted),
      },
    );
    for (const row of section.rows) listingRow([row.name, ...money(row.amounts)], { tones: tones(row.group) });
    listingRow([t("statement.listings.total"), ...money(section.totals)], { bold: true, rule: true });
    doc.x = MARGIN.left;
    doc.y += 14;
  }

  const entries = (batch: TransactionDto[]) => {
    forgetWordLayouts(doc);
    for (const entry of batch) {
      row(
        [
          day.format(new Date(entry.date)),
          transactionTypeLabel(t, entry.type),
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
    if (statement.entryCount === 0) row(["", "", t("statement.noEntries"), "", "", ""], { italic: true });
    const totals = [formatUsd(statement.totalCredits), formatUsd(statement.totalDebits), formatUsd(statement.closingBalance)];
    row([calendarDay(statement.to, "medium"), "", t("statement.figures.closingBalance"), ...totals], { bold: true, rule: true });
    doc.moveDown(1);
    if (doc.y + 20 > 792 - MARGIN.bottom) newPage(false);
    if (!mode.draw) return;
    const generated = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone: statement.timeZone }).format(
      new Date(statement.generatedAt),
    );
    doc
      .font(FONT.regular)
      .fontSize(7.5)
      .fillColor(COLOUR.muted)
      .text(t("statement.generated", { date: generated, timeZone: statement.timeZone }), MARGIN.left, doc.y, { width: WIDTH });
  };

  return { head, entries, foot, pages: () => pageNumber };
}
