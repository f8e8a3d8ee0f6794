import { z } from "zod";
import {
  CHARGE_TYPES,
  LEASE_STATUSES,
  PAYMENT_METHODS,
  type ChargeType,
  type LeaseStatus,
  type LedgerPaymentMethod,
} from "@/lib/domain/rent";
import { type LateFeePolicy, type LateFeesTo, type ManagementFee } from "@/lib/domain/rent-fees";
import { agencyDay, idSchema, optionalText, paginationSchema, requiredText } from "./common";
import { money } from "./money";
import { leaseFeeFields } from "./rent-settings";

export { money };

/**
 * Leases and the tenant's ledger (PRODUCT.md#rent, docs/API.md "Leases"): the
 * bodies and queries, shared by the lease screens (zodResolver) and the route
 * handlers, and the shapes the API answers with. Money travels as strings with
 * two decimals, days as yyyy-MM-dd.
 */

const dueDay = z.coerce
  .number({ error: "Due day must be a number from 1 to 28." })
  .int("Due day must be a whole number from 1 to 28.")
  .min(1, "Due day must be from 1 to 28.")
  .max(28, "Due day must be from 1 to 28.");

const leaseTenantsSchema = z
  .array(z.object({ _id: z.uuid({ error: "Each tenant must be a valid id." }), primary: z.boolean().optional().default(false) }), {
    error: "Tenants must be a list.",
  })
  .min(1, "A lease needs at least one tenant.")
  .max(6, "A lease can name at most 6 tenants.")
  .superRefine((tenants, ctx) => {
    const primaries = tenants.filter((tenant) => tenant.primary).length;
    if (primaries > 1) ctx.addIssue({ code: "custom", message: "Only one tenant can be the primary tenant." });
    if (new Set(tenants.map((tenant) => tenant._id)).size !== tenants.length)
      ctx.addIssue({ code: "custom", message: "A tenant is named twice." });
  })
  // With no primary named, the first is the primary.
  .transform((tenants) =>
    tenants.some((tenant) => tenant.primary) ? tenants : tenants.map((tenant, index) => ({ ...tenant, primary: index === 0 })),
  );

const optionalDay = (name: string) =>
  z.preprocess(
    (value) => (value === "" ? null : value),
    agencyDay(name)
      .nullish()
      .transform((value) => value ?? null),
  );

const leaseTermFields = {
  startDate: agencyDay("Start date"),
  endDate: optionalDay("End date"),
  rent: money("Rent", { positive: true }),
  dueDay: dueDay.default(1),
  deposit: money("Deposit", { positive: false }).default("0.00"),
  notes: optionalText("Notes", 4000),
};

function endAfterStart(lease: { startDate?: string; endDate?: string | null }, ctx: z.RefinementCtx) {
  if (lease.startDate && lease.endDate && lease.endDate < lease.startDate) {
    ctx.addIssue({ code: "custom", path: ["endDate"], message: "The lease end date cannot be before its start date." });
  }
}

export const leaseCreateSchema = z
  .object({
    listingRef: z.uuid({ error: "Listing must be a valid id." }),
    tenants: leaseTenantsSchema,
    ...leaseTermFields,
    ...leaseFeeFields,
  })
  .superRefine(endAfterStart);
export type LeaseCreateInput = z.output<typeof leaseCreateSchema>;
export type LeaseCreateFormValues = z.input<typeof leaseCreateSchema>;

/** PUT /leases/{id}: the fields sent change; the listing stays. Posted charges never change. */
export const leaseUpdateSchema = z
  .object({
    tenants: leaseTenantsSchema.optional(),
    startDate: leaseTermFields.startDate.optional(),
    endDate: optionalDay("End date").optional(),
    rent: leaseTermFields.rent.optional(),
    dueDay: dueDay.optional(),
    deposit: money("Deposit", { positive: false }).optional(),
    notes: leaseTermFields.notes.optional(),
    managementFee: leaseFeeFields.managementFee.optional(),
    lateFee: leaseFeeFields.lateFee.optional(),
    lateFeesTo: leaseFeeFields.lateFeesTo.removeDefault().optional(),
  })
  .superRefine(endAfterStart);
export type LeaseUpdateInput = z.output<typeof leaseUpdateSchema>;

export const leaseRenewSchema = z
  .object({ startDate: leaseTermFields.startDate, endDate: leaseTermFields.endDate, rent: leaseTermFields.rent })
  .superRefine(endAfterStart);
export type LeaseRenewInput = z.output<typeof leaseRenewSchema>;

export const leaseEndSchema = z.object({ date: agencyDay("Date") });

