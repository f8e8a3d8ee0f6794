import { z } from "zod";
import { LEDGER_COLUMNS, TRANSACTION_TYPES, type LedgerColumn, type TransactionType } from "@/lib/domain/enums";
import { TRANSACTIONS_PAGE_SIZE } from "@/lib/domain/ledger";
import { agencyDay, idSchema, MAX_PAGE_SIZE, pageLimit, paginationSchema, requiredText, searchText } from "./common";
import { listControls } from "./search";

/**
 * Client accounts: one ledger per client (the account is keyed by the client's
 * id) and its entries. Shared by the add-transaction panel (zodResolver) and
 * the route handlers; the owner statement's are in statement.ts.
 */

/** The largest single entry: ten million dollars. */
export const MAX_TRANSACTION_AMOUNT = "10000000.00";
/** The earliest date an entry may be back-dated to (catches typed years like 0225). */
export const EARLIEST_LEDGER_DATE = "2000-01-01";
export const AMOUNT_MESSAGES = {
  required: "Amount is required.",
  notANumber: "Amount must be a number, like 1250.00.",
  places: "Amount can have at most 2 decimal places.",
  positive: "Amount must be greater than zero.",
  max: "Amount cannot be more than $10,000,000.00.",
} as const;

const AMOUNT_TEXT = /^(-)?(\d+)(?:\.(\d*))?$/;

/**
 * A positive USD amount with at most two decimal places, given as a string or
 * a JSON number; the output is the canonical decimal string ("1250.00").
 * Checked on the text, so 0.1 stays 0.10 and nothing passes through a float.
 */
export const amountSchema = z
  .union([z.string(), z.number()], {
    error: (issue) => (issue.input === undefined || issue.input === null ? AMOUNT_MESSAGES.required : AMOUNT_MESSAGES.notANumber),
  })
  .transform((input, ctx) => {
    const fail = (message: string) => {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    };
    if (typeof input === "number" && !Number.isFinite(input)) return fail(AMOUNT_MESSAGES.notANumber);
    const text = typeof input === "number" ? String(input) : input.trim();
    if (text === "") return fail(AMOUNT_MESSAGES.required);
    const match = AMOUNT_TEXT.exec(text);
    if (!match) return fail(AMOUNT_MESSAGES.notANumber);
    const [, minus, wholeText, fraction = ""] = match;
    if (fraction.length > 2) return fail(AMOUNT_MESSAGES.places);
    const whole = wholeText!.replace(/^0+(?=\d)/, "");
    const cents = fraction.padEnd(2, "0");
    if (minus || (whole === "0" && cents === "00")) return fail(AMOUNT_MESSAGES.positive);
    const canonical = `${whole}.${cents}`;
    if (whole.length > 8 || (whole.length === 8 && canonical > MAX_TRANSACTION_AMOUNT)) return fail(AMOUNT_MESSAGES.max);
    return canonical;
  });

const blankToUndefined = (value: unknown) => (value === "" || value === null ? undefined : value);

const columnSchema = z.preprocess(
  blankToUndefined,
  z.enum(LEDGER_COLUMNS, { error: (issue) => (issue.input === undefined ? "Column is required." : "Column must be credit or debit.") }),
);

const typeSchema = z.preprocess(
  blankToUndefined,
  z.enum(TRANSACTION_TYPES, {
    error: (issue) => (issue.input === undefined ? "Type is required." : `Type must be one of ${TRANSACTION_TYPES.join(", ")}.`),
  }),
);

/** yyyy-MM-dd, a real calendar date. */
export const calendarDateSchema = agencyDay("Date");

/**
 * The optional date of a back-dated entry: a calendar day (yyyy-MM-dd, the
 * agency's day) or an ISO 8601 date-time with an offset. Absent or blank
 * means "now". The server refuses future dates and dates before 2000.
 */
export const ledgerDateSchema = z.preprocess(
  blankToUndefined,
  z
    .union([z.iso.date(), z.iso.datetime({ offset: true })], { error: "Date must be a date like 2026-01-31 or an ISO 8601 date-time." })
    .optional(),
);

