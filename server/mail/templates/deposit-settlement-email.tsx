import { Text } from "@react-email/components";
import { formatUsd } from "@/lib/domain/money";
import { EmailFigure, EmailFigures, EmailLayout, emailText, EmailTitle, TenantFooter } from "./email-layout";

/**
 * A deposit settlement's covering note (PRODUCT.md#rent "Settling a deposit"):
 * what was held, each deduction, what paid the unpaid balance and the refund;
 * the letter itself is the attached PDF. Tenants have no sign-in: it links to
 * nothing in the console.
 */
export interface DepositSettlementEmailProps {
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

export function depositSettlementSubject(propertyName: string): string {
  return `Your security deposit · ${propertyName}`;
}

export function DepositSettlementEmail(props: DepositSettlementEmailProps) {
  return (
    <EmailLayout
      preview={`Your deposit of ${formatUsd(props.held)} was settled on ${props.date}: ${formatUsd(props.refund)} comes back to you.`}
      footer={<TenantFooter letter="letter" />}
    >
      <EmailTitle title="Deposit settlement">
        {props.propertyName} · {props.date}
      </EmailTitle>
      <Text style={emailText}>
        Dear {props.tenantName}, your lease has ended and we have settled your security deposit of <strong>{formatUsd(props.held)}</strong>.
        The letter is attached as a PDF.
      </Text>
      <EmailFigures>
        <EmailFigure label="Deposit held">{formatUsd(props.held)}</EmailFigure>
        {props.deductions.map((deduction, index) => (
          <EmailFigure key={index} label={`Deduction, ${deduction.description}`}>
            -{formatUsd(deduction.value)}
          </EmailFigure>
        ))}
        {props.applied !== "0.00" ? (
          <EmailFigure label="Applied to the unpaid rent and charges of the lease">-{formatUsd(props.applied)}</EmailFigure>
        ) : null}
        <EmailFigure label={`Refund to you (${props.refundMethod})`}>{formatUsd(props.refund)}</EmailFigure>
      </EmailFigures>
    </EmailLayout>
  );
}
