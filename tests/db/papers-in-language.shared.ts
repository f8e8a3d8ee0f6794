import { beforeAll, describe, expect, it } from "vitest";
import { simpleParser } from "mailparser";
import type { Actor } from "@/server/auth/actor";
import { pdfText } from "../support/pdf-text";
import { appForSuite, type OpenDatabase } from "./app-database";
import { clientData, userData } from "./factories";
import { leaseFixtures, leaseModules, type SuiteApp } from "./lease-fixtures";

/**
 * The papers an owner and a tenant receive, in their language (issue 46): the owner statement's e-mail, its PDF and
 * CSV for an owner whose language is Spanish (the language written straight to the database: the API's field is
 * another change), and the deposit settlement's letter and e-mail in the language of the tenant it is addressed to.
 * Shared by the PostgreSQL and PGlite files (each process opens one database).
 */
const NOW = new Date("2026-12-06T16:00:00Z");
const { makeLease, pay } = leaseFixtures(NOW);

const modules = async () => ({
  ...(await leaseModules()),
  ...(await import("@/server/statements/statement-message")),
  ...(await import("@/server/statements/statement-csv")),
  ...(await import("@/server/statements/statement-pdf")),
  ...(await import("@/server/accounts/get-statement")),
  ...(await import("@/server/deposits/deposit-settlement")),
  ...(await import("@/server/deposits/settlement-letter-pdf")),
});
type App = SuiteApp<typeof modules>;

