import { z } from "zod";
import { MESSAGE_KINDS, OUTBOX_STATUSES, type MessageKind, type OutboxStatus } from "@/lib/domain/outbox";
import { pageLimit, paginationSchema } from "./common";
import type { HistoryEntity } from "./history";

/** A query parameter sent empty (`?status=`) means "any". */
const blankAsUnset = <Schema extends z.ZodType>(schema: Schema) => z.preprocess((value) => (value === "" ? undefined : value), schema);

/** GET /api/v1/outbox: newest first, one page, by kind and status. */
export const outboxQuerySchema = paginationSchema.extend({
  limit: pageLimit(100, 50),
  kind: blankAsUnset(z.enum(MESSAGE_KINDS, { error: () => `kind must be one of: ${MESSAGE_KINDS.join(", ")}.` }).optional()),
  status: blankAsUnset(z.enum(OUTBOX_STATUSES, { error: () => `status must be one of: ${OUTBOX_STATUSES.join(", ")}.` }).optional()),
});

export type OutboxQuery = z.output<typeof outboxQuerySchema>;

/** A row of the Outbox. */
export interface OutboxMessageDto {
  _id: string;
  kind: MessageKind;
  status: OutboxStatus;
  to: { name: string; address: string };
  subject: string;
  attempts: number;
  lastError: string | null;
  related: { type: HistoryEntity; _id: string } | null;
  /** Who caused it (their id is null once they are deleted; the name stays); null for scheduled mail. */
  createdBy: { _id: string | null; name: string } | null;
  createdAt: string;
  lastAttemptAt: string | null;
  sentAt: string | null;
}

export interface OutboxAttachmentDto {
  filename: string;
  contentType: string;
  size: number;
}

/** GET /api/v1/outbox/{id}: the row, and what was (or would be) sent. */
export interface OutboxMessageDetailDto extends OutboxMessageDto {
  messageId: string;
  html: string;
  text: string;
  attachments: OutboxAttachmentDto[];
  /** The mail server's answer to the send that succeeded. */
  smtpResponse: string | null;
}

/** POST /users/me/digest and every other "send this" route: 202, the Outbox message's id. */
export interface QueuedMessageDto {
  messageId: string;
  /**
   * true: no mail server is set up (SMTP_URL), so nothing left — the message is kept in the Outbox (`captured`),
   * where `/outbox?message={messageId}` opens it; the screens say so instead of "on its way".
   */
  captured: boolean;
}
