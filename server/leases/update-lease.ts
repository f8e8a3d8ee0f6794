import { dbDate } from "@/lib/domain/agency-time";
import type { LeaseUpdateInput } from "@/lib/schemas/lease";
import type { Actor } from "@/server/auth/actor";
import { recordUpdate } from "@/server/audit";
import { prisma } from "@/server/db/client";
import { badRequest, notFound } from "@/server/errors";
import { agencyToday } from "./agency-today";
import { chargeDue } from "./charge-due";
import { feeColumn } from "./fee-columns";
import { getLease } from "./get-lease";
import { checkNoOverlap, lockListing } from "./lease-coverage";
import { leaseTermsOf } from "./lease-dto";
import { checkTenantsExist, writeLeaseTenants } from "./lease-tenants";
import { refreshListingLease } from "./listing-lease";
import { LEASE_TRANSACTION_OPTIONS, lockLease } from "./tenant-ledger";

/**
 * Changes the fields sent. Posted charges never change: new rent, dates or due
 * day apply to what is charged from then on (a start moved earlier on a lease
 * made on the lease screens charges the months it now covers that are due).
 */
export async function updateLease({ id, data, actor, now = new Date() }: { id: string; data: LeaseUpdateInput; actor: Actor; now?: Date }) {
  const today = agencyToday(now);
  return prisma.$transaction(async (tx) => {
    const before = await tx.lease.findUnique({ where: { id } });
    if (!before) throw notFound("Lease not found.");
    await lockListing(tx, before.listingId);
    const old = leaseTermsOf(before);
    const startDate = data.startDate ?? old.startDate;
    const endDate = data.endDate !== undefined ? data.endDate : old.endDate;
    if (startDate && endDate && endDate < startDate) {
      throw badRequest("The lease end date cannot be before its start date.", {
        endDate: ["The lease end date cannot be before its start date."],
      });
    }
    // A lease whose ledger started on its start day keeps it so; one made from a listing's fields keeps the day it was made.
    const chargesFrom = startDate && old.startDate === old.chargesFrom ? startDate : old.chargesFrom;
    const terms = { ...old, startDate, endDate, chargesFrom, rent: data.rent ?? old.rent, dueDay: data.dueDay ?? old.dueDay };
    await checkNoOverlap(tx, before.listingId, terms, id);
    if (data.tenants) {
      await checkTenantsExist(tx, data.tenants);
      await writeLeaseTenants(tx, id, data.tenants);
    }
    const columns = {
      startDate: startDate ? dbDate(startDate) : null,
      endDate: endDate ? dbDate(endDate) : null,
      chargesFrom: dbDate(chargesFrom),
      rent: terms.rent,
      dueDay: terms.dueDay,
      ...(data.deposit !== undefined ? { deposit: data.deposit } : {}),
      ...(data.notes !== undefined ? { notes: data.notes } : {}),
      ...(data.managementFee !== undefined ? { managementFee: feeColumn(data.managementFee) } : {}),
      ...(data.lateFee !== undefined ? { lateFee: feeColumn(data.lateFee) } : {}),
      ...(data.lateFeesTo !== undefined ? { lateFeesTo: data.lateFeesTo } : {}),
    };
    await tx.lease.update({ where: { id }, data: columns });
    await chargeDue(tx, (await lockLease(tx, id))!, today, { postedById: actor.id });
    await refreshListingLease(tx, before.listingId, today);
    await recordUpdate(tx, actor, "lease", id, before as unknown as Record<string, unknown>, {
      ...columns,
      ...(data.tenants ? { tenants: data.tenants } : {}),
    });
    return getLease(id, tx);
  }, LEASE_TRANSACTION_OPTIONS);
}