export const leaseListQuerySchema = paginationSchema.extend({
  listing: z.uuid({ error: "listing must be a valid id." }).optional(),
  tenant: z.uuid({ error: "tenant must be a valid id." }).optional(),
  status: z.enum(LEASE_STATUSES, { error: `status must be one of: ${LEASE_STATUSES.join(", ")}.` }).optional(),
});

export const ledgerQuerySchema = paginationSchema;

/** A day that may be left out (today) and is never after today (checked by the server against the agency's today). */
const entryDay = z.preprocess((value) => (value === "" || value === null ? undefined : value), agencyDay("Date").optional());

export const chargeCreateSchema = z.object({
  type: z.enum(CHARGE_TYPES, { error: `Type must be one of: ${CHARGE_TYPES.join(", ")}.` }),
  value: money("Amount", { positive: true }),
  date: entryDay,
  description: requiredText("Description", 500),
});
export type ChargeCreateInput = z.output<typeof chargeCreateSchema>;

export const paymentCreateSchema = z
  .object({
    value: money("Amount", { positive: true }),
    date: entryDay,
    method: z.enum(PAYMENT_METHODS, { error: `Method must be one of: ${PAYMENT_METHODS.join(", ")}.` }),
    reference: optionalText("Reference", 100),
  })
  .superRefine((payment, ctx) => {
    if (payment.method !== "cash" && !payment.reference) {
      ctx.addIssue({ code: "custom", path: ["reference"], message: "Reference is required unless the payment is in cash." });
    }
  });
export type PaymentCreateInput = z.output<typeof paymentCreateSchema>;

export const paymentReverseSchema = z.object({ reason: requiredText("Reason", 500) });

export const RENT_MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
export const rentMonth = (name: string) =>
  z.string({ error: `${name} must be a month like 2026-02.` }).regex(RENT_MONTH, `${name} must be a month like 2026-02.`);

export const rentChargeSchema = z.object({ month: rentMonth("month") });

/** POST /rent/late-fees: the day whose pass to run (not in the future: checked against the agency's today). */
export const lateFeePassSchema = z.object({ date: agencyDay("date") });

export { idSchema };

// ---------------------------------------------------------------- what the API answers

export interface LeaseTenantDto {
  _id: string;
  name: string;
  primary: boolean;
}

export interface LeaseDto {
  _id: string;
  listingRef: { _id: string; propertyName: string };
  tenants: LeaseTenantDto[];
  startDate: string | null;
  endDate: string | null;
  rent: string;
  dueDay: number;
  deposit: string;
  notes: string | null;
  status: LeaseStatus;
  endedEarlyOn: string | null;
  chargesFrom: string;
  balance: string;
  /** What the tenant has paid toward the deposit and the agency still holds (zero once settled). */
  depositHeld: string;
  /** The lease's own fees; null = the agency's (GET /settings/rent). */
  managementFee: ManagementFee | null;
  lateFee: LateFeePolicy | null;
  lateFeesTo: LateFeesTo;
  /** On GET /leases/{id} only: the next late fee if the oldest late rent stays unpaid (null: none would be charged). */
  nextLateFee?: { value: string; date: string; month: string } | null;
  createdAt: string;
  updatedAt: string;
}

export interface LedgerEntryDto {
  _id: string;
  date: string;
  /** A waiver cancels a charge (a late fee waived). */
  kind: "charge" | "payment" | "reversal" | "waiver";
  type: ChargeType | null;
  /** "deposit": paid from the deposit when it was settled. */
  method: LedgerPaymentMethod | null;
  reference: string | null;
  description: string;
  value: string;
  open: string | null;
  balance: string;
  /** On a late fee: the rent charge it is for. */
  feeFor: string | null;
  /** On a reversal or waiver: the entry it cancels; on a payment or late fee: what cancelled it, once it was. */
  reverses: string | null;
  reversedBy: string | null;
  reversalReason: string | null;
  createdAt: string;
}

export interface PaymentResultDto {
  payment: LedgerEntryDto;
  applied: { chargeId: string; value: string }[];
  credit: string;
}

/** A lease as the listing page's Lease card lists it (server/leases/listing-leases.ts). */
export interface ListingLeaseRow {
  _id: string;
  startDate: string | null;
  endDate: string | null;
  endedEarlyOn: string | null;
  status: LeaseStatus;
  rent: string;
  dueDay: number;
  balance: string;
  tenants: { _id: string; name: string; primary: boolean; email: string | null; phone: string | null }[];
}

export interface ListingLeases {
  /** The lease covering today, else the next upcoming one, else the last one that ended (lib/domain/rent.ts currentLeaseOf). */
  current: ListingLeaseRow | null;
  /** The others, newest first. */
  others: ListingLeaseRow[];
  count: number;
}
