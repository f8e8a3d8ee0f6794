import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { AGENCY_DEFAULTS } from "@/lib/domain/agency";
import type { DigestContent } from "@/server/digest/digest-content";
import { DigestEmail, digestSubject } from "@/server/digest/digest-email";
import { orderInvitation } from "@/server/calendar/order-invitation";
import { translatorFor } from "@/server/i18n/translator";
import { renderEmail } from "@/server/mail/render-email";
import { PasswordResetEmail, passwordResetSubject } from "@/server/mail/templates/password-reset-email";
import { ReceiptEmail, receiptSubject } from "@/server/mail/templates/receipt-email";
import { SecurityNoticeEmail } from "@/server/mail/templates/security-notice-email";
import { WorkOrderEmail, workOrderSubject } from "@/server/mail/templates/work-order-email";
import type { Receipt } from "@/server/receipts/receipt-data";
import { balanceText, receiptPdf } from "@/server/receipts/receipt-pdf";
import { pdfText } from "@/tests/support/pdf-text";
import { RECEIPT } from "@/tests/support/receipt-fixture";

/**
 * The papers and mail in a Spanish-speaking reader's language: every fixed word from messages/es.json,
 * dates as es-419 writes them, money as English writes US dollars. English stays as the other tests assert it.
 */
const receipt: Receipt = { ...RECEIPT, language: "es", morePaid: { count: 1, value: "15.00" } };

describe("a receipt for a Spanish-speaking tenant", () => {
  it("the PDF reads in Spanish", async () => {
    const bytes = await receiptPdf(receipt, {
      timeZone: "America/St_Lucia",
      agency: AGENCY_DEFAULTS,
      now: new Date("2026-11-08T15:00:00Z"),
    });
    const text = (await pdfText(bytes)).join("\n");
    for (const part of [
      "RECIBO DE PAGO",
      "Recibo R-000042",
      "RECIBIDO DE",
      "POR EL CONTRATO DE ARRENDAMIENTO DE",
      "junto con Ann Joseph",
      "FECHA",
      "8 nov 2026",
      "Transferencia",
      "MONTO RECIBIDO",
      "$1,800.00",
      "Lo que cubrió este pago",
      "VENCE TIPO CARGO PAGADO",
      "1 oct 2026 Alquiler Rent October 2026 $1,250.00",
      "1 cargo más $15.00",
      "Saldo a favor para los próximos cargos $50.00",
      "Total recibido $1,800.00",
      "Saldo después de este pago: $50.00 a favor",
      "Generado el 8 nov 2026, 11:00 a.m.",
      "Gracias por su pago.",
    ]) {
      expect(text).toContain(part);
    }
    for (const english of ["PAYMENT RECEIPT", "RECEIVED FROM", "Bank transfer", "Balance after", "Generated"])
      expect(text).not.toContain(english);
  });

  it("a reversed payment says so in Spanish", async () => {
    const reversed = { ...receipt, paid: [], morePaid: null, credit: "0.00", reversal: { date: "2026-11-10", reason: "Cheque devuelto" } };
    const text = (await pdfText(await receiptPdf(reversed, { timeZone: "America/St_Lucia" }))).join("\n");
    expect(text).toContain("Este pago fue anulado el 10 nov 2026: Cheque devuelto");
    expect(text).toContain("Nada: el pago fue anulado.");
  });

  it("the covering e-mail reads in Spanish", async () => {
    const t = await translatorFor("es");
    expect(receiptSubject(t, "Bayview Villa", "R-000042")).toBe("Recibo de pago R-000042 · Bayview Villa");
    expect(balanceText("250.00", t)).toBe("Debe $250.00");
    expect(balanceText("0.00", t)).toBe("Sin saldo pendiente");
    const { html, text } = await renderEmail(
      createElement(ReceiptEmail, {
        t,
        language: "es",
        tenantName: "Maribel Joseph",
        propertyName: "Bayview Villa",
        number: "R-000042",
        date: "8 nov 2026",
        value: "1800.00",
        methodLine: "Transferencia · ref. TRX-118",
        paid: receipt.paid,
        morePaid: null,
        credit: "50.00",
        balanceAfter: balanceText("-50.00", t),
      }),
    );
    expect(html).toContain('lang="es-419"');
    expect(html).toContain("recibimos su pago de <strong>$1,800.00</strong> el 8 nov 2026");
    expect(text).toContain(
      "Estimado/a Maribel Joseph: gracias, recibimos su pago de $1,800.00 el 8 nov 2026 (Transferencia · ref. TRX-118).",
    );
    expect(text).toContain("Saldo después de este pago: $50.00 a favor");
    expect(text).toContain("Recibe este recibo como inquilino de");
  });
});

