import { describe, expect, it } from "vitest";
import { AGENCY_DEFAULTS } from "@/lib/domain/agency";
import { translatorFor } from "@/server/i18n/translator";
import { balanceText, receiptFileName, receiptPdf } from "@/server/receipts/receipt-pdf";
import { pdfText } from "@/tests/support/pdf-text";
import { RECEIPT } from "@/tests/support/receipt-fixture";

const receipt = RECEIPT;

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
