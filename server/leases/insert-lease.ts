import { dbDate } from "@/lib/domain/agency-time";
import type { LateFeePolicy, LateFeesTo, ManagementFee } from "@/lib/domain/rent-fees";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { Actor } from "@/server/auth/actor";
import { chargeDue } from "./charge-due";
import { feeColumn } from "./fee-columns";
import { checkNoOverlap } from "./lease-coverage";
import { writeLeaseTenants } from "./lease-tenants";
import { refreshListingLease } from "./listing-lease";
import { lockLease } from "./tenant-ledger";

/** A new lease's own terms, however it is made (the lease screens, an import): canonical days and money. */
export interface NewLeaseTerms {
  listingId: string;
  startDate: string;
  endDate: string | null;
  rent: string;
  dueDay: number;
  deposit: string;
  notes: string | null;
}

/** The lease row's columns for those terms. */
export function leaseTermColumns(terms: NewLeaseTerms) {
  return {
    listingId: terms.listingId,
    startDate: dbDate(terms.startDate),
    endDate: terms.endDate ? dbDate(terms.endDate) : null,
    rent: terms.rent,
    dueDay: terms.dueDay,
    deposit: terms.deposit,
    notes: terms.notes,
  };
}

export interface NewLease extends NewLeaseTerms {
  tenants: readonly { _id: string; primary: boolean }[];
  managementFee: ManagementFee | null;
  lateFee: LateFeePolicy | null;
  lateFeesTo: LateFeesTo;
}

/**
 * A lease made on the lease screens (create or renew), inside the caller's
 * transaction with the listing locked: the overlap rule, the lease and its
 * tenants, its ledger started on its start day with what is already due
 * charged at once, and the listing's lease fields. Answers its id and the
 * charges posted.
 */
export async function insertLease(tx: Prisma.TransactionClient, lease: NewLease, { actor, today }: { actor: Actor; today: string }) {
  await checkNoOverlap(tx, lease.listingId, { ...lease, endedOn: null, chargesFrom: lease.startDate });
  const created = await tx.lease.create({
    data: {
      ...leaseTermColumns(lease),
      managementFee: feeColumn(lease.managementFee),
      lateFee: feeColumn(lease.lateFee),
      lateFeesTo: lease.lateFeesTo,
      chargesFrom: dbDate(lease.startDate),
      createdById: actor.id,
    },
    select: { id: true },
  });
  await writeLeaseTenants(tx, created.id, lease.tenants);
  const charged = await chargeDue(tx, (await lockLease(tx, created.id))!, today, { postedById: actor.id });
  await refreshListingLease(tx, lease.listingId, today);
  return { id: created.id, charged };
}
