import { dbDate } from "@/lib/domain/agency-time";
import { firstDay, lastDay, leaseStatus, type LeaseTerms } from "@/lib/domain/rent";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { ListingLease } from "@/lib/schemas/listing";
import type { Actor } from "@/server/auth/actor";
import { recordAudit } from "@/server/audit";
import { insertLeaseRow } from "./insert-lease-row";
import { checkNoOverlap } from "./lease-coverage";
import { leaseTermsOf, leaseTermsSelect } from "./lease-dto";

/**
 * A listing's five lease fields (the spec's `currentLease`) are its reading of
 * its current lease record (docs/DECISIONS.md "A listing's lease fields"):
 * - a change on the lease screens writes them from the records (refreshListingLease),
 *   as does the rent run each morning for the listings whose current lease changed that day;
 * - the spec's listing form and endpoints write them as before and bring the
 *   records in step (syncListingLease): the current lease and its primary tenant
 *   are created or updated, with the listing's rent, charging nothing due before today.
 */
type Tx = Prisma.TransactionClient;

const leaseSelect = {
  id: true,
  ...leaseTermsSelect,
  entryCount: true,
  tenants: { where: { primary: true }, select: { tenant: true } },
} satisfies Prisma.LeaseSelect;

type ListingLeaseRecord = Prisma.LeaseGetPayload<{ select: typeof leaseSelect }>;

/** The lease covering today, else the next to start, else the last that ended. */
export function currentLeaseOf<L extends LeaseTerms>(leases: readonly L[], today: string): L | null {
  const active = leases.find((lease) => leaseStatus(lease, today) === "active");
  if (active) return active;
  const upcoming = leases.filter((lease) => leaseStatus(lease, today) === "upcoming").sort((a, b) => (firstDay(a) < firstDay(b) ? -1 : 1));
  if (upcoming[0]) return upcoming[0];
  const ended = leases.filter((lease) => leaseStatus(lease, today) === "ended").sort((a, b) => (lastDay(a)! > lastDay(b)! ? -1 : 1));
  return ended[0] ?? null;
}

async function currentLeaseRecord(tx: Tx, listingId: string, today: string) {
  const leases = await tx.lease.findMany({ where: { listingId }, select: leaseSelect, take: 500 });
  const withTerms = leases.map((lease) => ({ ...leaseTermsOf(lease), record: lease }));
  return currentLeaseOf(withTerms, today)?.record ?? null;
}

/** The spec's tenant name of a tenant record: the company, else first and last name. */
export function tenantNameOf(tenant: { companyName: string | null; firstName: string; lastName: string }): string | null {
  if (tenant.companyName) return tenant.companyName;
  const name = tenant.lastName ? `${tenant.firstName} ${tenant.lastName}` : tenant.firstName;
  return name.trim() ? name : null;
}

/** "Maria del Carmen" → Maria / del Carmen; one word stays whole in the first name. */
export function splitTenantName(name: string | null): { firstName: string; lastName: string } {
  if (!name) return { firstName: "", lastName: "" };
  const space = name.indexOf(" ");
  return space < 0 ? { firstName: name, lastName: "" } : { firstName: name.slice(0, space), lastName: name.slice(space + 1) };
}

function listingColumnsOf(lease: ListingLeaseRecord | null) {
  const tenant = lease?.tenants[0]?.tenant ?? null;
  const terms = lease ? leaseTermsOf(lease) : null;
  return {
    leaseStartDate: lease?.startDate ?? null,
    leaseEndDate: terms && lastDay(terms) ? dbDate(lastDay(terms)!) : null,
    tenantName: tenant ? tenantNameOf(tenant) : null,
    tenantPhoneNumber: tenant?.phone ?? null,
    tenantEmail: tenant?.email ?? null,
  };
}

/** Writes the listing's lease fields from its current lease record. */
export async function refreshListingLease(tx: Tx, listingId: string, today: string): Promise<void> {
  await tx.listing.update({ where: { id: listingId }, data: listingColumnsOf(await currentLeaseRecord(tx, listingId, today)) });
}

/**
 * The spec's form wrote `lease` (null: no lease) on the listing: the records follow.
 * With a lease: the current lease record takes its dates and its primary tenant its
 * name, phone and e-mail — or, with none, a tenant and a lease are made (the listing's
 * rent, due on the 1st, charging nothing due before today). Without: a current lease
 * with no ledger entries is removed; one with entries stays as history.
 */
export async function syncListingLease(
  tx: Tx,
  {
    listingId,
    lease,
    rent,
    today,
    actor,
  }: { listingId: string; lease: ListingLease | null; rent: string | null; today: string; actor: Actor },
): Promise<void> {
  const current = await currentLeaseRecord(tx, listingId, today);
  if (!lease) {
    if (current && current.entryCount === 0) {
      await tx.lease.delete({ where: { id: current.id } });
      await recordAudit(tx, { actor, action: "delete", entityType: "lease", entityId: current.id, changes: { from: "listing form" } });
    }
    return;
  }
  const names = splitTenantName(lease.tenantName);
  const contact = { ...names, phone: lease.tenantPhoneNumber, email: lease.tenantEmail };
  const dates = { startDate: lease.startDate ? dbDate(lease.startDate) : null, endDate: lease.endDate ? dbDate(lease.endDate) : null };
  if (current) {
    const terms = { ...leaseTermsOf(current), startDate: lease.startDate, endDate: lease.endDate };
    await checkNoOverlap(tx, listingId, terms, current.id);
    await tx.lease.update({ where: { id: current.id }, data: dates });
    const tenant = current.tenants[0]?.tenant;
    if (tenant) {
      // Only what the form changed: a company name typed on the tenant screens stays while the form shows it unchanged.
      const nameChanged = tenantNameOf(tenant) !== lease.tenantName;
      await tx.tenant.update({
        where: { id: tenant.id },
        data: { ...(nameChanged ? { ...names, companyName: null } : {}), phone: contact.phone, email: contact.email },
      });
    } else {
      const created = await tx.tenant.create({ data: contact, select: { id: true } });
      await tx.leaseTenant.create({ data: { leaseId: current.id, tenantId: created.id, primary: true } });
    }
    return;
  }
  const terms = { startDate: lease.startDate, endDate: lease.endDate, endedOn: null, chargesFrom: today, rent: rent ?? "0.00", dueDay: 1 };
  await checkNoOverlap(tx, listingId, terms);
  const tenant = await tx.tenant.create({ data: contact, select: { id: true } });
  await insertLeaseRow(tx, {
    data: { listingId, ...dates, rent: rent ?? "0.00", chargesFrom: dbDate(today) },
    tenantId: tenant.id,
    actor,
    changes: { from: "listing form", tenantId: tenant.id },
  });
}