describe("a work order for a Spanish-speaking provider", () => {
  const order = {
    id: "44444444-4444-4444-8444-444444444444",
    orderNumber: 1204,
    name: "Reparar la llave del fregadero",
    dueAt: new Date("2026-12-09T13:00:00Z"),
    status: "APPROVED" as const,
    details: "Gotea\ndebajo del fregadero",
    listing: { propertyName: "Bayview Villa" },
  };

  it("the e-mail reads in Spanish, the due time as es-419 writes it", async () => {
    const t = await translatorFor("es");
    const props = {
      t,
      language: "es" as const,
      providerName: "Island Plumbing",
      orderNumber: order.orderNumber,
      name: order.name,
      propertyName: "Bayview Villa",
      location: "Rodney Bay",
      dueAt: order.dueAt,
      timeZone: "America/St_Lucia",
      details: order.details,
      notes: null,
      createdByName: "Sam Admin",
    };
    expect(workOrderSubject(props)).toBe("Orden de trabajo n.º 1204: Reparar la llave del fregadero — Bayview Villa");
    const { text } = await renderEmail(createElement(WorkOrderEmail, props));
    for (const part of [
      "Orden de trabajo n.º 1204",
      "Para Island Plumbing",
      "Servicio",
      "Fecha límite",
      "miércoles, 9 de diciembre de 2026, 9:00 a.m. AST",
      "Solicitada por",
      "Sin notas.",
      "Responder a",
      "La invitación adjunta (work-order-1204.ics) la agrega a su calendario.",
    ]) {
      expect(text).toContain(part);
    }
    expect(text).not.toMatch(/Work order|Ordered by|No notes/);
  });

  it("the .ics event's summary is in Spanish; without a translator it is the feed's", async () => {
    const options = { host: "https://console.test", now: new Date("2026-12-07T10:00:00Z"), timeZone: "America/St_Lucia" };
    // iCalendar folds long lines at 75 octets (a CRLF and a space): unfolded, each property is one line.
    const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, "");
    const spanish = unfold(orderInvitation(order, { ...options, t: await translatorFor("es") }));
    expect(spanish).toContain("SUMMARY:Orden de trabajo n.º 1204: Reparar la llave del fregadero — Bayview Villa (Aprobada)");
    expect(spanish).toContain("DESCRIPTION:Gotea\\ndebajo del fregadero");
    const english = orderInvitation(order, { ...options, t: await translatorFor("en") });
    expect(english).toBe(orderInvitation(order, options));
    expect(unfold(english)).toContain("SUMMARY:Service order #1204: Reparar la llave del fregadero — Bayview Villa (Approved)");
  });
});

const digest: DigestContent = {
  day: "2026-12-07",
  timeZone: "America/St_Lucia",
  everyone: false,
  reminders: { rows: [], total: 0 },
  pastDue: {
    rows: [
      {
        _id: "o7",
        orderNumber: 7,
        name: "Pintar la cerca",
        listing: "Bayview Villa",
        dueAt: "2026-12-05T18:30:00.000Z",
        status: "APPROVED",
      },
    ],
    total: 1,
  },
  dueSoon: { rows: [], total: 0 },
  leases: { rows: [{ _id: "l1", propertyName: "Sea Breeze", tenantName: "Ann", endDate: "2026-12-20", daysLeft: 13 }], total: 3, days: 60 },
  documents: {
    rows: [
      {
        _id: "d1",
        title: "Seguro",
        category: "contract",
        entity: "listings",
        recordId: "x",
        recordName: null,
        expiresOn: "2026-12-06",
        daysLeft: -1,
      },
    ],
    total: 1,
    days: 60,
  },
  lateRent: { rows: [{ _id: "k", listingId: "x", propertyName: "Palm", tenant: "Bob", balance: "1100.00", daysLate: 37 }], total: 2 },
};