export function papersInLanguageSuite(name: string, open: OpenDatabase) {
  describe(`papers in the reader's language (${name})`, () => {
    const app = appForSuite(open, modules, {
      settings: { MAIL_FROM: '"Blue Horizon Realty" <office@bluehorizon.test>', APP_TIME_ZONE: "America/St_Lucia" },
    }) as App;
    let clientId: string;
    let actor: Actor;

    beforeAll(async () => {
      const user = await app.prisma.user.create({ data: userData({ role: "admin" }) });
      actor = { id: user.id, name: "Ada Admin", role: "admin" };
      const owner = await app.prisma.client.create({
        data: clientData({ name: "Inversiones Coral", contactEmailAddress: "coral@example.test", language: "es" }),
      });
      clientId = owner.id;
      // Four credits of $30.00 in February (noon UTC is morning in St Lucia), and a debit of $12.50.
      await app.prisma.accountTransaction.createMany({
        data: [
          ...Array.from({ length: 4 }, (_, index) => ({
            clientId,
            date: new Date(Date.UTC(2026, 1, 10 + index, 12)),
            column: "credit" as const,
            type: "check" as const,
            description: `entrada ${index + 1}`,
            value: "30.00",
            closingBalance: `${(index + 1) * 30}.00`,
          })),
          {
            clientId,
            date: new Date(Date.UTC(2026, 1, 20, 12)),
            column: "debit" as const,
            type: "wire" as const,
            description: "reparación",
            value: "12.50",
            closingBalance: "107.50",
          },
        ],
      });
    });

    const february = () =>
      app.getStatementSummary({ clientId, from: "2026-02-01", to: "2026-02-28", now: new Date("2026-03-01T12:00:00Z") });

    it("e-mails a Spanish-speaking owner's statement in Spanish: subject, note, PDF and CSV", async () => {
      const summary = await february();
      expect(summary.language).toBe("es");
      const { message } = await app.prepareStatementMessage(summary, {});
      expect(message.subject).toBe("Estado de cuenta del propietario febrero de 2026 · Inversiones Coral");
      expect(message.text).toContain(
        "Estimado(a) Ana Rivera: adjuntamos en PDF su estado de cuenta del período febrero de 2026, con los mismos movimientos en un archivo CSV para hoja de cálculo (5 movimientos).",
      );
      expect(message.text).toMatch(/Saldo final: \*?\*?\$107\.50/);
      expect(message.text).toContain("Recibe este estado de cuenta como propietario registrado en");
      expect(message.html).toContain('lang="es-419"');
      expect(message.text).not.toMatch(/Owner statement|Dear|Closing balance/);

      const parsed = await simpleParser(message.raw);
      const pdf = parsed.attachments.find((attachment) => attachment.contentType === "application/pdf")!;
      expect(pdf.filename).toBe("estado-de-cuenta-inversiones-coral-2026-02-01-al-2026-02-28.pdf");
      const text = (await pdfText(pdf.content)).join("\n");
      for (const expected of [
        "ESTADO DE CUENTA DEL PROPIETARIO",
        "Período del 1 de febrero de 2026 al 28 de febrero de 2026 · Montos en dólares estadounidenses",
        "SALDO INICIAL CRÉDITOS DÉBITOS SALDO FINAL",
        "FECHA TIPO DESCRIPCIÓN CRÉDITO DÉBITO SALDO",
        "1 feb 2026 Saldo anterior $0.00",
        "10 feb 2026 Cheque entrada 1 $30.00 $30.00",
        "20 feb 2026 Transferencia reparación $12.50 $107.50",
        "28 feb 2026 Saldo final $120.00 $12.50 $107.50",
        "Página 1 de 1",
      ])
        expect(text).toContain(expected);
      expect(text).not.toMatch(/OWNER STATEMENT|Balance brought forward|Page 1 of/);

      const csv = parsed.attachments.find((attachment) => attachment.filename?.endsWith(".csv"))!;
      expect(csv.filename).toBe("estado-de-cuenta-inversiones-coral-2026-02-01-al-2026-02-28.csv");
      const lines = csv.content
        .toString("utf8")
        .replace(/^\uFEFF/, "")
        .split("\r\n");
      expect(lines).toContain("Estado de cuenta del propietario,Inversiones Coral");
      expect(lines).toContain("Montos en,dólares estadounidenses");
      expect(lines).toContain("Fecha,Tipo,Descripción,Crédito,Débito,Saldo");
      expect(lines).toContain("2026-02-01,,Saldo anterior,,,0.00");
      expect(lines).toContain("2026-02-20,Transferencia,reparación,,12.50,107.50");
      expect(lines).toContain("2026-02-28,,Saldo final,120.00,12.50,107.50");
    });

    it("says in Spanish what an excerpt covers, with the plural of ICU", async () => {
      const { message } = await app.prepareStatementMessage(await february(), { excerptWhenLong: true, maxEntries: 1 });
      expect(message.text).toContain(
        "Este período tiene 5 movimientos, más de lo que cabe en un correo: los archivos adjuntos cubren sus últimos días, 14 de febrero de 2026 – 28 de febrero de 2026.",
      );
      expect(message.text).toContain("(1 movimiento)");
    });

    it("downloads (the same streams) in the owner's language; the statement's JSON does not carry it", async () => {
      const summary = await february();
      const csv = await new Response(app.statementCsvStream(summary, app.statementEntries(summary))).text();
      expect(csv).toContain("Fecha,Tipo,Descripción,Crédito,Débito,Saldo");
      const pdf = (await pdfText(await app.streamBytes(app.statementPdfStream(summary, () => app.statementEntries(summary))))).join("\n");
      expect(pdf).toContain("ESTADO DE CUENTA DEL PROPIETARIO");
      const page = await app.getStatement({ clientId, from: "2026-02-01", to: "2026-02-28" });
      expect(page).not.toHaveProperty("language");

      // An English-speaking owner's statement stays English.
      await app.prisma.client.update({ where: { id: clientId }, data: { language: "en" } });
      try {
        const english = await february();
        const { message } = await app.prepareStatementMessage(english, {});
        expect(message.subject).toBe("Owner statement February 2026 · Inversiones Coral");
        expect(message.attachments.map((attachment) => attachment.filename)).toEqual([
          "statement-inversiones-coral-2026-02-01-to-2026-02-28.pdf",
          "statement-inversiones-coral-2026-02-01-to-2026-02-28.csv",
        ]);
      } finally {
        await app.prisma.client.update({ where: { id: clientId }, data: { language: "es" } });
      }
    });

    it("writes the deposit settlement letter and its e-mail in the language of the tenant it is addressed to", async () => {
      const { lease, tenant, listing } = await makeLease(app, actor, clientId, {
        start: "2026-01-01",
        end: "2026-06-30",
        rent: "1000.00",
        deposit: "1500.00",
      });
      await app.prisma.tenant.update({ where: { id: tenant.id }, data: { language: "es" } });
      // A second tenant who reads English: the letter is addressed to the primary tenant, so it stays Spanish.
      const other = await app.prisma.tenant.create({ data: { firstName: "Otto", lastName: "Other", email: null, language: "en" } });
      await app.prisma.leaseTenant.create({ data: { leaseId: lease._id, tenantId: other.id, primary: false, position: 1 } });
      for (const month of ["01", "02", "03", "04", "05", "06"]) await pay(app, actor, lease._id, "1000.00", `2026-${month}-01`);
      await pay(app, actor, lease._id, "1500.00", "2026-01-01");

      const settlement = await app.settleDeposit({
        leaseId: lease._id,
        data: {
          date: "2026-12-01",
          deductions: [{ description: "Ventana rota", value: "200.00", documentId: null }],
          applyToBalance: false,
          refund: { method: "transfer", reference: "TRX-9" },
        },
        actor,
        now: NOW,
      });
      const message = await app.prisma.outboxMessage.findUniqueOrThrow({ where: { id: settlement.letter.messageId! } });
      expect(message.subject).toBe(`Su depósito de garantía · ${listing.propertyName}`);
      expect(message.text).toContain(
        `: su contrato de arrendamiento terminó y hemos liquidado su depósito de garantía de $1,500.00. Adjuntamos la carta en PDF.`,
      );
      expect(message.text).toContain("Deducción, Ventana rota: -$200.00");
      expect(message.text).toContain("Reembolso a usted (Transferencia bancaria · ref. TRX-9): $1,300.00");
      expect(message.html).toContain("<strong>$1,500.00</strong>");
      expect(message.attachments).toEqual([expect.objectContaining({ filename: "liquidacion-deposito-de-garantia-2026-12-01.pdf" })]);

      const letter = await app.getSettlementLetter(lease._id);
      expect(letter.language).toBe("es");
      const text = (await pdfText(await app.settlementLetterPdf(letter, { timeZone: "America/St_Lucia", now: NOW }))).join("\n");
      for (const expected of [
        "LIQUIDACIÓN DEL DEPÓSITO DE GARANTÍA",
        "Liquidado el 1 dic 2026",
        "PARA CONTRATO DE ARRENDAMIENTO DE",
        "con Otto Other",
        "FECHA DE LIQUIDACIÓN DEPÓSITO EN CUSTODIA DEDUCIDO REEMBOLSO A USTED",
        "Deducción: Ventana rota -$200.00",
        "Le reembolsamos $1,300.00 mediante Transferencia bancaria · ref. TRX-9.",
      ])
        expect(text).toContain(expected);
      expect(text).not.toMatch(/DEPOSIT SETTLEMENT|Refund to you/);
    });
  });
}
