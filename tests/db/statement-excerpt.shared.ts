import { beforeAll, describe, expect, it } from "vitest";
import { simpleParser } from "mailparser";
import { pdfText } from "../support/pdf-text";
import { appForSuite, type OpenDatabase } from "./app-database";
import { clientData } from "./factories";

/**
 * A statement of more entries than an e-mail carries (docs/DECISIONS.md "A
 * statement too long to e-mail"), with the cap lowered to a few entries: the
 * monthly statement attaches the period's latest whole days — the note gives
 * the whole period's figures and says what is attached, the PDF brings the
 * balance forward to that day — and an e-mail asked for by hand, or a period
 * whose last day alone is too long, is a 422. Shared by the PostgreSQL and
 * PGlite files (each process opens one database).
 */
export function statementExcerptSuite(name: string, open: OpenDatabase) {
  describe(`a statement too long to e-mail (${name})`, () => {
    const app = appForSuite(
      open,
      async () => ({ ...(await import("@/server/statements/statement-message")), ...(await import("@/server/accounts/get-statement")) }),
      { settings: { MAIL_FROM: '"Blue Horizon Realty" <office@bluehorizon.test>', APP_TIME_ZONE: "America/St_Lucia" } },
    );
    let clientId: string;

    beforeAll(async () => {
      const owner = await app.prisma.client.create({ data: clientData({ contactEmailAddress: "long.ledger@example.test" }) });
      clientId = owner.id;
      // Twelve credits of $10.00, three a day on February 10 to 13 (noon UTC is morning in St Lucia).
      await app.prisma.accountTransaction.createMany({
        data: Array.from({ length: 12 }, (_, index) => ({
          clientId,
          date: new Date(Date.UTC(2026, 1, 10 + Math.floor(index / 3), 12, index)),
          column: "credit" as const,
          type: "cash" as const,
          description: `entry ${index + 1}`,
          value: "10.00",
          closingBalance: `${(index + 1) * 10}.00`,
        })),
      });
    });

    const february = () =>
      app.getStatementSummary({ clientId, from: "2026-02-01", to: "2026-02-28", now: new Date("2026-03-01T12:00:00Z") });

    it("attaches the latest whole days that fit, with the whole period's figures in the note", async () => {
      const summary = await february();
      const { message, excerpt } = await app.prepareStatementMessage(summary, { excerptWhenLong: true, maxEntries: 5 });
      // The five newest are February 13's three and two of the 12th: whole days, so the 13th on.
      expect(excerpt).toEqual({ from: "2026-02-13", to: "2026-02-28", entryCount: 3 });
      expect(message.subject).toContain("February 2026");
      expect(message.text).toContain("This period has 12 entries, more than an e-mail can carry");
      expect(message.text).toContain("February 13, 2026 to February 28, 2026");
      expect(message.text).toMatch(/Closing balance: \*?\*?\$120\.00/);
      const parsed = await simpleParser(message.raw);
      const pdf = parsed.attachments.find((attachment) => attachment.contentType === "application/pdf")!;
      expect(pdf.filename).toMatch(/2026-02-13-to-2026-02-28\.pdf$/);
      const text = (await pdfText(pdf.content)).join("\n");
      expect(text).toContain("Balance brought forward $90.00");
      expect(text).toContain("entry 10");
      expect(text).toContain("entry 12");
      expect(text).not.toContain("entry 9 ");
      const csv = parsed.attachments.find((attachment) => attachment.filename?.endsWith(".csv"))!;
      expect(csv.content.toString("utf8")).not.toContain("entry 9,");
      expect(csv.content.toString("utf8")).toContain("entry 12");
    });

    it("sends the whole period when it fits", async () => {
      const { message, excerpt } = await app.prepareStatementMessage(await february(), { excerptWhenLong: true, maxEntries: 12 });
      expect(excerpt).toBeNull();
      expect(message.text).not.toContain("more than an e-mail can carry");
      expect(message.attachments[0]!.filename).toMatch(/2026-02-01-to-2026-02-28\.pdf$/);
    });

    it("refuses with 422 when asked by hand, or when the last day alone is too long", async () => {
      await expect(app.prepareStatementMessage(await february(), { maxEntries: 5 })).rejects.toMatchObject({ code: "UNPROCESSABLE" });
      await expect(app.prepareStatementMessage(await february(), { excerptWhenLong: true, maxEntries: 2 })).rejects.toMatchObject({
        code: "UNPROCESSABLE",
      });
    });
  });
}
