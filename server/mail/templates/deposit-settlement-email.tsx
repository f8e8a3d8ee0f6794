import { Text } from "@react-email/components";
import { AGENCY } from "@/lib/domain/agency";
import { formatUsd } from "@/lib/domain/money";
import type { Language } from "@/lib/i18n/languages";
import type { Translator } from "@/server/i18n/translator";
import { EmailFigure, EmailFigures, EmailLayout, emailText, EmailTitle } from "./email-layout";

/**
 * A deposit settlement's covering note (PRODUCT.md#rent "Settling a deposit"):
 * what was held, each deduction, what paid the unpaid balance and the refund;
 * the letter itself is the attached PDF. Tenants have no sign-in: it links to
 * nothing in the console. Written in the addressed tenant's language (`t` of `language`).
 */
export interface DepositSettlementEmailProps {
  language: Language;
  t: Translator;
  tenantName: string;
  propertyName: string;
  /** "Dec 6, 2026" */
  date: string;
  held: string;
  deductions: { description: string; value: string }[];
  applied: string;
  refund: string;
  /** "Bank transfer · ref. TRX-118" */
  refundMethod: string;
}

export function depositSettlementSubject(propertyName: string, t: Translator): string {
  return t("depositLetter.email.subject", { property: propertyName });
}

export function DepositSettlementEmail({ t, ...props }: DepositSettlementEmailProps) {
  return (
    <EmailLayout
      language={props.language}
      preview={t("depositLetter.email.preview", { held: formatUsd(props.held), date: props.date, refund: formatUsd(props.refund) })}
      footer={t("depositLetter.email.footer", { agency: AGENCY.name, email: AGENCY.email })}
    >
      <EmailTitle title={t("depositLetter.email.title")}>
        {props.propertyName} · {props.date}
      </EmailTitle>
      <Text style={emailText}>
        {t.rich("depositLetter.email.intro", {
          name: props.tenantName,
          held: formatUsd(props.held),
          strong: (chunks) => <strong>{chunks}</strong>,
        })}
      </Text>
      <EmailFigures>
        <EmailFigure label={t("depositLetter.held")}>{formatUsd(props.held)}</EmailFigure>
        {props.deductions.map((deduction, index) => (
          <EmailFigure key={index} label={t("depositLetter.email.deduction", { description: deduction.description })}>
            -{formatUsd(deduction.value)}
          </EmailFigure>
        ))}
        {props.applied !== "0.00" ? <EmailFigure label={t("depositLetter.applied")}>-{formatUsd(props.applied)}</EmailFigure> : null}
        <EmailFigure label={t("depositLetter.refund", { method: props.refundMethod })}>{formatUsd(props.refund)}</EmailFigure>
      </EmailFigures>
    </EmailLayout>
  );
}
