import { endedEarlyOn, leaseStatus, type LeaseTerms } from "@/lib/domain/rent";
import { type LateFeePolicy, type LateFeesTo, type ManagementFee } from "@/lib/domain/rent-fees";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { LeaseDto, LedgerEntryDto } from "@/lib/schemas/lease";

/** What every lease read loads: its listing's name and its tenants, primary first. */
export const leaseRelations = {
  listing: { select: { id: true, propertyName: true } },
  tenants: {
    select: { primary: true, position: true, tenant: { select: { id: true, displayName: true } } },
    orderBy: [{ primary: "desc" }, { position: "asc" }],
  },
} satisfies Prisma.LeaseInclude;

export type LeaseRecord = Prisma.LeaseGetPayload<{ include: typeof leaseRelations }>;

const day = (date: Date) => date.toISOString().slice(0, 10);
const dayOrNull = (date: Date | null) => (date ? day(date) : null);

/** The columns leaseTermsOf reads, for a `select`. */
export const leaseTermsSelect = {
  startDate: true,
  endDate: true,
  endedOn: true,
  chargesFrom: true,
  rent: true,
  dueDay: true,
} satisfies Prisma.LeaseSelect;

/** The primary tenant's name, for a `select` (an overlap names who holds the listing). */
export const primaryTenantNameSelect = {
  tenants: { where: { primary: true }, select: { tenant: { select: { displayName: true } } } },
} satisfies Prisma.LeaseSelect;

export function leaseTermsOf(
  lease: Pick<LeaseRecord, "startDate" | "endDate" | "endedOn" | "chargesFrom" | "rent" | "dueDay">,
): LeaseTerms {
  return {
    startDate: dayOrNull(lease.startDate),
    endDate: dayOrNull(lease.endDate),
    endedOn: dayOrNull(lease.endedOn),
    chargesFrom: day(lease.chargesFrom),
    rent: lease.rent.toFixed(2),
    dueDay: lease.dueDay,
  };
}

/** A lease's tenant as its screens name them: the id, the name shown and whether they are the primary tenant. */
export function leaseTenantOf({ primary, tenant }: { primary: boolean; tenant: { id: string; displayName: string | null } }) {
  return { _id: tenant.id, name: tenant.displayName ?? "", primary };
}

/** `depositHeld`: what the tenant has paid of the deposit charges, zero once the deposit is settled. */
export function toLeaseDto(lease: LeaseRecord, today: string, depositHeld: string): LeaseDto {
  const terms = leaseTermsOf(lease);
  return {
    _id: lease.id,
    listingRef: { _id: lease.listing.id, propertyName: lease.listing.propertyName },
    tenants: lease.tenants.map(leaseTenantOf),
    startDate: terms.startDate,
    endDate: terms.endDate,
    rent: terms.rent,
    dueDay: lease.dueDay,
    deposit: lease.deposit.toFixed(2),
    notes: lease.notes,
    status: leaseStatus(terms, today),
    endedEarlyOn: endedEarlyOn(terms),
    chargesFrom: terms.chargesFrom,
    balance: lease.balance.toFixed(2),
    depositHeld,
    managementFee: (lease.managementFee as ManagementFee | null) ?? null,
    lateFee: (lease.lateFee as LateFeePolicy | null) ?? null,
    lateFeesTo: lease.lateFeesTo as LateFeesTo,
    createdAt: lease.createdAt.toISOString(),
    updatedAt: lease.updatedAt.toISOString(),
  };
}

export type LeaseEntryRecord = Prisma.LeaseEntryGetPayload<{ include: { reversedBy: { select: { id: true } } } }>;

export function toLedgerEntryDto(entry: LeaseEntryRecord): LedgerEntryDto {
  return {
    _id: entry.id,
    date: day(entry.date),
    kind: entry.kind as LedgerEntryDto["kind"],
    type: (entry.chargeType as LedgerEntryDto["type"]) ?? null,
    method: (entry.method as LedgerEntryDto["method"]) ?? null,
    reference: entry.reference,
    description: entry.description,
    value: entry.value.toFixed(2),
    open: entry.kind === "charge" || entry.kind === "payment" ? entry.open.toFixed(2) : null,
    balance: entry.balance.toFixed(2),
    feeFor: entry.feeForId,
    reverses: entry.reversesId,
    reversedBy: entry.reversedBy?.id ?? null,
    reversalReason: entry.reversalReason,
    createdAt: entry.createdAt.toISOString(),
  };
}
