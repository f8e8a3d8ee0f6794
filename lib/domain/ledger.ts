/**
 * What the ledger screens need without the account schemas: kept out of
 * lib/schemas/account.ts so the ledger page does not ship zod (only the
 * add-transaction form needs it, and loads it when opened). The entry types
 * and their labels live with the other enumerations in ./enums.ts.
 */

/** Page size of the transactions table (PRODUCT.md#limits). */
export const TRANSACTIONS_PAGE_SIZE = 100;
