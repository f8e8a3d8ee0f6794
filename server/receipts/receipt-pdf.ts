import { AGENCY, type Agency } from "@/lib/domain/agency";
import { formatUsd, formatUsdAbsolute, isNegativeAmount } from "@/lib/domain/money";
import { CHARGE_TYPE_LABELS, PAYMENT_METHOD_LABELS } from "@/lib/domain/rent";
import { COLOUR, letterhead } from "@/server/pdf/letterhead";
import { boldLine, calendarDay, factsBox, generatedLine, letterDocument, letterTable, partiesBlock } from "./letter-pdf";
import type { Receipt } from "./receipt-data";

/** The balance in words, as the lease page says it. */
export function balanceText(balance: string): string {
  if (/^-?0+(\.0+)?$/.test(balance)) return "Nothing owed";
  return isNegativeAmount(balance) ? `${formatUsdAbsolute(balance)} credit` : `Owes ${formatUsd(balance)}`;
}

export function receiptFileName(receipt: Pick<Receipt, "number" | "date">): string {
  return `receipt-${receipt.number}-${receipt.date}.pdf`;
}

/**
 * A payment's receipt as a PDF (PRODUCT.md#rent "Receipts"): the statement's
 * letterhead, "PAYMENT RECEIPT" with its number, who paid and for which
 * listing, the day, method and reference, the amount, what it paid (each
 * charge and the part paid), any credit, and the balance right after it. A
 * receipt is short (at most RECEIPT_MAX_LINES charges, a few pages), so it is
 * made whole in memory — tens of kilobytes — and handed over as bytes
 * (the letters' layout: letter-pdf.ts).
 */
export async function receiptPdf(
  receipt: Receipt,
  { timeZone, agency = AGENCY, now = new Date() }: { timeZone: string; agency?: Agency; now?: Date },
): Promise<Buffer> {
  const { doc, done } = letterDocument(`Payment receipt ${receipt.number}`, agency);
  letterhead(doc, agency, "PAYMENT RECEIPT", `Receipt ${receipt.number}`);

  const primary = receipt.tenants.find((tenant) => tenant.primary) ?? receipt.tenants[0];
  const others = receipt.tenants.filter((tenant) => tenant !== primary);
  partiesBlock(
    doc,
    {
      label: "RECEIVED FROM",
      name: primary?.name ?? "",
      lines: [others.length > 0 ? `with ${others.map((tenant) => tenant.name).join(", ")}` : "", primary?.mailingAddress ?? ""].filter(
        Boolean,
      ),
    },
    { label: "FOR THE LEASE OF", name: receipt.listing.propertyName, lines: [receipt.listing.location] },
  );

  factsBox(
    doc,
    [
      ["DATE", calendarDay(receipt.date)],
      ["METHOD", PAYMENT_METHOD_LABELS[receipt.method] ?? receipt.method],
      ["REFERENCE", receipt.reference ?? "—"],
      ["AMOUNT RECEIVED", formatUsd(receipt.value)],
    ],
    COLOUR.credit,
  );

  if (receipt.reversal) {
    boldLine(
      doc,
      `This payment was reversed on ${calendarDay(receipt.reversal.date)}${receipt.reversal.reason ? `: ${receipt.reversal.reason}` : "."}`,
      { tone: COLOUR.debit },
    );
    doc.moveDown(0.8);
  }

  // What it paid.
  boldLine(doc, "What this payment paid");
  doc.moveDown(0.4);
  const row = letterTable(doc, [
    { label: "DUE", width: 72 },
    { label: "TYPE", width: 64 },
    { label: "CHARGE" },
    { label: "PAID", width: 84, align: "right" },
  ]);
  if (receipt.paid.length === 0 && !receipt.morePaid) {
    row(["", "", receipt.reversal ? "Nothing: the payment was reversed." : "No charge was open: all of it is a credit.", ""], {
      italic: true,
    });
  }
  for (const line of receipt.paid) {
    row([calendarDay(line.date), line.type ? CHARGE_TYPE_LABELS[line.type] : "", line.description, formatUsd(line.value)]);
  }
  if (receipt.morePaid) {
    row(["", "", `${receipt.morePaid.count} more charges`, formatUsd(receipt.morePaid.value)], { italic: true });
  }
  if (receipt.credit !== "0.00") row(["", "", "Left as a credit for the next charges", formatUsd(receipt.credit)], { italic: true });
  row(["", "", "Total received", formatUsd(receipt.value)], { bold: true });

  doc.moveDown(1);
  boldLine(doc, `Balance after this payment: ${balanceText(receipt.balanceAfter)}`, { keep: 40 });
  doc.moveDown(1.5);
  generatedLine(doc, { now, timeZone, tail: "Amounts in US dollars · Thank you for your payment." });

  doc.end();
  return done;
}
