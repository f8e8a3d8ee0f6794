import { randomUUID } from "node:crypto";
import type { ReactElement } from "react";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { MessageKind } from "@/lib/domain/outbox";
import type { HistoryEntity } from "@/lib/schemas/history";
import type { Actor } from "@/server/auth/actor";
import { unprocessable } from "@/server/errors";
import { enqueue } from "@/server/jobs/enqueue";
import { composeMessage, type Attachment } from "./compose-message";
import { headerText, isDeliverableAddress, mailDelivers, mailFrom } from "./mail-config";
import { renderEmail } from "./render-email";
import { admitMailSend } from "./send-limit";

export interface OutgoingMessage {
  kind: MessageKind;
  to: { name?: string; address: string };
  subject: string;
  /** The body, a React e-mail (server/mail/templates): rendered here into its HTML and plain-text parts. */
  body: ReactElement;
  attachments?: readonly Attachment[];
  /** The record the message is about: the Outbox links to it. */
  related?: { type: HistoryEntity; id: string };
  /**
   * At most one message per key, ever ("digest:<user>:<day>"): a second call
   * with the same key writes nothing and answers the first message's id.
   */
  idempotencyKey?: string;
  /** Who caused it; none for scheduled work. */
  createdBy?: Actor | null;
  /** A signed one-click unsubscribe URL (RFC 8058): adds List-Unsubscribe and List-Unsubscribe-Post. */
  unsubscribeUrl?: string;
}

export interface QueuedMessage {
  id: string;
  /** false: the idempotency key had a message already, and that one is answered. */
  created: boolean;
  /** true: no mail server is set up (SMTP_URL), so the message is kept in the Outbox (`captured`) and never sent. */
  captured: boolean;
}

/** A message rendered and composed, ready to be written: its id, Message-ID and every byte are fixed. */
export interface PreparedMessage {
  id: string;
  kind: MessageKind;
  to: { name: string; address: string };
  subject: string;
  messageId: string;
  html: string;
  text: string;
  raw: Buffer;
  attachments: { filename: string; contentType: string; size: number }[];
  related: OutgoingMessage["related"];
  idempotencyKey: string | null;
  createdById: string | null;
  createdByName: string | null;
}

/**
 * Renders and composes a message — before the transaction that writes it,
 * so no transaction waits on React or MIME (the first render loads a few
 * modules; the embedded database has one connection). An address that
 * cannot receive mail is a 422, and nothing has been written.
 */
export async function prepareMessage(message: OutgoingMessage): Promise<PreparedMessage> {
  const address = message.to.address.trim();
  if (!isDeliverableAddress(address)) {
    throw unprocessable("There is no valid e-mail address to send this to.", { to: ["A valid e-mail address is required."] });
  }
  const id = randomUUID();
  const from = mailFrom();
  const messageId = `<${id}@${from.address.split("@")[1]}>`;
  const to = { name: headerText(message.to.name ?? ""), address };
  const subject = headerText(message.subject).slice(0, 300);
  const { html, text } = await renderEmail(message.body);
  const raw = await composeMessage({
    from,
    to,
    subject,
    html,
    text,
    messageId,
    date: new Date(),
    attachments: message.attachments,
    unsubscribeUrl: message.unsubscribeUrl,
  });
  return {
    id,
    kind: message.kind,
    to,
    subject,
    messageId,
    html,
    text,
    raw,
    attachments: (message.attachments ?? []).map(({ filename, contentType, content }) => ({
      filename,
      contentType,
      size: Buffer.byteLength(content),
    })),
    related: message.related,
    idempotencyKey: message.idempotencyKey ?? null,
    createdById: message.createdBy?.id ?? null,
    createdByName: message.createdBy?.name.slice(0, 170) ?? null,
  };
}

/**
 * The one way a message leaves the console: call it with the transaction of
 * the change that causes it, with what prepareMessage() made. The Outbox row
 * (and, with SMTP_URL, its mail.send job) commit with that change or not at
 * all; the Outbox shows exactly what goes out. Without SMTP_URL it stays
 * `captured`. A repeated idempotency key writes nothing and answers the first.
 * A message a person caused counts against their sends of the hour
 * (send-limit.ts): over MAIL_SENDS_PER_HOUR it is a 429 and nothing is written.
 */
export async function queueMessage(
  tx: Prisma.TransactionClient,
  message: PreparedMessage,
  limit: { perHour?: number } = {},
): Promise<QueuedMessage> {
  if (message.idempotencyKey) {
    const existing = await tx.outboxMessage.findUnique({
      where: { idempotencyKey: message.idempotencyKey },
      select: { id: true, status: true },
    });
    if (existing) return { id: existing.id, created: false, captured: existing.status === "captured" };
  }
  if (message.createdById) await admitMailSend(tx, message.createdById, limit);
  const delivers = mailDelivers();
  // ON CONFLICT DO NOTHING on the key: of two writers racing with one key, the second finds the first's row.
  const [written] = await tx.outboxMessage.createManyAndReturn({
    data: {
      id: message.id,
      kind: message.kind,
      status: delivers ? "queued" : "captured",
      toAddress: message.to.address,
      toName: message.to.name,
      subject: message.subject,
      messageId: message.messageId,
      idempotencyKey: message.idempotencyKey,
      html: message.html,
      text: message.text,
      raw: new Uint8Array(message.raw),
      attachments: message.attachments,
      relatedType: message.related?.type ?? null,
      relatedId: message.related?.id ?? null,
      createdById: message.createdById,
      createdByName: message.createdByName,
    },
    skipDuplicates: true,
    select: { id: true },
  });
  if (!written) {
    const first = await tx.outboxMessage.findUniqueOrThrow({
      where: { idempotencyKey: message.idempotencyKey! },
      select: { id: true, status: true },
    });
    return { id: first.id, created: false, captured: first.status === "captured" };
  }
  if (delivers) await enqueue(tx, "mail.send", { messageId: message.id });
  return { id: message.id, created: true, captured: !delivers };
}
