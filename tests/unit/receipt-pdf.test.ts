import { describe, expect, it } from "vitest";
import { AGENCY_DEFAULTS } from "@/lib/domain/agency";
import { translatorFor } from "@/server/i18n/translator";
import type { Receipt } from "@/server/receipts/receipt-data";
import { balanceText, receiptFileName, receiptPdf } from "@/server/receipts/receipt-pdf";
import { pdfText } from "@/tests/support/pdf-text";

const receipt: Receipt = {
  leaseId: "11111111-1111-4111-8111-111111111111",
  paymentId: "22222222-2222-4222-8222-222222222222",
  number: "R-000042",
  listing: { _id: "33333333-3333-4333-8333-333333333333", propertyName: "Bayview Villa", location: "Rodney Bay, Gros Islet" },
  tenants: [
    { _id: "a", name: "Maribel Joseph", primary: true, email: "m@example.lc", mailingAddress: "PO Box 12, Castries" },
    { _id: "b", name: "Ann Joseph", primary: false, email: null, mailingAddress: null },
  ],
  date: "2026-11-08",
  method: "transfer",
  reference: "TRX-118",
  value: "1800.00",
  paid: [
    { chargeId: "c1", date: "2026-10-01", type: "deposit", description: "Security deposit", value: "500.00" },
    { chargeId: "c2", date: "2026-10-01", type: "rent", description: "Rent October 2026", value: "1250.00" },
  ],
  morePaid: null,
  credit: "50.00",
  balanceAfter: "-50.00",
  reversal: null,
  createdAt: "2026-11-08T14:00:00.000Z",
  language: "en",
};

describe("the receipt PDF", () => {
  it("carries the letterhead, who paid for which listing, how, what it paid, the credit and the balance after", async () => {
    const bytes = await receiptPdf(receipt, {
      timeZone: "America/St_Lucia",
      agency: AGENCY_DEFAULTS,
      now: new Date("2026-11-08T15:00:00Z"),
    });
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const text = (await pdfText(bytes)).join("\n");
    for (const part of [
      AGENCY_DEFAULTS.name,
      "PAYMENT RECEIPT",
      "Receipt R-000042",
      "Maribel Joseph",
      "with Ann Joseph",
      "Bayview Villa",
      "Nov 8, 2026",
      "Bank transfer",
      "TRX-118",
      "$1,800.00",
      "Security deposit",
      "Rent October 2026",
      "$1,250.00",
      "Left as a credit for the next charges",
      "$50.00",
      "Balance after this payment: $50.00 credit",
      "Generated Nov 8, 2026, 11:00 AM AST",
    ]) {
      expect(text).toContain(part);
    }
    expect(receiptFileName(receipt)).toBe("receipt-R-000042-2026-11-08.pdf");
  });

  it("says when a payment was reversed, and that nothing was paid", async () => {
    const reversed = { ...receipt, paid: [], credit: "0.00", reversal: { date: "2026-11-10", reason: "Cheque returned" } };
    const text = (await pdfText(await receiptPdf(reversed, { timeZone: "America/St_Lucia" }))).join("\n");
    expect(text).toContain("This payment was reversed on Nov 10, 2026: Cheque returned");
    expect(text).toContain("Nothing: the payment was reversed.");
  });

  it("runs to more pages for a payment that paid many charges", async () => {
    const many = {
      ...receipt,
      paid: Array.from({ length: 120 }, (_, index) => ({
        chargeId: `c${index}`,
        date: "2026-10-01",
        type: "fee" as const,
        description: `Fee ${index}`,
        value: "15.00",
      })),
      morePaid: { count: 30, value: "450.00" },
    };
    const pages = await pdfText(await receiptPdf(many, { timeZone: "UTC" }));
    expect(pages.length).toBeGreaterThan(1);
    expect(pages.join("\n")).toContain("30 more charges");
  });

  it("words the balance as the lease page does", async () => {
    const t = await translatorFor("en");
    expect(balanceText("250.00", t)).toBe("Owes $250.00");
    expect(balanceText("-40.00", t)).toBe("$40.00 credit");
    expect(balanceText("0.00", t)).toBe("Nothing owed");
  });
});
