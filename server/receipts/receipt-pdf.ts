import { AGENCY, type Agency } from "@/lib/domain/agency";
import { formatUsd, formatUsdAbsolute, isNegativeAmount } from "@/lib/domain/money";
import { translatorFor, type Translator } from "@/server/i18n/translator";
import { COLOUR, letterhead } from "@/server/pdf/letterhead";
import { boldLine, calendarDay, factsBox, generatedLine, letterDocument, letterTable, partiesBlock } from "./letter-pdf";
import type { Receipt } from "./receipt-data";

/** The balance in words, as the lease page says it, in the translator's language. */
export function balanceText(balance: string, t: Translator): string {
  if (/^-?0+(\.0+)?$/.test(balance)) return t("receipt.nothingOwed");
  return isNegativeAmount(balance)
    ? t("receipt.credit", { amount: formatUsdAbsolute(balance) })
    : t("receipt.owes", { amount: formatUsd(balance) });
}

export function receiptFileName(receipt: Pick<Receipt, "number" | "date">): string {
  return `receipt-${receipt.number}-${receipt.date}.pdf`;
}

/**
 * A payment's receipt as a PDF (PRODUCT.md#rent "Receipts"), in the language of
 * the tenant it is addressed to (`receipt.language`): the statement's
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
  const { language } = receipt;
  const t = await translatorFor(language);
  const day = (date: string) => calendarDay(date, language);
  const { doc, done } = letterDocument(t("receipt.documentTitle", { number: receipt.number }), agency);
  letterhead(doc, agency, t("receipt.title"), t("receipt.number", { number: receipt.number }));

  const primary = receipt.tenants.find((tenant) => tenant.primary) ?? receipt.tenants[0];
  const others = receipt.tenants.filter((tenant) => tenant !== primary);
  partiesBlock(
    doc,
    {
      label: t("receipt.receivedFrom"),
      name: primary?.name ?? "",
      lines: [
        others.length > 0 ? t("receipt.withTenants", { names: others.map((tenant) => tenant.name).join(", ") }) : "",
        primary?.mailingAddress ?? "",
      ].filter(Boolean),
    },
    { label: t("receipt.forTheLeaseOf"), name: receipt.listing.propertyName, lines: [receipt.listing.location] },
  );

  factsBox(
    doc,
    [
      [t("receipt.date"), day(receipt.date)],
      [t("receipt.method"), t(`receipt.methods.${receipt.method}`)],
      [t("receipt.reference"), receipt.reference ?? "—"],
      [t("receipt.amountReceived"), formatUsd(receipt.value)],
    ],
    COLOUR.credit,
  );

  if (receipt.reversal) {
    const { date, reason } = receipt.reversal;
    boldLine(doc, reason ? t("receipt.reversedBecause", { date: day(date), reason }) : t("receipt.reversed", { date: day(date) }), {
      tone: COLOUR.debit,
    });
    doc.moveDown(0.8);
  }

  // What it paid.
  boldLine(doc, t("receipt.whatItPaid"));
  doc.moveDown(0.4);
  const row = letterTable(doc, [
    { label: t("receipt.columnDue"), width: 72 },
    { label: t("receipt.columnType"), width: 64 },
    { label: t("receipt.columnCharge") },
    { label: t("receipt.columnPaid"), width: 84, align: "right" },
  ]);
  if (receipt.paid.length === 0 && !receipt.morePaid) {
    row(["", "", receipt.reversal ? t("receipt.nothingReversed") : t("receipt.nothingOpen"), ""], { italic: true });
  }
  for (const line of receipt.paid) {
    row([day(line.date), line.type ? t(`receipt.chargeTypes.${line.type}`) : "", line.description, formatUsd(line.value)]);
  }
  if (receipt.morePaid) {
    row(["", "", t("receipt.moreCharges", { count: receipt.morePaid.count }), formatUsd(receipt.morePaid.value)], { italic: true });
  }
  if (receipt.credit !== "0.00") row(["", "", t("receipt.creditLeft"), formatUsd(receipt.credit)], { italic: true });
  row(["", "", t("receipt.totalReceived"), formatUsd(receipt.value)], { bold: true });

  doc.moveDown(1);
  boldLine(doc, t("receipt.balanceAfter", { balance: balanceText(receipt.balanceAfter, t) }), { keep: 40 });
  doc.moveDown(1.5);
  generatedLine(doc, { now, timeZone, language, line: (when) => t("receipt.generated", { when }) });

  doc.end();
  return done;
}
