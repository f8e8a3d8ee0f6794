import { agencyDayOf } from "@/lib/domain/agency-time";
import { fromCents, monthLabel, rentMonthOf, toCents } from "@/lib/domain/rent";
import { lateFeeDescription, managementFeeOn, percentLabel, type LateFeesTo, type ManagementFee } from "@/lib/domain/rent-fees";
import type { Prisma } from "@/lib/generated/prisma/client";
import { appendEntry, lockAccount, type LockedAccount } from "@/server/accounts/ledger";
import { reversalOf } from "@/server/accounts/ledger-math";
import { reversalDescription } from "@/server/accounts/reverse-transaction";
import { env } from "@/server/env";
import { agencyToday } from "./agency-today";

/**
 * The owner's share of what a tenant pays (PRODUCT.md#rent "The owner's share"):
 * every amount of rent a payment (or a credit) pays is credited to the owner's
 * ledger, less the agency's management fee debited beside it; a paid late fee
 * goes to the owner too when the lease says so. Written in the transaction that
 * settled the tenant's ledger (it holds the lease row), so a payment and its
 * owner entries land together or not at all. Taking a payment back (reversed,
 * a fee waived) reverses exactly the owner entries it made.
 *
 * Owner accounts are locked after the lease rows; a batch that settles several
 * leases locks their owners' accounts first, in id order (lockOwnerAccounts),
 * so two batches never wait on each other in a circle.
 */
type Tx = Prisma.TransactionClient;

const day = (date: Date) => date.toISOString().slice(0, 10);

interface OwnerTerms {
  ownerId: string;
  propertyName: string;
  tenantName: string;
  managementFee: ManagementFee;
  lateFeesTo: LateFeesTo;
}

async function ownerTerms(tx: Tx, leaseId: string): Promise<OwnerTerms> {
  const [row] = await tx.$queryRaw<
    {
      owner_id: string;
      property_name: string;
      tenant: string | null;
      management_fee: ManagementFee | null;
      agency_fee: ManagementFee;
      late_fees_to: LateFeesTo;
    }[]
  >`
    SELECT li.client_id AS owner_id, li.property_name, l.management_fee, s.management_fee AS agency_fee, l.late_fees_to,
           (SELECT t.display_name FROM lease_tenants lt JOIN tenants t ON t.id = lt.tenant_id
             WHERE lt.lease_id = l.id ORDER BY lt.is_primary DESC, lt.position LIMIT 1) AS tenant
      FROM leases l JOIN listings li ON li.id = l.listing_id CROSS JOIN rent_settings s
     WHERE l.id = ${leaseId}::uuid`;
  if (!row) throw new Error(`Lease ${leaseId} has no listing or the agency has no rent settings.`);
  return {
    ownerId: row.owner_id,
    propertyName: row.property_name,
    tenantName: row.tenant ?? "Tenant",
    managementFee: row.management_fee ?? row.agency_fee,
    lateFeesTo: row.late_fees_to,
  };
}

/** An owner entry is dated the day the money was the owner's — never after today: today is "now", an earlier day its last instant. */
export function ownerInstant(entryDay: string, today: string, now: Date): Date {
  if (entryDay >= today) return now;
  return new Date(agencyDayOf(entryDay, env().APP_TIME_ZONE).end.getTime() - 1);
}

const clip = (text: string) => (text.length <= 500 ? text : `${text.slice(0, 499)}…`);

/** Locks the accounts of the owners of these leases' listings, in id order (opening those that have none). */
export async function lockOwnerAccounts(tx: Tx, leaseIds: readonly string[]): Promise<void> {
  if (leaseIds.length === 0) return;
  const owners = await tx.$queryRaw<{ client_id: string }[]>`
    SELECT DISTINCT li.client_id FROM leases l JOIN listings li ON li.id = l.listing_id
     WHERE l.id = ANY(${leaseIds as string[]}::uuid[]) ORDER BY li.client_id`;
  for (const owner of owners) await lockAccount(tx, owner.client_id);
}

interface OwnerEntry {
  share: "rent" | "management_fee" | "late_fee";
  column: "credit" | "debit";
  description: string;
  cents: bigint;
  paymentId: string;
  chargeId: string;
  perCharge: boolean;
  date: Date;
  postedById: string | null;
}

/**
 * Posts the owner's entries for what `allocations` paid on the lease's ledger
 * (the allocations settle just wrote). Answers how many entries it posted.
 */
