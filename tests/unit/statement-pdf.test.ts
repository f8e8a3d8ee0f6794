import { describe, expect, it } from "vitest";
import type { TransactionDto } from "@/lib/schemas/account";
import PDFDocument from "pdfkit";
import { AGENCY } from "@/lib/domain/agency";
import { countStatementPages, statementPdfStream, streamBytes } from "@/server/statements/statement-pdf";
import { registerPdfFonts } from "@/server/pdf/letterhead";
import { statementLayout } from "@/server/statements/statement-pdf-layout";
import type { StatementPaper } from "@/server/statements/statement-words";
import { translatorFor } from "@/server/i18n/translator";
import { pdfText } from "@/tests/support/pdf-text";

/**
 * The statement PDF read back as text (pdf.js, an independent reader):
 * "Page n of N" on every page with N counted before page 1 was written, and
 * names and descriptions outside Latin-1 printed exactly as typed (the
 * embedded DejaVu Sans Condensed).
 */
function entry(index: number, description = `Rent, unit ${index + 1}`): TransactionDto {
  return {
    _id: `t${index}`,
    clientRef: "c",
    date: `2026-02-${String(1 + (index % 28)).padStart(2, "0")}T16:00:00.000Z`,
    type: "wire",
    description,
    column: index % 3 === 0 ? "debit" : "credit",
    value: "100.00",
    closingBalance: "1234.56",
    postedBy: null,
    reverses: null,
    reversedBy: null,
    reversalReason: null,
    paymentRef: null,
  };
}

function head(name: string, entryCount: number, contactName = "Marie Joseph"): StatementPaper {
  return {
    client: { _id: "c", name, contactName, contactEmailAddress: "owner@example.test", contactMailingAddress: "1 Calle Luna, Rincón" },
    from: "2026-02-01",
    to: "2026-02-28",
    timeZone: "America/Puerto_Rico",
    openingBalance: "0.00",
    totalCredits: "1000.00",
    totalDebits: "200.00",
    closingBalance: "800.00",
    entryCount,
    listings: [],
    generatedAt: "2026-03-01T10:00:00.000Z",
    language: "en",
  };
}

/** A fresh walk of `entries` in batches of `size`, as statementEntries gives them. */
const walkOf = (entries: TransactionDto[], size = 50, delayMs = 0) =>
  async function* walk() {
    for (let start = 0; start < entries.length; start += size) {
      if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs)); // a database read
      yield entries.slice(start, start + size);
    }
  };

async function render(statement: StatementPaper, entries: TransactionDto[]) {
  return streamBytes(statementPdfStream(statement, walkOf(entries)));
}

