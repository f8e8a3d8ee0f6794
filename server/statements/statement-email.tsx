import { Text } from "@react-email/components";
import { AGENCY } from "@/lib/domain/agency";
import { formatUsd } from "@/lib/domain/money";
import { showsListings, signedAmount, STATEMENT_LISTING_COLUMNS, type StatementListingAmount } from "@/lib/domain/statement-listings";
import type { Language } from "@/lib/i18n/languages";
import type { StatementListingDto } from "@/lib/schemas/statement";
import type { Translator } from "@/server/i18n/translator";
import { listingColumnLabel, listingGroupLabel } from "./statement-words";
import {
  EMAIL_COLORS,
  emailFigureLine,
  EmailFigure,
  EmailFigures,
  EmailLayout,
  emailText,
  EmailTitle,
} from "@/server/mail/templates/email-layout";

/**
 * The owner statement's covering note (issue 29 §3.1): the period, the
 * four figures and the period by listing (issue 43 §4); the statement itself is the attached PDF (and CSV). Owners
 * have no sign-in, so it links to nothing in the console. Written in the owner's language (`t` of `language`).
 */
export interface StatementEmailProps {
  language: Language;
  t: Translator;
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

export function statementSubject(clientName: string, period: string, t: Translator): string {
  return t("statement.email.subject", { period, name: clientName });
}

export function StatementEmail({ t, ...props }: StatementEmailProps) {
  const figures: [string, string][] = [
    [t("statement.figures.openingBalance"), formatUsd(props.openingBalance)],
    [t("statement.figures.credits"), formatUsd(props.totalCredits)],
    [t("statement.figures.debits"), formatUsd(props.totalDebits === "0.00" ? "0.00" : `-${props.totalDebits}`)],
    [t("statement.figures.closingBalance"), formatUsd(props.closingBalance)],
  ];
  const figure = (key: StatementListingAmount, group: StatementListingDto) =>
    t("statement.email.figure", { label: listingColumnLabel(t, key), amount: formatUsd(signedAmount(group, key)) });
  return (
    <EmailLayout
      language={props.language}
      preview={t("statement.email.preview", { period: props.period, amount: formatUsd(props.closingBalance) })}
      footer={t("statement.email.footer", { agency: AGENCY.name, email: AGENCY.email })}
    >
      <EmailTitle title={t("statement.title")}>
        {props.clientName} · {props.period}
      </EmailTitle>
      <Text style={emailText}>
        {t("statement.email.intro", {
          name: props.contactName || props.clientName,
          period: props.period,
          count: props.excerpt?.entryCount ?? props.entryCount,
        })}
      </Text>
      {props.excerpt ? (
        <Text style={emailText}>{t("statement.email.excerpt", { count: props.entryCount, period: props.excerpt.period })}</Text>
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
          <Text style={{ ...emailFigureLine, fontWeight: 600, color: EMAIL_COLORS.text }}>{t("statement.listings.title")}</Text>
          {props.listings.map((group) => (
            <Text key={group.listing?._id ?? "other"} style={emailFigureLine}>
              <strong style={{ color: EMAIL_COLORS.text }}>{listingGroupLabel(t, group)}</strong>
              <br />
              {STATEMENT_LISTING_COLUMNS.map((column, index) => (
                <span key={column.key}>
                  {index > 0 ? " · " : ""}
                  {column.key === "net" ? (
                    <strong style={{ color: EMAIL_COLORS.text }}>{figure(column.key, group)}</strong>
                  ) : (
                    figure(column.key, group)
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
