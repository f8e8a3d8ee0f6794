import { z } from "zod";
import { dbDate } from "@/lib/domain/agency-time";
import { EARLIEST_LEDGER_DATE, type TransactionDto } from "./account";
import { agencyDay, paginationSchema } from "./common";

/**
 * The owner statement: its period (agency days, both or neither), the monthly send, and what the API answers.
 * Shared by the statement page and the route handlers (server/accounts/get-statement.ts, server/statements).
 */

/** The longest statement period, in days (five years). */
export const MAX_STATEMENT_DAYS = 5 * 366;
/** Entries on one page of the statement (JSON without `limit`, and the statement page). */
export const STATEMENT_PAGE_SIZE = 100;

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

export type StatementQuery = z.output<typeof statementQuerySchema>;
export type StatementEmailInput = z.output<typeof statementEmailSchema>;
export type StatementSendInput = z.output<typeof statementSendSchema>;

/**
 * One listing's lines on the owner statement, the period's entries summed in SQL, signed by
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
