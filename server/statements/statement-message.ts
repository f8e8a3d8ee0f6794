import { CSV_CONTENT_TYPE } from "@/server/http/downloads";
import { createElement } from "react";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { Actor } from "@/server/auth/actor";
import { getStatementSummary, statementEntries, type StatementSummary } from "@/server/accounts/get-statement";
import { agencyDay } from "@/lib/domain/agency-time";
import { prisma } from "@/server/db/client";
import { statementCsvStream, statementFileName } from "@/server/statements/statement-csv";
import { statementPdfStream, streamBytes } from "@/server/statements/statement-pdf";
import { unprocessable } from "@/server/errors";
import { isDeliverableAddress } from "@/server/mail/mail-config";
import { prepareMessage, type PreparedMessage } from "@/server/mail/queue-message";
import { StatementEmail, statementSubject } from "./statement-email";
import { translatorFor } from "@/server/i18n/translator";
import { statementPeriodLabel } from "./statement-words";

/**
 * The most entries an e-mailed statement may hold. The Outbox keeps every
 * message as its exact MIME (the bytes sent), attachments included; 10,000
 * entries make a PDF and a CSV of about 1 MB each (under 3 MB of MIME), within
 * what mail servers accept. A longer period is e-mailed as an excerpt (the
 * monthly statements) or refused with the way forward (an e-mail asked for by
 * hand): docs/DECISIONS.md "A statement too long to e-mail".
 */
export const MAX_EMAILED_STATEMENT_ENTRIES = 10_000;

export const NO_STATEMENT_ADDRESS = "This client has no valid contact e-mail address: add one on the client's page first.";

/** The address a statement goes to, or a 422 before anything is rendered or written. */
export function statementAddress(summary: Pick<StatementSummary, "client">): string {
  const address = summary.client.contactEmailAddress.trim();
  if (!isDeliverableAddress(address)) throw unprocessable(NO_STATEMENT_ADDRESS, { contactEmailAddress: [NO_STATEMENT_ADDRESS] });
  return address;
}

/** What the attachments cover when the period has more entries than an e-mail carries: its latest whole days. */
export type StatementExcerpt = {
  from: string;
  to: string;
  entryCount: number;
};

/**
 * The first agency day of the period's latest whole days that together hold
 * at most `max` entries (the day after the newest entry left out, found on
 * the (client_id, date, sequence) index), or null when the last day alone
 * holds more.
 */
export async function excerptStart(summary: StatementSummary, max: number): Promise<string | null> {
  const [cut] = await prisma.$queryRaw<{ date: Date; newest: Date }[]>`
    SELECT date, (SELECT max(date) FROM account_transactions
                  WHERE client_id = ${summary.client._id}::uuid AND date >= ${summary.start}::timestamptz AND date < ${summary.end}::timestamptz) AS newest
    FROM account_transactions
    WHERE client_id = ${summary.client._id}::uuid AND date >= ${summary.start}::timestamptz AND date < ${summary.end}::timestamptz
    ORDER BY date DESC, sequence DESC OFFSET ${max}::int LIMIT 1`;
  if (!cut) return null;
  const from = agencyDay(agencyDay(cut.date, summary.timeZone).end, summary.timeZone).date;
  // The newest entry's day is the cut's own: that day alone holds more than `max`.
  return agencyDay(cut.newest, summary.timeZone).date >= from ? from : null;
}

/**
 * The statement as an Outbox message to the client's contact e-mail: a
 * covering note with the figures, the PDF and the CSV attached (each rendered
 * from the same keyset walk of the period as the downloads). A client without
 * a valid address is a 422 and nothing is written. A period of more than
 * `maxEntries` entries is, with `excerptWhenLong` (the monthly statements:
 * nobody is there to choose a shorter period), sent with the statement of its
 * latest whole days attached — the note gives the whole period's figures and
 * says what the attachment covers; without it, a 422 asking for a shorter
 * period (the person asking can choose one, or download the PDF). The note, its subject and the attachments are in the
 * owner's language (summary.language, read with the statement).
 */
export async function prepareStatementMessage(
  summary: StatementSummary,
  {
    idempotencyKey,
    createdBy = null,
    excerptWhenLong = false,
    maxEntries = MAX_EMAILED_STATEMENT_ENTRIES,
  }: { idempotencyKey?: string; createdBy?: Actor | null; excerptWhenLong?: boolean; maxEntries?: number },
): Promise<{ message: PreparedMessage; excerpt: StatementExcerpt | null }> {
  const address = statementAddress(summary);
  let attached = summary;
  if (summary.entryCount > maxEntries) {
    const from = excerptWhenLong ? await excerptStart(summary, maxEntries) : null;
    if (!from) {
      throw unprocessable(
        `This period has ${summary.entryCount.toLocaleString("en-US")} entries, more than an e-mail can carry (${maxEntries.toLocaleString("en-US")}): choose a shorter period, or download the PDF.`,
        { to: ["Choose a shorter period."] },
      );
    }
    const latest = await getStatementSummary({ clientId: summary.client._id, from, to: summary.to, now: new Date(summary.generatedAt) });
    attached = { ...latest, language: summary.language };
  }
  const excerpt = attached === summary ? null : { from: attached.from, to: attached.to, entryCount: attached.entryCount };
  const [pdf, csv] = [
    await streamBytes(statementPdfStream(attached, () => statementEntries(attached))),
    await streamBytes(statementCsvStream(attached, statementEntries(attached))),
  ];
  const { language } = summary;
  const t = await translatorFor(language);
  const period = statementPeriodLabel(summary.from, summary.to, language, t);
  const message = await prepareMessage({
    kind: "statement",
    to: { name: summary.client.contactName || summary.client.name, address },
    subject: statementSubject(summary.client.name, period, t),
    body: createElement(StatementEmail, {
      language,
      t,
      clientName: summary.client.name,
      contactName: summary.client.contactName,
      period,
      openingBalance: summary.openingBalance,
      totalCredits: summary.totalCredits,
      totalDebits: summary.totalDebits,
      closingBalance: summary.closingBalance,
      entryCount: summary.entryCount,
      listings: summary.listings,
      excerpt: excerpt && { period: statementPeriodLabel(excerpt.from, excerpt.to, language, t), entryCount: excerpt.entryCount },
    }),
    attachments: [
      { filename: statementFileName(attached, t, "pdf"), contentType: "application/pdf", content: pdf },
      { filename: statementFileName(attached, t, "csv"), contentType: CSV_CONTENT_TYPE, content: csv },
    ],
    related: { type: "accounts", id: summary.client._id },
    idempotencyKey,
    createdBy,
  });
  return { message, excerpt };
}

/** The account's History line for a statement e-mailed (audit action `email-statement`, on the account). */
export async function recordStatementSent(
  tx: Prisma.TransactionClient,
  {
    summary,
    messageId,
    address,
    by,
    month,
    excerpt = null,
    captured = false,
  }: {
    summary: StatementSummary;
    messageId: string;
    address: string;
    by: { id: string | null; name: string };
    month?: string;
    excerpt?: StatementExcerpt | null;
    /** No mail server is set up: the History line says the statement was kept in the Outbox, not e-mailed. */
    captured?: boolean;
  },
): Promise<void> {
  await tx.auditLog.create({
    data: {
      actorId: by.id,
      actorName: by.name,
      action: "email-statement",
      entityType: "account",
      entityId: summary.client._id,
      changes: {
        from: summary.from,
        to: summary.to,
        address,
        messageId,
        ...(month ? { month } : {}),
        ...(excerpt ? { excerpt } : {}),
        ...(captured ? { captured: true } : {}),
      },
    },
  });
}
