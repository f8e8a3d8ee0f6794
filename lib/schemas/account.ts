import { z } from "zod";
import { LEDGER_COLUMNS, TRANSACTION_TYPES, type LedgerColumn, type TransactionType } from "@/lib/domain/enums";
import { TRANSACTIONS_PAGE_SIZE } from "@/lib/domain/ledger";
import { agencyDay, idSchema, MAX_PAGE_SIZE, paginationSchema, requiredText, searchText } from "./common";
import { listControls } from "./search";
import { dbDate } from "@/lib/domain/agency-time";

/**
 * Client accounts: one ledger per client (the account is keyed by the client's
 * id), its entries, and the owner statement. Shared by the add-transaction
 * panel (zodResolver) and the route handlers.
 */

/** The largest single entry: ten million dollars. */
export const MAX_TRANSACTION_AMOUNT = "10000000.00";
/** The earliest date an entry may be back-dated to (catches typed years like 0225). */
export const EARLIEST_LEDGER_DATE = "2000-01-01";
/** The longest statement period, in days (five years). */
export const MAX_STATEMENT_DAYS = 5 * 366;
/** Entries on one page of the statement (JSON without `limit`, and the statement page). */
export const STATEMENT_PAGE_SIZE = 100;

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

const limitWithDefault = (fallback: number) =>
  z.coerce
    .number({ error: "limit must be a number." })
    .int("limit must be a whole number.")
    .min(1, "limit must be at least 1.")
    .max(MAX_PAGE_SIZE, `limit cannot be more than ${MAX_PAGE_SIZE}.`)
    .default(fallback);

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
  limit: limitWithDefault(TRANSACTIONS_PAGE_SIZE),
});

export const registerAccountSchema = z.object({
  clientRef: z.preprocess(
    blankToUndefined,
    z.uuid({ error: (issue) => (issue.input === undefined ? "Client is required." : "Client must be a valid id.") }),
  ),
});

export const updateAccountSchema = z.object({ _id: idSchema });

/** The statement rules' texts; the statement page maps each to words for people (components/accounts/statement-period.ts). */
export const STATEMENT_PERIOD_MESSAGES = {
  pair: "Give both from and to, or neither for last calendar month.",
  order: "The start date must not be after the end date.",
  tooLong: "A statement can cover at most five years.",
} as const;

/**
 * The owner statement's period: agency days `from`..`to`, inclusive. Without
 * either the server takes last calendar month (server/accounts/get-statement.ts).
 */
const periodFields = {
  from: agencyDay("from").optional(),
  to: agencyDay("to").optional(),
};

function checkPeriod(query: { from?: string; to?: string }, ctx: z.RefinementCtx) {
  if (query.from === undefined && query.to === undefined) return;
  if (query.from === undefined || query.to === undefined) {
    ctx.addIssue({ code: "custom", path: [query.from === undefined ? "from" : "to"], message: STATEMENT_PERIOD_MESSAGES.pair });
  } else if (query.from > query.to) {
    ctx.addIssue({ code: "custom", path: ["to"], message: STATEMENT_PERIOD_MESSAGES.order });
  } else if (daysBetween(query.from, query.to) >= MAX_STATEMENT_DAYS) {
    ctx.addIssue({ code: "custom", path: ["to"], message: STATEMENT_PERIOD_MESSAGES.tooLong });
  }
}

export const statementQuerySchema = z
  .object({
    ...periodFields,
    format: z.enum(["json", "csv", "pdf"], { error: "format must be json, csv or pdf." }).default("json"),
    /** A page of the period's entries (JSON only; the CSV and PDF have them all, streamed). */
    skip: paginationSchema.shape.skip,
    limit: paginationSchema.shape.limit.default(STATEMENT_PAGE_SIZE),
  })
  .superRefine(checkPeriod);

/** POST /accounts/{clientId}/statement/email: the period to send (both or neither: last calendar month). */
export const statementEmailSchema = z.object(periodFields).superRefine(checkPeriod);