export const transactionFieldsSchema = z.object({
  column: columnSchema,
  type: typeSchema,
  description: requiredText("Description", 500),
  value: amountSchema,
  date: ledgerDateSchema,
});

export const createTransactionSchema = transactionFieldsSchema.extend({
  clientRef: z.preprocess(
    blankToUndefined,
    z.uuid({ error: (issue) => (issue.input === undefined ? "Client is required." : "Client must be a valid id.") }),
  ),
});

/**
 * Why an entry is reversed or deleted: kept with the reversal and in the
 * account's History. Required by the console's dialogs and by
 * POST …/reverse; a DELETE may come without a body (the call of PRODUCT.md#api).
 */
export const entryReasonSchema = z.object({ reason: requiredText("Reason", 500) });

const booleanFlag = z
  .enum(["true", "false"], { error: "accountBalance must be true or false." })
  .optional()
  .transform((value) => value === "true");

export const accountListQuerySchema = paginationSchema.extend({
  name: searchText,
  accountBalance: booleanFlag,
  ...listControls("accounts"),
});

export const transactionListQuerySchema = paginationSchema.extend({
  client: z.uuid({ error: (issue) => (issue.input === undefined ? "client is required." : "client must be a valid id.") }),
  limit: pageLimit(MAX_PAGE_SIZE, TRANSACTIONS_PAGE_SIZE),
});

export const registerAccountSchema = z.object({
  clientRef: z.preprocess(
    blankToUndefined,
    z.uuid({ error: (issue) => (issue.input === undefined ? "Client is required." : "Client must be a valid id.") }),
  ),
});

export const updateAccountSchema = z.object({ _id: idSchema });

export type TransactionFields = z.output<typeof transactionFieldsSchema>;
export type CreateTransactionInput = z.output<typeof createTransactionSchema>;
export type AccountListQuery = z.output<typeof accountListQuerySchema>;
export type EntryReason = z.output<typeof entryReasonSchema>;
export type TransactionListQuery = z.output<typeof transactionListQuerySchema>;

/** A client in the accounts list; accountBalance only when asked for (accountBalance=true). */
export interface AccountListItemDto {
  _id: string;
  name: string;
  propertyCount: number;
  entryCount: number;
  accountBalance?: string;
}

/**
 * An account record: the ledger of one client. `_id` is the client's id (one
 * account per client); balance and entry count are derived from the entries.
 */
export interface AccountDto {
  _id: string;
  clientRef: string;
  name: string;
  accountBalance: string;
  entryCount: number;
  propertyCount: number;
  isOpen: boolean;
  lastEntryDate: string | null;
}

export interface TransactionDto {
  _id: string;
  clientRef: string;
  date: string;
  type: TransactionType;
  description: string;
  column: LedgerColumn;
  value: string;
  closingBalance: string;
  postedBy: string | null;
  /** On a reversal: the entry it cancels. */
  reverses: LinkedEntry | null;
  /** On a reversed entry: its reversal. */
  reversedBy: LinkedEntry | null;
  /** On a reversal: why it was posted. */
  reversalReason: string | null;
  /** A charge to the owner for a service order only: the service order it charges… */
  serviceOrderRef?: { _id: string; orderNumber: number; name: string };
  /** …and its invoice (null when there is none, or it was deleted). */
  documentRef?: { _id: string; title: string; fileName: string } | null;
  /**
   * An entry made from rent (the rent credited, the management fee, a late fee passed to the owner, or
   * their reversal): the tenant's payment whose money it is, on which lease, and that payment's day. Null for
   * every other entry (a deposit deduction has no payment either). Such entries cannot be deleted or reversed
   * here: the payment is reversed on the lease.
   */
  paymentRef: PaymentRef | null;
  /** Any entry made from a lease (rent, fees, a deposit deduction, or their reversal) only: that lease. */
  leaseRef?: string;
}

/** The tenant's payment an owner's entry came from. */
export interface PaymentRef {
  _id: string;
  leaseRef: string;
  /** The payment's day (yyyy-MM-dd). */
  date: string;
}

/** The other entry of a reversal pair. */
export interface LinkedEntry {
  _id: string;
  date: string;
}
