import { describe, expect, it } from "vitest";
import { actorOf } from "@/server/auth/actor";
import { pdfText } from "@/tests/support/pdf-text";
import { appForSuite, appOnPglite } from "./app-database";
import { clientData, listingData, orderData, providerData, unique, userData } from "./factories";

/**
 * Mail in the recipient's language through the app's own functions (issue 46), the `language` columns set through
 * Prisma: a receipt in the language of the tenant it is addressed to (the primary one, whatever the others speak),
 * a work order and its invitation in the provider's, the digest and the sign-in e-mails in the user's.
 */
describe("mail in the recipient's language (PGlite)", () => {
  const app = appForSuite(appOnPglite, async () => ({
    ...(await import("@/server/leases/create-lease")),
    ...(await import("@/server/leases/ledger/post-payment")),
    ...(await import("@/server/receipts/email-receipt")),
    ...(await import("@/server/receipts/receipt-data")),
    ...(await import("@/server/service-orders/send-work-order")),
    ...(await import("@/server/digest/send-test-digest")),
    ...(await import("@/server/second-factor/security-notice")),
    ...(await import("@/server/password-reset/password-reset")),
  }));
  const now = new Date("2026-12-07T14:00:00.000Z");
  const message = (id: string) => app.prisma.outboxMessage.findUniqueOrThrow({ where: { id } });
  /** An attachment of a stored message, decoded from its MIME (base64). */
  const attachment = (raw: Uint8Array, filename: RegExp) => {
    const part =
      new RegExp(`filename=${filename.source}\\r\\n\\r\\n([A-Za-z0-9+/=\\r\\n]+)`).exec(Buffer.from(raw).toString("utf8"))?.[1] ?? "";
    return Buffer.from(part.replace(/\s+/g, ""), "base64");
  };

  async function leaseOf(tenants: { language: string; primary: boolean }[]) {
    const admin = await app.prisma.user.create({ data: userData({ role: "admin" }) });
    const client = await app.prisma.client.create({ data: clientData() });
    const listing = await app.prisma.listing.create({
      data: listingData({ clientId: client.id, propertySpecialistId: admin.id }, { status: "for-rent" }),
    });
    const people = [];
    for (const [index, { language }] of tenants.entries()) {
      people.push(
        await app.prisma.tenant.create({
          data: { firstName: index === 0 ? "Marisol" : "Ann", lastName: `Joseph ${unique()}`, email: `t${unique()}@example.com`, language },
        }),
      );
    }
    const actor = actorOf(admin);
    const { lease } = await app.createLease({
      data: {
        listingRef: listing.id,
        tenants: people.map((tenant, index) => ({ _id: tenant.id, primary: tenants[index]!.primary })),
        startDate: "2026-11-01",
        endDate: null,
        rent: "1250.00",
        dueDay: 1,
        deposit: "0.00",
        notes: null,
        managementFee: null,
        lateFee: null,
        lateFeesTo: "agency",
      },
      actor,
      now,
    });
    const paid = await app.postPayment({
      leaseId: lease._id,
      data: { value: "1300.00", date: "2026-12-02", method: "transfer", reference: "TRX-9" },
      actor,
      now,
    });
    return { leaseId: lease._id, paymentId: paid.payment._id, actor };
  }

  it("a receipt follows the tenant it is addressed to: the primary one's language, PDF and e-mail", async () => {
    const spanish = await leaseOf([
      { language: "en", primary: false },
      { language: "es", primary: true },
    ]);
    expect((await app.getReceipt(spanish.leaseId, spanish.paymentId)).language).toBe("es");
    const sent = await app.emailReceipt({ leaseId: spanish.leaseId, paymentId: spanish.paymentId, actor: spanish.actor });
    const stored = await message(sent.messageId);
    expect(stored.subject).toMatch(/^Recibo de pago R-\d{6} · /);
    expect(stored.text).toContain("gracias, recibimos su pago de $1,300.00 el 2 dic 2026 (Transferencia · ref. TRX-9)");
    const pdf = (await pdfText(attachment(stored.raw, /receipt-R-\d+-2026-12-02\.pdf/))).join("\n");
    expect(pdf).toContain("RECIBO DE PAGO");
    expect(pdf).toContain("Saldo después de este pago:");

    const english = await leaseOf([
      { language: "en", primary: true },
      { language: "es", primary: false },
    ]);
    expect((await app.getReceipt(english.leaseId, english.paymentId)).language).toBe("en");
    const other = await message(
      (await app.emailReceipt({ leaseId: english.leaseId, paymentId: english.paymentId, actor: english.actor })).messageId,
    );
    expect(other.subject).toMatch(/^Payment receipt R-\d{6} · /);
  });

  it("a work order and its invitation in the provider's language", async () => {
    const admin = await app.prisma.user.create({ data: userData({ role: "admin" }) });
    const client = await app.prisma.client.create({ data: clientData() });
    const provider = await app.prisma.serviceProvider.create({ data: providerData({ language: "es" }) });
    const listing = await app.prisma.listing.create({ data: listingData({ clientId: client.id, propertySpecialistId: admin.id }) });
    const order = await app.prisma.serviceOrder.create({
      data: orderData(
        { listingId: listing.id, serviceProviderId: provider.id, createdById: admin.id },
        { dueAt: new Date("2026-12-09T13:30:00.000Z"), status: "APPROVED", name: "Reparar el portón" },
      ),
    });
    const { messageId } = await app.sendWorkOrder({ id: order.id, actor: actorOf(admin), now });
    const stored = await message(messageId);
    expect(stored.subject).toBe(`Orden de trabajo n.º ${order.orderNumber}: Reparar el portón — ${listing.propertyName}`);
    expect(stored.text).toContain("miércoles, 9 de diciembre de 2026, 9:30 a.m. AST");
    const ics = attachment(stored.raw, /work-order-\d+\.ics/)
      .toString("utf8")
      .replace(/\r\n[ \t]/g, "");
    expect(ics).toContain(`SUMMARY:Orden de trabajo n.º ${order.orderNumber}: Reparar el portón — ${listing.propertyName} (Aprobada)`);
  });

  it("the digest, a security notice and a password reset in the user's language", async () => {
    const user = await app.prisma.user.create({ data: userData({ language: "es", firstName: "Marisol" }) });
    const actor = actorOf(user);
    const digest = await message((await app.sendTestDigest(actor, now)).messageId);
    expect(digest.subject).toMatch(/^Prueba: Su día, lun, 7 dic: /);
    expect(digest.text).toContain("Hola, Marisol");
    expect(digest.text).toContain("Una prueba de su resumen diario del lunes, 7 de diciembre de 2026");

    await app.withSecurityNotice({ actor, user, event: "totp-added" }, async () => undefined);
    const notice = await app.prisma.outboxMessage.findFirstOrThrow({ where: { kind: "sign-in-security", toAddress: user.email } });
    expect(notice.subject).toBe("Se configuró una aplicación de autenticación para su cuenta");
    expect(notice.text).toContain("Sus códigos ahora confirman sus inicios de sesión (");
    expect(notice.text).toContain(", por usted).");

    await app.sendPasswordResetLink({ email: user.email }, { id: `job-${unique()}` });
    const reset = await app.prisma.outboxMessage.findFirstOrThrow({ where: { kind: "password-reset", toAddress: user.email } });
    expect(reset.subject).toBe("Establezca una nueva contraseña para la Agency Console");

    const english = await app.prisma.user.create({ data: userData() });
    await app.withSecurityNotice({ actor: actorOf(english), user: english, event: "backup-codes" }, async () => undefined);
    const englishNotice = await app.prisma.outboxMessage.findFirstOrThrow({
      where: { kind: "sign-in-security", toAddress: english.email },
    });
    expect(englishNotice.subject).toBe("New backup codes were made for your account");
    expect(englishNotice.text).toContain("Your earlier backup codes no longer work (");
  });
});
