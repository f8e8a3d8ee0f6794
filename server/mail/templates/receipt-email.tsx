import { Text } from "@react-email/components";
import { formatUsd } from "@/lib/domain/money";
import { EmailFigure, EmailFigures, EmailLayout, emailText, EmailTitle, TenantFooter } from "./email-layout";

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
}

export function receiptSubject(propertyName: string, number: string): string {
  return `Payment receipt ${number} · ${propertyName}`;
}

export function ReceiptEmail(props: ReceiptEmailProps) {
  return (
    <EmailLayout
      preview={`We received your payment of ${formatUsd(props.value)} on ${props.date}.`}
      footer={<TenantFooter letter="receipt" />}
    >
      <EmailTitle title="Payment receipt">
        {props.propertyName} · Receipt {props.number}
      </EmailTitle>
      <Text style={emailText}>
        Dear {props.tenantName}, thank you: we received your payment of <strong>{formatUsd(props.value)}</strong> on {props.date} (
        {props.methodLine}). The receipt is attached as a PDF.
      </Text>
      <EmailFigures>
        {props.paid.map((line, index) => (
          <EmailFigure key={index} label={line.description}>
            {formatUsd(line.value)}
          </EmailFigure>
        ))}
        {props.morePaid ? (
          <EmailFigure label={`${props.morePaid.count} more charges`}>{formatUsd(props.morePaid.value)}</EmailFigure>
        ) : null}
        {props.credit !== "0.00" ? (
          <EmailFigure label="Left as a credit for the next charges">{formatUsd(props.credit)}</EmailFigure>
        ) : null}
        <EmailFigure label="Balance after this payment">{props.balanceAfter}</EmailFigure>
      </EmailFigures>
    </EmailLayout>
  );
}
