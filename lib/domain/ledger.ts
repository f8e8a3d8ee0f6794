import { TRANSACTION_TYPES } from "./enums";

/**
 * What the ledger screens show without the account schemas: kept out of
 * lib/schemas/account.ts so the ledger page does not ship zod (only the
 * add-transaction form needs it, and loads it when opened).
 */
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

export const TRANSACTION_TYPE_LABELS: Record<TransactionType, string> = {
  card: "Card",
  cash: "Cash",
  check: "Check",
  payment: "Payment",
  wire: "Wire",
  other: "Other",
};

/** Page size of the transactions table (SPEC §9). */
export const TRANSACTIONS_PAGE_SIZE = 100;
