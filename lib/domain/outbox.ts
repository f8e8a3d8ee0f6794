/**
 * The Outbox's words (server/mail, the Outbox page): what a message is and
 * where it stands. One home, like lib/domain/enums.ts.
 */
export const OUTBOX_STATUSES = ["captured", "queued", "sending", "sent", "failed"] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

export const OUTBOX_STATUS_LABELS: Record<OutboxStatus, string> = {
  captured: "Captured",
  queued: "Queued",
  sending: "Sending",
  sent: "Sent",
  failed: "Failed",
};

/**
 * Every kind of message the console sends. Later kinds (owner statements,
 * work orders, password resets) add themselves here.
 */
export const MESSAGE_KINDS = [
  "digest",
  "statement",
  "password-reset",
  "work-order",
  "receipt",
  "deposit-settlement",
  "sign-in-security",
] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

export const MESSAGE_KIND_LABELS: Record<MessageKind, string> = {
  digest: "Daily digest",
  statement: "Owner statement",
  "password-reset": "Password reset",
  "work-order": "Work order",
  receipt: "Payment receipt",
  "deposit-settlement": "Deposit settlement",
  "sign-in-security": "Sign-in security",
};

/**
 * What a message written with no mail server set up (status `captured`) became (issue 44): the screens say this
 * instead of "on its way" / "e-mailed", with a link to the message; the History line says it in lower case.
 */
export const SAVED_IN_OUTBOX = "Saved in the Outbox — no mail server is set up.";
export const SAVED_IN_OUTBOX_LINE = "saved in the Outbox — no mail server is set up";

/** The Outbox with one message open (the page keeps the open message in its address). */
export const outboxMessageHref = (id: string) => `/outbox?message=${encodeURIComponent(id)}`;