describe("a digest for a Spanish-speaking user", () => {
  it("its subject and blocks read in Spanish, with plurals", async () => {
    const t = await translatorFor("es");
    expect(digestSubject(digest, t, "es")).toBe(
      "Su día, lun, 7 dic: 1 orden vencida, 3 contratos de arrendamiento por terminar, 1 documento por vencer, 2 contratos con alquiler atrasado",
    );
    const { html, text } = await renderEmail(
      createElement(DigestEmail, {
        t,
        language: "es",
        firstName: "Marisol",
        content: digest,
        digestHour: 7,
        unsubscribeUrl: "https://x.test/u",
      }),
    );
    expect(html).toContain('lang="es-419"');
    for (const part of [
      "Hola, Marisol",
      "Su día, lunes, 7 de diciembre de 2026.",
      "Órdenes vencidas (1)",
      "Venció el 5 dic, 2:30 p.m. · Bayview Villa",
      "Contratos de arrendamiento que terminan en los próximos 60 días (3)",
      "Termina el 20 dic 2026 (en 13 días) · Ann",
      "2 más →",
      "Contrato · Venció el 6 dic 2026 (hace 1 día)",
      "Alquileres atrasados (2)",
      "37 días de atraso · debe $1,100.00 · Bob",
      "Abrir el panel",
      "Su resumen diario llega todos los días a las 7:00 a.m. (AST) cuando hay algo que decir.",
      "deje de recibir el resumen diario",
    ]) {
      expect(text).toContain(part);
    }
    expect(text).not.toMatch(/Hello|Your day|Late rent|Open the dashboard/);
  });

  it("an empty test digest says so in Spanish", async () => {
    const t = await translatorFor("es");
    const empty = {
      ...digest,
      pastDue: { rows: [], total: 0 },
      leases: { rows: [], total: 0, days: 60 },
      documents: { rows: [], total: 0, days: 60 },
      lateRent: { rows: [], total: 0 },
    };
    expect(digestSubject(empty, t, "es")).toBe("Su día, lun, 7 dic: nada requiere su atención");
    const { text } = await renderEmail(
      createElement(DigestEmail, {
        t,
        language: "es",
        firstName: "Marisol",
        content: empty,
        digestHour: 18,
        unsubscribeUrl: "https://x.test/u",
        test: true,
      }),
    );
    expect(text).toContain("Una prueba de su resumen diario del lunes, 7 de diciembre de 2026.");
    expect(text).toContain("Nada requiere su atención hoy");
    expect(text).toContain("Usted pidió este resumen diario de prueba. Su resumen diario llega todos los días a las 6:00 p.m.");
  });
});

describe("a Spanish-speaking user's own e-mails", () => {
  it("the security notice reads in Spanish", async () => {
    const t = await translatorFor("es");
    const { html, text } = await renderEmail(
      createElement(SecurityNoticeEmail, {
        t,
        language: "es",
        firstName: "Marisol",
        headline: t("securityNotice.subjects.passkey-added"),
        detail: t("securityNotice.details.passkey-added", { name: "Llave de la oficina" }),
        when: "7 dic 2026, 10:05",
        by: t("securityNotice.byYou"),
        profileUrl: "https://console.test/profile#sign-in-security",
      }),
    );
    expect(html).toContain('lang="es-419"');
    expect(text).toContain("Se agregó una llave de acceso a su cuenta");
    expect(text).toContain("Hola, Marisol:");
    expect(text).toContain('La llave de acceso "Llave de la oficina" ahora le permite iniciar sesión (7 dic 2026, 10:05, por usted).');
    expect(text).toContain("Revise la seguridad de su inicio de sesión en su perfil https://console.test/profile#sign-in-security.");
  });

  it("the password reset reads in Spanish", async () => {
    const t = await translatorFor("es");
    expect(passwordResetSubject(t)).toBe("Establezca una nueva contraseña para la Agency Console");
    const { text } = await renderEmail(
      createElement(PasswordResetEmail, {
        t,
        language: "es",
        firstName: "Marisol",
        resetUrl: "https://x.test/r#token=a",
        forgotUrl: "https://x.test/f",
        minutes: 30,
      }),
    );
    expect(text).toContain("El botón de abajo funciona una sola vez, durante 30 minutos.");
    expect(text).toContain("¿El enlace venció o ya se usó? Pida uno nuevo https://x.test/f.");
  });
});
