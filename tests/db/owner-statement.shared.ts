import { beforeAll, describe, expect, it } from "vitest";
import type { TransactionDto } from "@/lib/schemas/account";
import type { StatementListingDto } from "@/lib/schemas/statement";
import type { Actor } from "@/server/auth/actor";
import { pdfText } from "../support/pdf-text";
import { appForSuite, type OpenDatabase } from "./app-database";
import { clientData, listingData, orderData, providerData, userData } from "./factories";
import { paymentModules } from "./lease-fixtures";

/**
 * The owner statement with rent (issue 43 §4): rent posted on two leases
 * through the server's own functions (postPayment, reversePayment), a repair
 * charged to the owner from a service order, and entries posted by hand; then
 * the statement's figures by listing to the cent — rent collected, management
 * fees, repairs, net — in the JSON, the CSV and the PDF, `paymentRef` on the
 * owner's entries, and the 409s of deleting or reversing them by hand.
 *
 * Lease A ("Anse Villa", the agency's 10%): rent 1,000.00 due on the 1st from
 * November; $1,500.00 paid on November 5 pays November (owner: +1,000.00
 * −100.00, dated November 5) and half of December (+500.00 −50.00, dated
 * December 1, the charge's day). Lease B ("Bay Cottage", its own 7.5%): rent
 * 850.50; paid on November 3 (+850.50 −63.79: 63.7875 rounded half up) and
 * again on November 20, which pays December (+850.50 −63.79 dated December 1)
 * and is returned on December 6 (the system's reversals, dated then: −850.50
 * +63.79). A repair of 250.00 on Anse Villa (November 20), and by hand a
 * credit of 100.00 and a bank charge of 15.00 (November 25).
 */
const NOW = new Date("2026-12-06T16:00:00Z");

