import { createElement } from "react";
import type { Actor } from "@/server/auth/actor";
import { recordAudit } from "@/server/audit";
import { prisma } from "@/server/db/client";
import { env } from "@/server/env";
import { translatorFor } from "@/server/i18n/translator";
import { conflict, unprocessable } from "@/server/errors";
import { isDeliverableAddress } from "@/server/mail/mail-config";
import { prepareMessage, queueMessage } from "@/server/mail/queue-message";
import { ReceiptEmail, receiptSubject } from "@/server/mail/templates/receipt-email";
import { calendarDay } from "./letter-pdf";
import { getReceipt, type Receipt } from "./receipt-data";
import { balanceText, receiptFileName, receiptPdf } from "./receipt-pdf";

export const NO_RECEIPT_ADDRESS = "The primary tenant has no valid e-mail address.";
export const REVERSED_RECEIPT = "This payment was reversed: its receipt is not e-mailed. Download it instead.";

/** The Outbox idempotency key of a payment's receipt: one message per payment, ever. */
export const receiptKey = (paymentId: string) => `receipt:${paymentId}`;

/** Where a receipt goes: the primary tenant's e-mail, or a 422 before anything is rendered or written. */
export function receiptAddress(receipt: Pick<Receipt, "tenants">): { name: string; address: string } {
  const primary = receipt.tenants.find((tenant) => tenant.primary) ?? receipt.tenants[0];
  const address = primary?.email?.trim() ?? "";
  if (!primary || !isDeliverableAddress(address)) throw unprocessable(NO_RECEIPT_ADDRESS, { email: [NO_RECEIPT_ADDRESS] });
  return { name: primary.name, address };
}

/**
 * POST /leases/{id}/payments/{paymentId}/receipt/email (PRODUCT.md#rent
 * "Receipts"): the payment's receipt to the primary tenant, in their language, through the
 * Outbox, PDF attached — exactly once per payment: the message carries the
 * idempotency key `receipt:<payment>`, so a second call (or two at once)
 * answers the first message's id and writes nothing (server/mail/queue-message.ts).
 * The Outbox row and the lease's History line commit together. No valid
 * address → 422 and nothing written (the receipt can still be downloaded);
 * a reversed payment's receipt is not sent (409).
 */
export async function emailReceipt({
  leaseId,
  paymentId,
  actor,
}: {
  leaseId: string;
  paymentId: string;
  actor: Actor;
}): Promise<{ messageId: string; captured: boolean }> {
  const receipt = await getReceipt(leaseId, paymentId);
  const sent = await prisma.outboxMessage.findUnique({
    where: { idempotencyKey: receiptKey(paymentId) },
    select: { id: true, status: true },
  });
  if (sent) return { messageId: sent.id, captured: sent.status === "captured" };
  if (receipt.reversal) throw conflict(REVERSED_RECEIPT);
  const to = receiptAddress(receipt);
  const pdf = await receiptPdf(receipt, { timeZone: env().APP_TIME_ZONE });
  const { language } = receipt;
  const t = await translatorFor(language);
  const message = await prepareMessage({
    kind: "receipt",
    to,
    subject: receiptSubject(t, receipt.listing.propertyName, receipt.number),
    body: createElement(ReceiptEmail, {
      t,
      language,
      tenantName: to.name,
      propertyName: receipt.listing.propertyName,
      number: receipt.number,
      date: calendarDay(receipt.date, language),
      value: receipt.value,
      methodLine: [
        t(`receipt.methods.${receipt.method}`),
        receipt.reference && t("receipt.emailReference", { reference: receipt.reference }),
      ]
        .filter(Boolean)
        .join(" · "),
      paid: receipt.paid.map((line) => ({ description: line.description, value: line.value })),
      morePaid: receipt.morePaid,
      credit: receipt.credit,
      balanceAfter: balanceText(receipt.balanceAfter, t),
    }),
    attachments: [{ filename: receiptFileName(receipt), contentType: "application/pdf", content: pdf }],
    related: { type: "leases", id: leaseId },
    idempotencyKey: receiptKey(paymentId),
    createdBy: actor,
  });
  const queued = await prisma.$transaction(async (tx) => {
    const written = await queueMessage(tx, message);
    if (written.created) {
      await recordAudit(tx, {
        actor,
        action: "email-receipt",
        entityType: "lease",
        entityId: leaseId,
        changes: { paymentId, number: receipt.number, value: receipt.value, address: to.address, messageId: written.id },
      });
    }
    return written;
  });
  return { messageId: queued.id, captured: queued.captured };
}