export async function postOwnerShares(
  tx: Tx,
  leaseId: string,
  allocations: readonly { paymentId: string; chargeId: string; value: bigint }[],
  now: Date = new Date(),
): Promise<number> {
  if (allocations.length === 0) return 0;
  const chargeIds = [...new Set(allocations.map((allocation) => allocation.chargeId))];
  const charges = await tx.leaseEntry.findMany({
    where: { id: { in: chargeIds } },
    select: {
      id: true,
      chargeType: true,
      date: true,
      autoKey: true,
      open: true,
      feeForId: true,
      feeFor: { select: { autoKey: true, date: true } },
    },
  });
  const owed = charges.filter((charge) => charge.chargeType === "rent" || charge.feeForId !== null);
  if (owed.length === 0) return 0;

  const terms = await ownerTerms(tx, leaseId);
  const payments = new Map(
    (
      await tx.leaseEntry.findMany({
        where: { id: { in: [...new Set(allocations.map((allocation) => allocation.paymentId))] } },
        select: { id: true, date: true, postedById: true },
      })
    ).map((payment) => [payment.id, payment]),
  );
  const today = agencyToday(now);
  const entries: OwnerEntry[] = [];
  for (const charge of owed) {
    const parts = allocations.filter((allocation) => allocation.chargeId === charge.id);
    const completes = charge.open.isZero();
    for (const [index, part] of parts.entries()) {
      const payment = payments.get(part.paymentId)!;
      const paidDay = day(payment.date) > day(charge.date) ? day(payment.date) : day(charge.date);
      const common = {
        paymentId: part.paymentId,
        chargeId: charge.id,
        perCharge: false,
        date: ownerInstant(paidDay, today, now),
        postedById: payment.postedById,
      };
      if (charge.chargeType === "rent") {
        const month = monthLabel(rentMonthOf({ autoKey: charge.autoKey, date: day(charge.date) }));
        entries.push({
          ...common,
          share: "rent",
          column: "credit",
          description: clip(`Rent ${month} — ${terms.propertyName} — ${terms.tenantName}`),
          cents: part.value,
        });
        // A fixed fee is due once, with the part that pays the charge in full.
        const fee = managementFeeOn(terms.managementFee, part.value, completes && index === parts.length - 1);
        if (fee > 0n) {
          const label =
            terms.managementFee.kind === "percent" ? `Management fee ${percentLabel(terms.managementFee.value)}` : "Management fee";
          const perCharge = terms.managementFee.kind === "fixed";
          entries.push({
            ...common,
            perCharge,
            share: "management_fee",
            column: "debit",
            description: clip(`${label} — ${month} — ${terms.propertyName}`),
            cents: fee,
          });
        }
      } else if (terms.lateFeesTo === "owner" && charge.feeFor) {
        const month = rentMonthOf({ autoKey: charge.feeFor.autoKey, date: day(charge.feeFor.date) });
        entries.push({
          ...common,
          share: "late_fee",
          column: "credit",
          description: clip(`${lateFeeDescription(month)} — ${terms.propertyName} — ${terms.tenantName}`),
          cents: part.value,
        });
      }
    }
  }
  if (entries.length === 0) return 0;
  const account = (await lockAccount(tx, terms.ownerId))!;
  for (const entry of entries) await postOwnerEntry(tx, account, terms.ownerId, leaseId, entry);
  return entries.length;
}

async function postOwnerEntry(tx: Tx, account: LockedAccount, ownerId: string, leaseId: string, entry: OwnerEntry): Promise<void> {
  const { id } = await appendEntry(tx, account, {
    clientId: ownerId,
    date: entry.date,
    column: entry.column,
    type: entry.share === "management_fee" ? "other" : "payment",
    description: entry.description,
    value: fromCents(entry.cents),
    postedById: entry.postedById,
  });
  moveAccount(account, entry.column, entry.cents);
  await tx.rentPosting.create({
    data: {
      transactionId: id,
      leaseId,
      share: entry.share,
      paymentId: entry.paymentId,
      chargeId: entry.chargeId,
      perCharge: entry.perCharge,
    },
  });
}

/** appendEntry moved the account row; keep the locked copy in step for the next entry. */
function moveAccount(account: LockedAccount, column: "credit" | "debit", cents: bigint): void {
  account.balance = fromCents(toCents(account.balance) + (column === "credit" ? cents : -cents));
  account.entryCount += 1;
}

/** Which owner entries to take back: a payment's, or those paid to some charges (of some shares only, or fixed fees only). */
export type OwnerShareScope =
  { paymentId: string } | { chargeIds: string[]; shares?: ("rent" | "management_fee" | "late_fee")[]; perChargeOnly?: boolean };

/**
 * Reverses the owner entries that money on the lease's ledger made and that
 * are not reversed yet: a payment's (reversed), a late fee's (waived), the
 * fixed management fees of charges open again. Dated now, reason as given
 * ("Payment returned: {reason}"). Answers how many it reversed.
 */
export async function reverseOwnerShares(tx: Tx, scope: OwnerShareScope, reason: string, now: Date = new Date()): Promise<number> {
  const where: Prisma.RentPostingWhereInput =
    "paymentId" in scope
      ? { paymentId: scope.paymentId, share: { not: "deposit_deduction" } }
      : {
          chargeId: { in: scope.chargeIds },
          share: scope.shares ? { in: scope.shares } : { not: "deposit_deduction" },
          ...(scope.perChargeOnly ? { perCharge: true } : {}),
        };
  const postings = await tx.rentPosting.findMany({
    where: { ...where, transaction: { reversesId: null, reversedBy: { is: null } } },
    select: { leaseId: true, share: true, paymentId: true, chargeId: true, perCharge: true, transaction: true },
    orderBy: { transaction: { sequence: "asc" } },
  });
  if (postings.length === 0) return 0;
  const accounts = new Map<string, LockedAccount>();
  for (const ownerId of [...new Set(postings.map((posting) => posting.transaction.clientId))].sort())
    accounts.set(ownerId, (await lockAccount(tx, ownerId, { open: false }))!);
  for (const posting of postings) {
    const original = posting.transaction;
    const account = accounts.get(original.clientId)!;
    const { column, value } = reversalOf(original);
    const { id } = await appendEntry(tx, account, {
      clientId: original.clientId,
      date: now,
      column,
      value,
      type: original.type,
      description: reversalDescription(original.description),
      postedById: original.postedById,
      reversal: { reversesId: original.id, reason: clip(reason) },
    });
    moveAccount(account, column, toCents(value));
    const { leaseId, share, paymentId, chargeId, perCharge } = posting;
    await tx.rentPosting.create({ data: { transactionId: id, leaseId, share, paymentId, chargeId, perCharge } });
  }
  return postings.length;
}
