import { Text } from "@react-email/components";
import { AGENCY } from "@/lib/domain/agency";
import { formatUsd } from "@/lib/domain/money";
import {
  listingGroupName,
  showsListings,
  signedAmount,
  STATEMENT_LISTING_COLUMNS,
  STATEMENT_LISTINGS_TITLE,
} from "@/lib/domain/statement-listings";
import type { StatementListingDto } from "@/lib/schemas/statement";
import { EMAIL_COLORS, emailFigureLine, EmailFigure, EmailFigures, EmailLayout, emailText, EmailTitle } from "./email-layout";

/**
 * The owner statement's covering note (issue 29 §3.1): the period, the
 * four figures and the period by listing (issue 43 §4); the statement itself is the attached PDF (and CSV). Owners
 * have no sign-in, so it links to nothing in the console.
 */
export interface StatementEmailProps {
  clientName: string;
  contactName: string;
  period: string;
  openingBalance: string;
  totalCredits: string;
  totalDebits: string;
  closingBalance: string;
  entryCount: number;
  /** The attachments cover only these latest days of a period too long to e-mail (server/statements/statement-message.ts). */
  excerpt?: { period: string; entryCount: number } | null;
  /** The period by listing (issue 43 §4); shown when some entry is tied to a listing. */
  listings?: StatementListingDto[];
}

export function statementSubject(clientName: string, period: string): string {
  return `Owner statement ${period} · ${clientName}`;
}

const entries = (count: number) => (count === 1 ? "1 entry" : `${count.toLocaleString("en-US")} entries`);

export function StatementEmail(props: StatementEmailProps) {
  const figures: [string, string][] = [
    ["Opening balance", formatUsd(props.openingBalance)],
    ["Credits", formatUsd(props.totalCredits)],
    ["Debits", formatUsd(props.totalDebits === "0.00" ? "0.00" : `-${props.totalDebits}`)],
    ["Closing balance", formatUsd(props.closingBalance)],
  ];
  return (
    <EmailLayout
      preview={`Your statement for ${props.period}: closing balance ${formatUsd(props.closingBalance)}`}
      footer={
        <>
          You receive this statement as the owner on record with {AGENCY.name}. Questions about an entry: reply to this e-mail or write to{" "}
          {AGENCY.email}.
        </>
      }
    >
      <EmailTitle title="Owner statement">
        {props.clientName} · {props.period}
      </EmailTitle>
      <Text style={emailText}>
        Dear {props.contactName || props.clientName}, your statement for {props.period} is attached as a PDF, with the same entries as a CSV
        file for a spreadsheet ({entries(props.excerpt?.entryCount ?? props.entryCount)}).
      </Text>
      {props.excerpt ? (
        <Text style={emailText}>
          This period has {entries(props.entryCount)}, more than an e-mail can carry: the attachments cover its latest days,{" "}
          {props.excerpt.period}. The figures below are the whole period&apos;s. For the full statement, reply to this e-mail.
        </Text>
      ) : null}
      <EmailFigures>
        {figures.map(([label, value]) => (
          <EmailFigure key={label} label={label}>
            {value}
          </EmailFigure>
        ))}
      </EmailFigures>
      {props.listings && showsListings(props.listings) ? (
        <EmailFigures>
          <Text style={{ ...emailFigureLine, fontWeight: 600, color: EMAIL_COLORS.text }}>{STATEMENT_LISTINGS_TITLE}</Text>
          {props.listings.map((group) => (
            <Text key={group.listing?._id ?? "other"} style={emailFigureLine}>
              <strong style={{ color: EMAIL_COLORS.text }}>{listingGroupName(group)}</strong>
              <br />
              {STATEMENT_LISTING_COLUMNS.map((column, index) => (
                <span key={column.key}>
                  {index > 0 ? " · " : ""}
                  {column.key === "net" ? (
                    <strong style={{ color: EMAIL_COLORS.text }}>
                      {column.label}: {formatUsd(signedAmount(group, column.key))}
                    </strong>
                  ) : (
                    `${column.label}: ${formatUsd(signedAmount(group, column.key))}`
                  )}
                </span>
              ))}
            </Text>
          ))}
        </EmailFigures>
      ) : null}
    </EmailLayout>
  );
}