// pdf.js reads each PDF back: seconds on a loaded machine, past the 5 s default.
describe("statement PDF", { timeout: 30_000 }, () => {
  it("prints Page n of N at every foot, N counted before page 1 is written", async () => {
    // Enough rows for three pages, with wrapped descriptions among them (the counting pass measures them too).
    const entries = Array.from({ length: 80 }, (_, index) =>
      entry(index, index % 10 === 0 ? `Repairs to the roof, gutters and the back porch after the storm, invoice ${index}` : undefined),
    );
    const statement = head("Statement Owner", entries.length);
    const pages = await pdfText(await render(statement, entries));
    expect(pages.length).toBe(3);
    expect(await countStatementPages(statement, walkOf(entries)())).toBe(3);
    pages.forEach((text, index) => expect(text).toContain(`Page ${index + 1} of 3`));
    expect(pages.join("\n")).not.toMatch(/Page \d+ of (?!3\b)/);
    expect(pages[2]).toContain("Closing balance");
  });

  it("ends when the batches come on later ticks and some fill no page (as from the database)", async () => {
    const entries = Array.from({ length: 45 }, (_, index) => entry(index));
    const bytes = await streamBytes(statementPdfStream(head("Slow Owner", entries.length), walkOf(entries, 7, 15)));
    const pages = await pdfText(bytes);
    expect(pages.length).toBe(2);
    expect(pages[1]).toContain("Page 2 of 2");
  });

  it("counts one page for an empty period", async () => {
    const pages = await pdfText(await render(head("Quiet Owner", 0), []));
    expect(pages.length).toBe(1);
    expect(pages[0]).toContain("No transactions in this period.");
    expect(pages[0]).toContain("Page 1 of 1");
  });

  it("counts what the drawing pass draws, at each page break", { timeout: 60_000 }, async () => {
    const counts: number[] = [];
    for (let count = 0; count <= 64; count++) {
      counts.push(
        await countStatementPages(head("Edge Owner", count), walkOf(Array.from({ length: count }, (_, index) => entry(index)))()),
      );
    }
    // Each entry count where the count goes up (a row, the closing row or the generated line began a page), and the one before.
    const breaks = counts.flatMap((pages, count) => (count > 0 && pages > counts[count - 1]! ? [count - 1, count] : []));
    expect(breaks.length).toBeGreaterThanOrEqual(4);
    for (const count of breaks) {
      const entries = Array.from({ length: count }, (_, index) => entry(index));
      const pages = await pdfText(await render(head("Edge Owner", count), entries));
      expect(pages.length, `${count} entries`).toBe(counts[count]);
      expect(pages.at(-1), `${count} entries`).toContain(`Page ${counts[count]} of ${counts[count]}`);
      expect(pages.at(-1), `${count} entries`).toContain("Generated");
    }
  });

  it("prints the period by listing, and counts its rows when they run onto the next page", { timeout: 60_000 }, async () => {
    const group = (index: number) => ({
      listing: { _id: `l${index}`, name: `Villa ${index + 1}, a long name that wraps in its column of the table` },
      rentCollected: "1000.00",
      otherIncome: "0.00",
      managementFees: "100.00",
      charges: index === 0 ? "250.00" : "0.00",
      net: index === 0 ? "650.00" : "900.00",
    });
    const withListings = (count: number) => ({
      ...head("Many Listings", 10),
      listings: [...Array.from({ length: count }, (_, index) => group(index)), { ...group(0), listing: null, net: "650.00" }],
    });
    const entries = Array.from({ length: 10 }, (_, index) => entry(index));
    for (const count of [2, 30]) {
      const statement = withListings(count);
      const pages = await pdfText(await render(statement, entries));
      expect(pages.length, `${count} listings`).toBe(await countStatementPages(statement, walkOf(entries)()));
      if (count > 2) expect(pages.length, `${count} listings`).toBeGreaterThan(1);
      pages.forEach((text, index) => expect(text).toContain(`Page ${index + 1} of ${pages.length}`));
      const text = pages.join("\n");
      expect(text).toContain("BY PROPERTY");
      expect(text).toMatch(/Villa 1, a long name[\s\S]*\$1,000\.00 \$0\.00 -\$100\.00 -\$250\.00 \$650\.00/);
      expect(text).toMatch(/\nOther \$1,000\.00/);
    }
  });

  it("prints names and descriptions outside Latin-1 exactly", async () => {
    const names = ["Đặng Văn Thành", "Łukasz Żółkiewski"];
    const descriptions = [
      "Deposit €1,200 — Łódź office",
      "Nguyễn Thị Minh Khai, phòng 4",
      "Ōshima Tarō",
      "Ελένη Παπαδοπούλου",
      "Пётр Ильич",
    ];
    const entries = descriptions.map((description, index) => entry(index, description));
    const statement = head(names[0]!, entries.length, names[1]);
    const bytes = await render(statement, entries);
    const text = (await pdfText(bytes)).join("\n");
    expect(text).toContain("Đặng Văn Thành");
    expect(text).toContain("Attn: Łukasz Żółkiewski");
    for (const description of descriptions) expect(text).toContain(description);
    // The font is embedded as a subset: a statement stays small.
    expect(bytes.length).toBeLessThan(120_000);
  });

  it("keeps the layouts of one batch's words at most (pdfkit's cache kept every amount until the server ran out of heap)", async () => {
    const doc = new PDFDocument({ size: "LETTER", bufferPages: false });
    registerPdfFonts(doc);
    const cachedWords = () => {
      const fonts = (doc as unknown as { _fontFamilies: Record<string, { layoutCache?: object }> })._fontFamilies;
      return [...new Set(Object.values(fonts))].reduce((sum, font) => sum + Object.keys(font.layoutCache ?? {}).length, 0);
    };
    // Every entry a different amount and balance, as in a real ledger.
    const batch = (start: number) =>
      Array.from({ length: 500 }, (_, offset) => ({
        ...entry(start + offset, `Rent ${start + offset}`),
        value: ((start + offset) / 100 + 1).toFixed(2),
        closingBalance: ((start + offset) * 3.17).toFixed(2),
      }));
    const layout = statementLayout(doc, head("Big Owner", 3_000), AGENCY, { draw: false }, await translatorFor("en"));
    layout.head();
    layout.entries(batch(0));
    const afterOne = cachedWords();
    expect(afterOne).toBeGreaterThan(500);
    for (let start = 500; start < 3_000; start += 500) layout.entries(batch(start));
    expect(cachedWords()).toBeLessThanOrEqual(afterOne + 100);
  });
});
