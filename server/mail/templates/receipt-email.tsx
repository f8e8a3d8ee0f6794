import { Heading, Section, Text } from "@react-email/components";
import { formatUsd } from "@/lib/domain/money";
import { EMAIL_COLORS, EmailLayout, emailText } from "./email-layout";

/**
 * A payment receipt's covering note (PRODUCT.md#rent "Receipts"): the amount,
 * the day, what it paid and the balance after it; the receipt itself is the
 * attached PDF. Tenants have no sign-in: it links to nothing in the console.
 */
export interface ReceiptEmailProps {
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
  agencyName: string;
  agencyEmail: string;
}

export function receiptSubject(propertyName: string, number: string): string {
  return `Payment receipt ${number} · ${propertyName}`;
}

export function ReceiptEmail(props: ReceiptEmailProps) {
  return (
    <EmailLayout
      preview={`We received your payment of ${formatUsd(props.value)} on ${props.date}.`}
      footer={
        <>
          You receive this receipt as a tenant of {props.agencyName}. Questions about it: reply to this e-mail or write to{" "}
          {props.agencyEmail}.
        </>
      }
    >
      <Heading as="h1" style={{ margin: "0 0 4px", fontSize: "20px", lineHeight: "28px", fontWeight: 600, color: EMAIL_COLORS.text }}>
        Payment receipt
      </Heading>
      <Text style={{ ...emailText, color: EMAIL_COLORS.muted }}>
        {props.propertyName} · Receipt {props.number}
      </Text>
      <Text style={emailText}>
        Dear {props.tenantName}, thank you: we received your payment of <strong>{formatUsd(props.value)}</strong> on {props.date} (
        {props.methodLine}). The receipt is attached as a PDF.
      </Text>
      <Section style={{ margin: "0 0 16px", border: `1px solid ${EMAIL_COLORS.rule}`, borderRadius: "8px", padding: "8px 16px" }}>
        {props.paid.map((line, index) => (
          <Text key={index} style={{ ...emailText, margin: "6px 0" }}>
            {line.description}: <strong style={{ color: EMAIL_COLORS.text }}>{formatUsd(line.value)}</strong>
          </Text>
        ))}
        {props.morePaid ? (
          <Text style={{ ...emailText, margin: "6px 0" }}>
            {props.morePaid.count} more charges: <strong style={{ color: EMAIL_COLORS.text }}>{formatUsd(props.morePaid.value)}</strong>
          </Text>
        ) : null}
        {props.credit !== "0.00" ? (
          <Text style={{ ...emailText, margin: "6px 0" }}>
            Left as a credit for the next charges: <strong style={{ color: EMAIL_COLORS.text }}>{formatUsd(props.credit)}</strong>
          </Text>
        ) : null}
        <Text style={{ ...emailText, margin: "6px 0" }}>
          Balance after this payment: <strong style={{ color: EMAIL_COLORS.text }}>{props.balanceAfter}</strong>
        </Text>
      </Section>
    </EmailLayout>
  );
}
