import { CSV_CONTENT_TYPE } from "@/server/http/downloads";
import { createElement } from "react";
import { AGENCY } from "@/lib/domain/agency";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { Actor } from "@/server/auth/actor";
import { statementEntries, type StatementSummary } from "@/server/accounts/get-statement";
import { statementCsvStream, statementFileName } from "@/server/accounts/statement-csv";
import { statementPdfStream, streamBytes } from "@/server/accounts/statement-pdf";
import { unprocessable } from "@/server/errors";
import { isDeliverableAddress } from "@/server/mail/mail-config";
import { prepareMessage, type PreparedMessage } from "@/server/mail/queue-message";
import { StatementEmail, statementSubject } from "@/server/mail/templates/statement-email";
import { periodLabel } from "@/lib/domain/statement-period";

/**
 * The most entries an e-mailed statement may hold. The Outbox keeps every
 * message as its exact MIME (the bytes sent), attachments included; 10,000
 * entries make a PDF and a CSV of about 1 MB each (under 3 MB of MIME), within
 * what mail servers accept. A longer period is downloaded instead.
 */
export const MAX_EMAILED_STATEMENT_ENTRIES = 10_000;

export const NO_STATEMENT_ADDRESS = "This client has no valid contact e-mail address: add one on the client's page first.";

/** The address a statement goes to, or a 422 before anything is rendered or written. */
export function statementAddress(summary: Pick<StatementSummary, "client">): string {
  const address = summary.client.contactEmailAddress.trim();
  if (!isDeliverableAddress(address)) throw unprocessable(NO_STATEMENT_ADDRESS, { contactEmailAddress: [NO_STATEMENT_ADDRESS] });
  return address;
}

/**
 * The statement as an Outbox message to the client's contact e-mail: a
 * covering note with the figures, the PDF and the CSV attached (each rendered
 * from the same keyset walk of the period as the downloads). A client without
 * a valid address, or a period too long to mail, is a 422 and nothing is
 * written.
 */
export async function prepareStatementMessage(
  summary: StatementSummary,
  { idempotencyKey, createdBy = null }: { idempotencyKey?: string; createdBy?: Actor | null },
): Promise<PreparedMessage> {
  const address = statementAddress(summary);
  if (summary.entryCount > MAX_EMAILED_STATEMENT_ENTRIES) {
    throw unprocessable(
      `This period has ${summary.entryCount.toLocaleString("en-US")} entries, more than an e-mail can carry (${MAX_EMAILED_STATEMENT_ENTRIES.toLocaleString("en-US")}): choose a shorter period, or download the PDF.`,
      { to: ["Choose a shorter period."] },
    );
  }
  const [pdf, csv] = [
    await streamBytes(statementPdfStream(summary, () => statementEntries(summary))),
    await streamBytes(statementCsvStream(summary, statementEntries(summary))),
  ];
  const period = periodLabel(summary.from, summary.to);
  return prepareMessage({
    kind: "statement",
    to: { name: summary.client.contactName || summary.client.name, address },
    subject: statementSubject(summary.client.name, period),
    body: createElement(StatementEmail, {
      clientName: summary.client.name,
      contactName: summary.client.contactName,
      period,
      openingBalance: summary.openingBalance,
      totalCredits: summary.totalCredits,
      totalDebits: summary.totalDebits,
      closingBalance: summary.closingBalance,
      entryCount: summary.entryCount,
      agencyName: AGENCY.name,
      agencyEmail: AGENCY.email,
    }),
    attachments: [
      { filename: statementFileName(summary, "pdf"), contentType: "application/pdf", content: pdf },
      { filename: statementFileName(summary, "csv"), contentType: CSV_CONTENT_TYPE, content: csv },
    ],
    related: { type: "accounts", id: summary.client._id },
    idempotencyKey,
    createdBy,
  });
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
  }: { summary: StatementSummary; messageId: string; address: string; by: { id: string | null; name: string }; month?: string },
): Promise<void> {
  await tx.auditLog.create({
    data: {
      actorId: by.id,
      actorName: by.name,
      action: "email-statement",
      entityType: "account",
      entityId: summary.client._id,
      changes: { from: summary.from, to: summary.to, address, messageId, ...(month ? { month } : {}) },
    },
  });
}