/** A calendar month, yyyy-MM. */
export const STATEMENT_MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** POST /statements/send: every owner's statement of one month; `resend` sends it again to owners who had it. */
export const statementSendSchema = z.object({
  month: z
    .string({ error: "month is required, like 2026-02." })
    .regex(STATEMENT_MONTH, "month must be a month like 2026-02.")
    .refine((month) => month >= EARLIEST_LEDGER_DATE.slice(0, 7), `month cannot be before ${EARLIEST_LEDGER_DATE.slice(0, 7)}.`),
  resend: z.boolean({ error: "resend must be true or false." }).default(false),
});

/** The first and last day of a yyyy-MM month. */
export function monthPeriod(month: string): { from: string; to: string } {
  const [year, monthNumber] = month.split("-").map(Number) as [number, number];
  const last = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, "0")}` };
}

function daysBetween(from: string, to: string): number {
  return Math.round((dbDate(to).getTime() - dbDate(from).getTime()) / 86_400_000);
}

export type TransactionFields = z.output<typeof transactionFieldsSchema>;
export type CreateTransactionInput = z.output<typeof createTransactionSchema>;
export type AccountListQuery = z.output<typeof accountListQuerySchema>;
export type EntryReason = z.output<typeof entryReasonSchema>;
export type TransactionListQuery = z.output<typeof transactionListQuerySchema>;
export type StatementQuery = z.output<typeof statementQuerySchema>;
export type StatementEmailInput = z.output<typeof statementEmailSchema>;
export type StatementSendInput = z.output<typeof statementSendSchema>;

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
  /** A charge to the owner (issue 30 §3) only: the service order it charges… */
  serviceOrderRef?: { _id: string; orderNumber: number; name: string };
  /** …and its invoice (null when there is none, or it was deleted). */
  documentRef?: { _id: string; title: string; fileName: string } | null;
  /**
   * An entry made from rent (issue 43: the rent credited, the management fee, a late fee passed to the owner, or
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

/**
 * One listing's lines on the owner statement (issue 43 §4), the period's entries summed in SQL, signed by
 * column (a reversal counts against what it reverses): rent collected, the owner's other income (late fees
 * passed to the owner, deposit deductions; in the "Other" group, credits posted by hand), the agency's
 * management fees and the repairs and other charges (service-order charges on the listing; in "Other", debits
 * posted by hand), both as amounts taken, and what the listing netted the owner:
 * net = rentCollected + otherIncome − managementFees − charges. `listing` is null for the "Other" group:
 * entries tied to no listing. The nets add up to the period's credits less its debits.
 */
export interface StatementListingDto {
  listing: { _id: string; name: string } | null;
  rentCollected: string;
  otherIncome: string;
  managementFees: string;
  charges: string;
  net: string;
}

/** The other entry of a reversal pair. */
export interface LinkedEntry {
  _id: string;
  date: string;
}

/** A statement without its page: who, which period, and the period's figures (what the CSV and PDF open with). */
export type StatementHead = Omit<StatementDto, "entries" | "skip" | "limit" | "pageOpeningBalance" | "pageClosingBalance">;

export interface StatementDto {
  client: { _id: string; name: string; contactName: string; contactEmailAddress: string; contactMailingAddress: string };
  from: string;
  to: string;
  timeZone: string;
  openingBalance: string;
  totalCredits: string;
  totalDebits: string;
  closingBalance: string;
  /** How many entries the whole period holds (also X-Total-Count). */
  entryCount: number;
  /**
   * The period by listing: one group per listing with rent or repairs in the period (by name), then "Other"
   * (listing null) when entries tied to no listing exist; empty when the period has no entry.
   */
  listings: StatementListingDto[];
  /** This page: its position in the period's entries, the balance before its first entry and after its last. */
  skip: number;
  limit: number;
  pageOpeningBalance: string;
  pageClosingBalance: string;
  /** This page's entries, in ledger order, each with its running (closing) balance. */
  entries: TransactionDto[];
  generatedAt: string;
}
