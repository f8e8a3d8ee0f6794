import { z } from "zod";
import { PAYMENT_METHODS, type PaymentMethod } from "@/lib/domain/rent";
import { agencyDay, optionalText, requiredText } from "./common";
import { money } from "./money";

/**
 * A deposit settled once its lease has ended (PRODUCT.md#rent "Settling a deposit", docs/API.md "Leases"):
 * the body of POST /leases/{id}/deposit/settle, shared by the Settle deposit dialog and the handler, and
 * what the API answers. Money travels as strings with two decimals, days as yyyy-MM-dd.
 */

/** The most deductions one settlement lists. */
export const MAX_DEPOSIT_DEDUCTIONS = 50;

export const depositDeductionSchema = z.object({
  description: requiredText("Description", 200),
  value: money("Amount", { positive: true }),
  /** A document of the lease that shows it (an invoice, a photo). */
  documentId: z.preprocess(
    (value) => (value === "" ? null : value),
    z
      .uuid({ error: "Document must be a valid id." })
      .nullish()
      .transform((value) => value ?? null),
  ),
});

export const depositSettleSchema = z.object({
  /** The day it is settled; today when left out, never in the future (checked by the server against the agency's today). */
  date: z.preprocess((value) => (value === "" || value === null ? undefined : value), agencyDay("Date").optional()),
  deductions: z
    .array(depositDeductionSchema, { error: "Deductions must be a list." })
    .max(MAX_DEPOSIT_DEDUCTIONS, `A settlement lists at most ${MAX_DEPOSIT_DEDUCTIONS} deductions.`)
    .default([]),
  /** Take what the tenant owes on the lease from the deposit (a payment "from the deposit"). */
  applyToBalance: z.boolean({ error: "applyToBalance must be true or false." }).default(false),
  refund: z.object(
    {
      method: z.enum(PAYMENT_METHODS, { error: `Refund method must be one of: ${PAYMENT_METHODS.join(", ")}.` }),
      reference: optionalText("Reference", 100),
    },
    { error: "Refund must say how the rest goes back to the tenant (method, reference)." },
  ),
});
export type DepositSettleInput = z.output<typeof depositSettleSchema>;

export interface DepositDeductionDto {
  description: string;
  value: string;
  documentId: string | null;
  /** The document's title, while it exists. */
  documentTitle: string | null;
}

export interface DepositSettlementDto {
  leaseId: string;
  date: string;
  /** What the agency held of the deposit when it was settled. */
  held: string;
  deductions: DepositDeductionDto[];
  /** The deductions' sum: credited to the owner. */
  deducted: string;
  /** Taken for the tenant's unpaid balance: a payment "from the deposit" on the tenant's ledger. */
  applied: string;
  /** The payment on the tenant's ledger (null when nothing was applied). */
  paymentId: string | null;
  /** What goes back to the tenant: held − deducted − applied. */
  refund: { value: string; method: PaymentMethod; reference: string | null };
  /** The settlement letter e-mailed to the primary tenant: its Outbox message, or why it was not sent. */
  letter: { messageId: string | null; skipped: string | null };
  settledBy: { _id: string | null; name: string } | null;
  createdAt: string;
}
