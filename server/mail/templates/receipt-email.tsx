import { Text } from "@react-email/components";
import { AGENCY } from "@/lib/domain/agency";
import { formatUsd } from "@/lib/domain/money";
import type { Language } from "@/lib/i18n/languages";
import type { Translator } from "@/server/i18n/translator";
import { EmailFigure, EmailFigures, EmailLayout, emailText, EmailTitle } from "./email-layout";

/**
 * A payment receipt's covering note (PRODUCT.md#rent "Receipts"): the amount,
 * the day, what it paid and the balance after it; the receipt itself is the
 * attached PDF. Tenants have no sign-in: it links to nothing in the console.
 * Written in the tenant's language (`t`, messages "receipt.*").
 */
export interface ReceiptEmailProps {
  t: Translator;
  language: Language;
  tenantName: string;
  propertyName: string;
  number: string;
  /** "Nov 8, 2026" */
  date: string;
  value: string;
  /** "Bank transfer · ref. TRX-118" */
  methodLine: string;
  paid: { description: string; value: string }[];
  morePaid: { count: number; value: string } | null;
  credit: string;
  /** "Owes $250.00", "$40.00 credit", "Nothing owed" */
  balanceAfter: string;
}

export function receiptSubject(t: Translator, propertyName: string, number: string): string {
  return t("receipt.emailSubject", { number, propertyName });
}

export function ReceiptEmail({ t, language, ...props }: ReceiptEmailProps) {
  return (
    <EmailLayout
      language={language}
      preview={t("receipt.emailPreview", { amount: formatUsd(props.value), date: props.date })}
      footer={t("receipt.emailFooter", { agency: AGENCY.name, email: AGENCY.email })}
    >
      <EmailTitle title={t("receipt.emailTitle")}>
        {t("receipt.emailAbout", { propertyName: props.propertyName, number: props.number })}
      </EmailTitle>
      <Text style={emailText}>
        {t.rich("receipt.emailBody", {
          name: props.tenantName,
          amount: formatUsd(props.value),
          date: props.date,
          method: props.methodLine,
          strong: (chunks) => <strong>{chunks}</strong>,
        })}
      </Text>
      <EmailFigures>
        {props.paid.map((line, index) => (
          <EmailFigure key={index} label={line.description}>
            {formatUsd(line.value)}
          </EmailFigure>
        ))}
        {props.morePaid ? (
          <EmailFigure label={t("receipt.moreCharges", { count: props.morePaid.count })}>{formatUsd(props.morePaid.value)}</EmailFigure>
        ) : null}
        {props.credit !== "0.00" ? <EmailFigure label={t("receipt.creditLeft")}>{formatUsd(props.credit)}</EmailFigure> : null}
        <EmailFigure label={t("receipt.balanceAfterLabel")}>{props.balanceAfter}</EmailFigure>
      </EmailFigures>
    </EmailLayout>
  );
}
