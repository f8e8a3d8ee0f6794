import { Heading, Section, Text } from "@react-email/components";
import { formatUsd } from "@/lib/domain/money";
import { EMAIL_COLORS, EmailLayout, emailText } from "./email-layout";

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
  agencyName: string;
  agencyEmail: string;
}

export function depositSettlementSubject(propertyName: string): string {
  return `Your security deposit · ${propertyName}`;
}

const line = { ...emailText, margin: "6px 0" };
const strong = { color: EMAIL_COLORS.text };

export function DepositSettlementEmail(props: DepositSettlementEmailProps) {
  return (
    <EmailLayout
      preview={`Your deposit of ${formatUsd(props.held)} was settled on ${props.date}: ${formatUsd(props.refund)} comes back to you.`}
      footer={
        <>
          You receive this letter as a tenant of {props.agencyName}. Questions about it: reply to this e-mail or write to{" "}
          {props.agencyEmail}.
        </>
      }
    >
      <Heading as="h1" style={{ margin: "0 0 4px", fontSize: "20px", lineHeight: "28px", fontWeight: 600, color: EMAIL_COLORS.text }}>
        Deposit settlement
      </Heading>
      <Text style={{ ...emailText, color: EMAIL_COLORS.muted }}>
        {props.propertyName} · {props.date}
      </Text>
      <Text style={emailText}>
        Dear {props.tenantName}, your lease has ended and we have settled your security deposit of <strong>{formatUsd(props.held)}</strong>.
        The letter is attached as a PDF.
      </Text>
      <Section style={{ margin: "0 0 16px", border: `1px solid ${EMAIL_COLORS.rule}`, borderRadius: "8px", padding: "8px 16px" }}>
        <Text style={line}>
          Deposit held: <strong style={strong}>{formatUsd(props.held)}</strong>
        </Text>
        {props.deductions.map((deduction, index) => (
          <Text key={index} style={line}>
            Deduction, {deduction.description}: <strong style={strong}>-{formatUsd(deduction.value)}</strong>
          </Text>
        ))}
        {props.applied !== "0.00" ? (
          <Text style={line}>
            Applied to the unpaid rent and charges of the lease: <strong style={strong}>-{formatUsd(props.applied)}</strong>
          </Text>
        ) : null}
        <Text style={line}>
          Refund to you ({props.refundMethod}): <strong style={strong}>{formatUsd(props.refund)}</strong>
        </Text>
      </Section>
    </EmailLayout>
  );
}