export function ownerStatementSuite(name: string, open: OpenDatabase) {
  describe(`the owner statement with rent (${name})`, () => {
    const app = appForSuite(
      open,
      async () => ({
        ...(await paymentModules()),
        ...(await import("@/server/accounts/get-statement")),
        ...(await import("@/server/accounts/find-transactions")),
        ...(await import("@/server/accounts/post-transaction")),
        ...(await import("@/server/accounts/delete-transaction")),
        ...(await import("@/server/accounts/reverse-transaction")),
        ...(await import("@/server/accounts/rent-entry")),
        ...(await import("@/server/service-orders/charge-service-order")),
        ...(await import("@/server/statements/statement-csv")),
        ...(await import("@/server/statements/statement-pdf")),
        ...(await import("@/server/statements/statement-message")),
      }),
      { settings: { APP_TIME_ZONE: "America/St_Lucia", MAIL_FROM: '"Blue Horizon Realty" <office@bluehorizon.test>' } },
    );
    let actor: Actor;
    let ownerId: string;
    const ids = { villa: "", cottage: "", leaseA: "", leaseB: "", paymentA: "", paymentB2: "" };

    beforeAll(async () => {
      const user = await app.prisma.user.create({ data: userData({ role: "admin" }) });
      actor = { id: user.id, name: "Ada Admin", role: "admin" };
      const owner = await app.prisma.client.create({ data: clientData({ name: "Coral Holdings" }) });
      ownerId = owner.id;
      const refs = { clientId: owner.id, propertySpecialistId: user.id };
      const villa = await app.prisma.listing.create({ data: listingData(refs, { propertyName: "Anse Villa", status: "for-rent" }) });
      const cottage = await app.prisma.listing.create({ data: listingData(refs, { propertyName: "Bay Cottage", status: "for-rent" }) });
      const tenant = await app.prisma.tenant.create({ data: { firstName: "Tess", lastName: "Tenant" } });
      const lease = (listingRef: string, rent: string, managementFee: { kind: "percent"; value: string } | null) =>
        app.createLease({
          data: {
            listingRef,
            tenants: [{ _id: tenant.id, primary: true }],
            startDate: "2026-11-01",
            endDate: null,
            rent,
            dueDay: 1,
            managementFee,
            lateFee: null,
            lateFeesTo: "agency",
            deposit: "0.00",
            notes: null,
          },
          actor,
          now: NOW,
        });
      const pay = (leaseId: string, value: string, date: string) =>
        app.postPayment({ leaseId, data: { value, date, method: "transfer", reference: `T-${date}` }, actor, now: NOW });

      const a = await lease(villa.id, "1000.00", null);
      const b = await lease(cottage.id, "850.50", { kind: "percent", value: "7.50" });
      Object.assign(ids, { villa: villa.id, cottage: cottage.id, leaseA: a.lease._id, leaseB: b.lease._id });
      ids.paymentA = (await pay(a.lease._id, "1500.00", "2026-11-05")).payment._id;
      await pay(b.lease._id, "850.50", "2026-11-03");
      ids.paymentB2 = (await pay(b.lease._id, "850.50", "2026-11-20")).payment._id;
      await app.reversePayment({ leaseId: b.lease._id, paymentId: ids.paymentB2, reason: "Returned cheque", actor, now: NOW });

      const provider = await app.prisma.serviceProvider.create({ data: providerData() });
      const order = await app.prisma.serviceOrder.create({
        data: orderData(
          { listingId: villa.id, serviceProviderId: provider.id, createdById: user.id },
          { dueAt: new Date("2026-11-20T12:00:00Z") },
        ),
      });
      await app.chargeServiceOrder({ orderId: order.id, data: { value: "250.00", description: "Roof repair", date: "2026-11-20" }, actor });
      const byHand = (column: "credit" | "debit", value: string, description: string) =>
        app.postTransaction({
          data: { clientRef: owner.id, column, type: "other", description, value, date: "2026-11-25" },
          actor,
          now: NOW,
        });
      await byHand("credit", "100.00", "Owner contribution");
      await byHand("debit", "15.00", "Bank charges");
    });

    const statement = (from: string, to: string) => app.getStatement({ clientId: ownerId, from, to, now: NOW });
    const figures = (group: StatementListingDto) => [
      group.listing?.name ?? "Other",
      group.rentCollected,
      group.otherIncome,
      group.managementFees,
      group.charges,
      group.net,
    ];

    it("sums November by listing to the cent: rent, fees, repairs, the Other group and the net", async () => {
      const november = await statement("2026-11-01", "2026-11-30");
      expect(november.listings.map(figures)).toEqual([
        ["Anse Villa", "1000.00", "0.00", "100.00", "250.00", "650.00"],
        ["Bay Cottage", "850.50", "0.00", "63.79", "0.00", "786.71"],
        ["Other", "0.00", "100.00", "0.00", "15.00", "85.00"],
      ]);
      expect(november.listings[0]!.listing).toEqual({ _id: ids.villa, name: "Anse Villa" });
      // The nets add up to the period's credits less its debits.
      expect([november.totalCredits, november.totalDebits]).toEqual(["1950.50", "428.79"]);
      expect(november.closingBalance).toBe("1521.71");
    });

    it("counts December's reversals against what they reverse (signed by column)", async () => {
      const december = await statement("2026-12-01", "2026-12-31");
      expect(december.listings.map(figures)).toEqual([
        ["Anse Villa", "500.00", "0.00", "50.00", "0.00", "450.00"],
        ["Bay Cottage", "0.00", "0.00", "0.00", "0.00", "0.00"],
      ]);
      expect(december.entryCount).toBe(6);
      expect(december.closingBalance).toBe("1971.71");
      // A period without entries has no groups.
      expect((await statement("2026-10-01", "2026-10-31")).listings).toEqual([]);
    });

    it("marks each entry made from rent with its payment and lease; null on the others", async () => {
      const { items } = await app.findTransactions({ client: ownerId, skip: 0, limit: 50 });
      const byDescription = (text: string) => items.filter((entry: TransactionDto) => entry.description.startsWith(text));
      const [rentA] = byDescription("Rent November 2026 — Anse Villa");
      expect(rentA!.paymentRef).toEqual({ _id: ids.paymentA, leaseRef: ids.leaseA, date: "2026-11-05" });
      const [feeA] = byDescription("Management fee 10% — November 2026 — Anse Villa");
      expect(feeA!.paymentRef).toEqual({ _id: ids.paymentA, leaseRef: ids.leaseA, date: "2026-11-05" });
      // The system's reversals carry the payment they reverse.
      const reversals = byDescription("Reversal of: ");
      expect(reversals.map((entry) => entry.paymentRef)).toEqual([
        { _id: ids.paymentB2, leaseRef: ids.leaseB, date: "2026-11-20" },
        { _id: ids.paymentB2, leaseRef: ids.leaseB, date: "2026-11-20" },
      ]);
      for (const text of ["Roof repair", "Owner contribution", "Bank charges"]) expect(byDescription(text)[0]!.paymentRef).toBeNull();
      // The statement's entries carry it too.
      const november = await statement("2026-11-01", "2026-11-30");
      expect(november.entries.find((entry) => entry._id === rentA!._id)!.paymentRef).toEqual(rentA!.paymentRef);
    });

    it("refuses to delete or reverse an entry made from rent by hand (409), and leaves the ledger as it was", async () => {
      const { items } = await app.findTransactions({ client: ownerId, skip: 0, limit: 50 });
      const rent = items.find((entry) => entry.paymentRef && entry.reverses === null)!;
      const reversal = items.find((entry) => entry.paymentRef && entry.reverses !== null)!;
      const message = "This entry comes from a lease payment. Reverse the payment on the lease instead.";
      for (const entry of [rent, reversal]) {
        await expect(app.deleteTransaction({ clientId: ownerId, transactionId: entry._id, reason: "Typo", actor })).rejects.toMatchObject({
          code: "CONFLICT",
          message,
        });
      }
      await expect(
        app.reverseTransaction({ clientId: ownerId, transactionId: rent._id, reason: "Typo", actor, now: NOW }),
      ).rejects.toMatchObject({ code: "CONFLICT", message });
      expect(app.RENT_ENTRY_LOCKED).toBe(message);
      const after = await app.findTransactions({ client: ownerId, skip: 0, limit: 50 });
      expect(after.total).toBe(items.length);
      // An entry posted by hand still can be reversed.
      const bank = items.find((entry) => entry.description === "Bank charges")!;
      await expect(
        app.reverseTransaction({ clientId: ownerId, transactionId: bank._id, reason: "Refunded", actor, now: NOW }),
      ).resolves.toMatchObject({
        column: "credit",
        value: "15.00",
        paymentRef: null,
      });
      // Its reversal (December 6) is an Other charge taken back: December's Other group nets +15.00.
      const december = await statement("2026-12-01", "2026-12-31");
      expect(december.listings.map(figures).at(-1)).toEqual(["Other", "0.00", "0.00", "0.00", "-15.00", "15.00"]);
    });

    it("prints the figures by listing in the CSV and the PDF", async () => {
      const summary = await app.getStatementSummary({ clientId: ownerId, from: "2026-11-01", to: "2026-11-30", now: NOW });
      const csv = await new Response(app.statementCsvStream(summary, app.statementEntries(summary))).text();
      const lines = csv.replace(/^\uFEFF/, "").split("\r\n");
      const start = lines.indexOf("By property");
      expect(lines.slice(start, start + 7)).toEqual([
        "By property",
        "Property,Rent collected,Other income,Management fees,Repairs and other charges,Net to owner",
        "Anse Villa,1000.00,0.00,-100.00,-250.00,650.00",
        "Bay Cottage,850.50,0.00,-63.79,0.00,786.71",
        "Other,0.00,100.00,0.00,-15.00,85.00",
        "Total,1850.50,100.00,-163.79,-265.00,1521.71",
        "",
      ]);
      // The entries follow, as before.
      expect(lines[start + 7]).toBe("Date,Type,Description,Credit,Debit,Balance");

      const pdf = await app.streamBytes(app.statementPdfStream(summary, () => app.statementEntries(summary)));
      const text = (await pdfText(pdf)).join("\n");
      expect(text).toContain("BY PROPERTY");
      expect(text).toContain("Anse Villa $1,000.00 $0.00 -$100.00 -$250.00 $650.00");
      expect(text).toContain("Bay Cottage $850.50 $0.00 -$63.79 $0.00 $786.71");
      expect(text).toContain("Other $0.00 $100.00 $0.00 -$15.00 $85.00");
      expect(text).toContain("Total $1,850.50 $100.00 -$163.79 -$265.00 $1,521.71");
      expect(text).toContain("Rent November 2026 — Anse Villa — Tess");
    });

    it("gives the figures by listing in the e-mail's note", async () => {
      const summary = await app.getStatementSummary({ clientId: ownerId, from: "2026-11-01", to: "2026-11-30", now: NOW });
      const { message } = await app.prepareStatementMessage(summary, {});
      expect(message.text).toContain("By property");
      expect(message.text).toMatch(/Anse Villa\s+Rent collected: \$1,000\.00 · Other income: \$0\.00 · Management fees: -\$100\.00/);
      expect(message.text).toContain("Net to owner: $650.00");
      expect(message.text).toContain("Net to owner: $786.71");
    });
  });
}
