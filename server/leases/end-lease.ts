import { dbDate } from "@/lib/domain/agency-time";
import { firstDay } from "@/lib/domain/rent";
import type { Actor } from "@/server/auth/actor";
import { recordAudit } from "@/server/audit";
import { prisma } from "@/server/db/client";
import { badRequest, notFound } from "@/server/errors";
import { agencyToday } from "./agency-today";
import { getLease } from "./get-lease";
import { lockListing } from "./lease-coverage";
import { refreshListingLease } from "./listing-lease";
import { LEASE_TRANSACTION_OPTIONS, lockLease } from "./tenant-ledger";

/** Ends the lease early: `date` is its last day (on or after its first day, before its end date). Posted charges stay. */
export async function endLease({ id, date, actor, now = new Date() }: { id: string; date: string; actor: Actor; now?: Date }) {
  return prisma.$transaction(async (tx) => {
    const found = await tx.lease.findUnique({ where: { id }, select: { listingId: true } });
    if (!found) throw notFound("Lease not found.");
    await lockListing(tx, found.listingId);
    const lease = (await lockLease(tx, id))!;
    const refuse = (message: string) => badRequest(message, { date: [message] });
    if (date < firstDay(lease)) throw refuse("A lease cannot end before it starts.");
    if (lease.endDate && date >= lease.endDate) throw refuse(`The lease already ends on ${lease.endDate}: choose an earlier day.`);
    await tx.lease.update({ where: { id }, data: { endedOn: dbDate(date) } });
    await refreshListingLease(tx, found.listingId, agencyToday(now));
    await recordAudit(tx, {
      actor,
      action: "update",
      entityType: "lease",
      entityId: id,
      changes: { endedOn: { from: lease.endedOn, to: date } },
    });
    return getLease(id, tx);
  }, LEASE_TRANSACTION_OPTIONS);
}
