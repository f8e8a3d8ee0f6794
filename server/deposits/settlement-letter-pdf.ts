import { AGENCY, type Agency } from "@/lib/domain/agency";
import { formatUsd } from "@/lib/domain/money";
import { PAYMENT_METHOD_LABELS } from "@/lib/domain/rent";
import { COLOUR, letterhead } from "@/server/pdf/letterhead";
import { boldLine, calendarDay, factsBox, generatedLine, letterDocument, letterTable, partiesBlock } from "@/server/receipts/letter-pdf";
import type { SettlementLetter } from "./deposit-settlement";

/** "deposit-settlement-2026-12-06.pdf" */
export function settlementLetterFileName(letter: Pick<SettlementLetter, "settlement">): string {
  return `deposit-settlement-${letter.settlement.date}.pdf`;
}

/** "Bank transfer · ref. TRX-118" */
export function refundMethodLine(refund: SettlementLetter["settlement"]["refund"]): string {
  return [PAYMENT_METHOD_LABELS[refund.method] ?? refund.method, refund.reference && `ref. ${refund.reference}`]
    .filter(Boolean)
    .join(" · ");
}

const negative = (value: string) => `-${formatUsd(value)}`;

/**
 * The deposit settlement letter (PRODUCT.md#rent "Settling a deposit"): the
 * receipt's letterhead and layout (server/receipts/letter-pdf.ts), "DEPOSIT
 * SETTLEMENT", to the tenants for the lease of the listing, the day settled and
 * the figures — held, each deduction, what paid the unpaid balance, the refund
 * and how it is paid. Made from the stored settlement, so the letter read
 * again later says the same.
 */
export async function settlementLetterPdf(
  letter: SettlementLetter,
  { timeZone, agency = AGENCY, now = new Date() }: { timeZone: string; agency?: Agency; now?: Date },
): Promise<Buffer> {
  const { settlement } = letter;
  const { doc, done } = letterDocument(`Deposit settlement ${settlement.date}`, agency);
  letterhead(doc, agency, "DEPOSIT SETTLEMENT", `Settled ${calendarDay(settlement.date)}`);

  const primary = letter.tenants.find((tenant) => tenant.primary) ?? letter.tenants[0];
  const others = letter.tenants.filter((tenant) => tenant !== primary);
  const term = [letter.startDate && calendarDay(letter.startDate), letter.lastDay && calendarDay(letter.lastDay)]
    .filter(Boolean)
    .join(" – ");
  partiesBlock(
    doc,
    {
      label: "TO",
      name: primary?.name ?? "",
      lines: [others.length > 0 ? `with ${others.map((tenant) => tenant.name).join(", ")}` : "", primary?.mailingAddress ?? ""].filter(
        Boolean,
      ),
    },
    {
      label: "FOR THE LEASE OF",
      name: letter.listing.propertyName,
      lines: [letter.listing.location, term && `Lease ${term}`].filter(Boolean) as string[],
    },
  );

  factsBox(
    doc,
    [
      ["DATE SETTLED", calendarDay(settlement.date)],
      ["DEPOSIT HELD", formatUsd(settlement.held)],
      ["DEDUCTED", formatUsd(settlement.deducted)],
      ["REFUND TO YOU", formatUsd(settlement.refund.value)],
    ],
    COLOUR.credit,
  );

  boldLine(doc, "How the deposit was used");
  doc.moveDown(0.4);
  const row = letterTable(doc, [{ label: "ITEM" }, { label: "DOCUMENT", width: 150 }, { label: "AMOUNT", width: 84, align: "right" }]);
  row(["Deposit held", "", formatUsd(settlement.held)]);
  if (settlement.deductions.length === 0) row(["No deductions", "", formatUsd("0.00")], { italic: true });
  for (const deduction of settlement.deductions) {
    row([`Deduction: ${deduction.description}`, deduction.documentTitle ?? "", negative(deduction.value)], { tone: COLOUR.debit });
  }
  if (settlement.applied !== "0.00") {
    row(["Applied to the unpaid rent and charges of the lease", "", negative(settlement.applied)], { tone: COLOUR.debit });
  }
  row([`Refund to you (${refundMethodLine(settlement.refund)})`, "", formatUsd(settlement.refund.value)], { bold: true });

  doc.moveDown(1);
  boldLine(
    doc,
    settlement.refund.value === "0.00"
      ? "Nothing of the deposit is left to refund."
      : `We refund ${formatUsd(settlement.refund.value)} to you by ${refundMethodLine(settlement.refund)}.`,
    { keep: 40 },
  );
  doc.moveDown(1.5);
  generatedLine(doc, { now, timeZone, tail: "Amounts in US dollars · Questions about this settlement: reply to its e-mail or call us." });

  doc.end();
  return done;
}
