import { AGENCY, type Agency } from "@/lib/domain/agency";
import { formatUsd } from "@/lib/domain/money";
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from "@/lib/domain/rent";
import { formatDay } from "@/lib/i18n/day-formats";
import type { Language } from "@/lib/i18n/languages";
import { translatorFor, type Translator } from "@/server/i18n/translator";
import { COLOUR, letterhead } from "@/server/pdf/letterhead";
import { boldLine, factsBox, generatedLine, letterDocument, letterTable, partiesBlock } from "@/server/receipts/letter-pdf";
import { addresseeOf, type SettlementLetter } from "./deposit-settlement";

/** "Dec 6, 2026" / "6 dic 2026": a bare day as the letter writes it. */
export const letterDay = (day: string, language: Language) => formatDay(day, language, "medium");

/** "deposit-settlement-2026-12-06.pdf", its words in the letter's language. */
export function settlementLetterFileName(letter: Pick<SettlementLetter, "settlement">, t: Translator): string {
  return `${t("depositLetter.fileName", { date: letter.settlement.date })}.pdf`;
}

/** "Bank transfer · ref. TRX-118" */
export function refundMethodLine(refund: SettlementLetter["settlement"]["refund"], t: Translator): string {
  const method = isPaymentMethod(refund.method) ? t(`depositLetter.methods.${refund.method}`) : refund.method;
  return [method, refund.reference && t("depositLetter.reference", { reference: refund.reference })].filter(Boolean).join(" · ");
}

const isPaymentMethod = (method: string): method is PaymentMethod => Object.hasOwn(PAYMENT_METHOD_LABELS, method);

const negative = (value: string) => `-${formatUsd(value)}`;

/**
 * The deposit settlement letter (PRODUCT.md#rent "Settling a deposit"): the
 * receipt's letterhead and layout (server/receipts/letter-pdf.ts), "DEPOSIT
 * SETTLEMENT", to the tenants for the lease of the listing, the day settled and
 * the figures — held, each deduction, what paid the unpaid balance, the refund
 * and how it is paid. Made from the stored settlement, so the letter read
 * again later says the same. Written in the language of the tenant it is addressed to (letter.language).
 */
export async function settlementLetterPdf(
  letter: SettlementLetter,
  { timeZone, agency = AGENCY, now = new Date() }: { timeZone: string; agency?: Agency; now?: Date },
): Promise<Buffer> {
  const { settlement, language } = letter;
  const t = await translatorFor(language);
  const day = (date: string) => letterDay(date, language);
  const { doc, done } = letterDocument(t("depositLetter.documentTitle", { date: settlement.date }), agency);
  letterhead(doc, agency, t("depositLetter.title"), t("depositLetter.settled", { date: day(settlement.date) }), {
    phone: t("depositLetter.phone", { phone: agency.phone }),
  });

  const primary = addresseeOf(letter.tenants);
  const others = letter.tenants.filter((tenant) => tenant !== primary);
  const term = [letter.startDate && day(letter.startDate), letter.lastDay && day(letter.lastDay)].filter(Boolean).join(" – ");
  const withOthers = others.length > 0 ? t("depositLetter.with", { names: others.map((tenant) => tenant.name).join(", ") }) : "";
  partiesBlock(
    doc,
    { label: t("depositLetter.to"), name: primary?.name ?? "", lines: [withOthers, primary?.mailingAddress ?? ""].filter(Boolean) },
    {
      label: t("depositLetter.forTheLeaseOf"),
      name: letter.listing.propertyName,
      lines: [letter.listing.location, term && t("depositLetter.leaseTerm", { term })].filter(Boolean) as string[],
    },
  );

  factsBox(
    doc,
    [
      [t("depositLetter.facts.dateSettled"), day(settlement.date)],
      [t("depositLetter.facts.held"), formatUsd(settlement.held)],
      [t("depositLetter.facts.deducted"), formatUsd(settlement.deducted)],
      [t("depositLetter.facts.refund"), formatUsd(settlement.refund.value)],
    ],
    COLOUR.credit,
  );

  boldLine(doc, t("depositLetter.howUsed"));
  doc.moveDown(0.4);
  const row = letterTable(doc, [
    { label: t("depositLetter.columns.item") },
    { label: t("depositLetter.columns.document"), width: 150 },
    { label: t("depositLetter.columns.amount"), width: 84, align: "right" },
  ]);
  const method = refundMethodLine(settlement.refund, t);
  row([t("depositLetter.held"), "", formatUsd(settlement.held)]);
  if (settlement.deductions.length === 0) row([t("depositLetter.noDeductions"), "", formatUsd("0.00")], { italic: true });
  for (const deduction of settlement.deductions) {
    row([t("depositLetter.deduction", { description: deduction.description }), deduction.documentTitle ?? "", negative(deduction.value)], {
      tone: COLOUR.debit,
    });
  }
  if (settlement.applied !== "0.00") row([t("depositLetter.applied"), "", negative(settlement.applied)], { tone: COLOUR.debit });
  row([t("depositLetter.refund", { method }), "", formatUsd(settlement.refund.value)], { bold: true });

  doc.moveDown(1);
  boldLine(
    doc,
    settlement.refund.value === "0.00"
      ? t("depositLetter.nothingToRefund")
      : t("depositLetter.weRefund", { amount: formatUsd(settlement.refund.value), method }),
    { keep: 40 },
  );
  doc.moveDown(1.5);
  generatedLine(doc, { now, timeZone, language, line: (date) => t("depositLetter.generated", { date }) });

  doc.end();
  return done;
}
