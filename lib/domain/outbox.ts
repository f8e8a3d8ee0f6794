/**
 * What a message of the Outbox is and where it stands (server/mail, the Outbox page); their words are the
 * `enums.outboxStatus` and `enums.messageKind` messages.
 */
export const OUTBOX_STATUSES = ["captured", "queued", "sending", "sent", "failed"] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

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

/**
 * What a message written with no mail server set up (status `captured`) became, as History's line says it (the
 * screens say it in their language: `common.savedInOutbox`).
 */
export const SAVED_IN_OUTBOX_LINE = "saved in the Outbox — no mail server is set up";

/** The Outbox with one message open (the page keeps the open message in its address). */
export const outboxMessageHref = (id: string) => `/outbox?message=${encodeURIComponent(id)}`;
