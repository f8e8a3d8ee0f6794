import { dbDate } from "@/lib/domain/agency-time";
import { addDays, firstDay, lastDay, leasesOverlap, toCents, type LeaseTerms } from "@/lib/domain/rent";
import { leaseCreateSchema, money } from "@/lib/schemas/lease";
import { recordAudit } from "@/server/audit";
import { agencyToday } from "@/server/leases/agency-today";
import { checkNoOverlap, lockListing } from "@/server/leases/lease-coverage";
import { leaseTermsOf, leaseTermsSelect, primaryTenantNameSelect } from "@/server/leases/lease-dto";
import { leaseTermColumns, type NewLeaseTerms } from "@/server/leases/insert-lease";
import { insertLeaseRow } from "@/server/leases/insert-lease-row";
import { refreshListingLease } from "@/server/leases/listing-lease";
import { appendEntries, lockLease, settle, type NewLedgerEntry } from "@/server/leases/tenant-ledger";
import { amountText } from "../cell-values";
import {
  importNote,
  inBatches,
  problemsOf,
  PROGRESS_ROWS,
  type Db,
  type ImportedRecord,
  type KindImporter,
  type RowPlan,
  type RowProblem,
} from "./kind-types";
import { listingResolver, tenantResolver } from "./references";

export const OPENING_BALANCE = "Opening balance";

/** One lease row, ready to write: references resolved, money canonical, `openingBalance` signed ("-250.00": a credit). */
export interface LeaseImport extends NewLeaseTerms {
  listingName: string;
  tenantId: string;
  tenantName: string;
  openingBalance: string;
}

/** A lease's terms in one text: Undo compares it (a lease's updatedAt moves with every ledger posting). */
export function leaseFingerprint(lease: {
  startDate: Date | null;
  endDate: Date | null;
  endedOn: Date | null;
  rent: { toFixed(digits: number): string };
  dueDay: number;
  deposit: { toFixed(digits: number): string };
}): string {
  const day = (value: Date | null) => (value ? value.toISOString().slice(0, 10) : "");
  return [day(lease.startDate), day(lease.endDate), day(lease.endedOn), lease.rent.toFixed(2), lease.dueDay, lease.deposit.toFixed(2)].join(
    "|",
  );
}

const openingBalanceSchema = money(OPENING_BALANCE, { positive: false });

/** A schema issue's path → the import field it is about. */
function fieldOfPath(path: PropertyKey[]): string | null {
  const first = String(path[0] ?? "");
  if (first === "listingRef") return "listing";
  if (first === "tenants") return "tenant";
  return first || null;
}

const span = (terms: LeaseTerms) => `${firstDay(terms)} to ${lastDay(terms) ?? "month to month"}`;
const NO_ID = "00000000-0000-4000-8000-000000000000";

interface ExistingLease {
  id: string;
  terms: LeaseTerms;
  tenantName: string;
}

async function existingLeases(db: Db, listingIds: string[]): Promise<Map<string, ExistingLease[]>> {
  const byListing = new Map<string, ExistingLease[]>();
  for (const batch of inBatches(listingIds, 5000)) {
    const leases = await db.lease.findMany({
      where: { listingId: { in: batch } },
      select: { id: true, listingId: true, ...leaseTermsSelect, ...primaryTenantNameSelect },
      take: 500_000,
    });
    for (const lease of leases) {
      const found = { id: lease.id, terms: leaseTermsOf(lease), tenantName: lease.tenants[0]?.tenant.displayName ?? "another tenant" };
      byListing.set(lease.listingId, [...(byListing.get(lease.listingId) ?? []), found]);
    }
  }
  return byListing;
}

/**
 * Leases (PRODUCT.md#imports): the listing (property name or id), the primary
 * tenant (e-mail, else name — import the tenants first), the terms, and the
 * opening balance: what the tenant owes on the day of the import (negative: a
 * credit), everything due that day included. So an imported lease charges
 * nothing due on or before the import day — no rent, no deposit (chargesFrom =
 * the next day: rent due on the import day is in the opening balance, never
 * charged a second time); the opening balance is its ledger's first entry,
 * dated the import day. A lease of the
 * same listing starting the same day is a duplicate, always skipped (a lease
 * is never "updated" by an import); dates that overlap another lease of the
 * listing — stored, or an earlier row of the file — are the row's error.
 */
/** The first day an imported lease charges: the day after the import (the opening balance holds the import day's dues). */
export const importChargesFrom = (today: string) => addDays(today, 1);

export const leaseImporter: KindImporter<LeaseImport> = {
  dateFields: ["startDate", "endDate"],

  async plan(rows, { db, now }) {
    const today = agencyToday(now);
    const findListing = await listingResolver(
      db,
      rows.map((row) => row.listing ?? ""),
    );
    const findTenant = await tenantResolver(
      db,
      rows.map((row) => row.tenant ?? ""),
    );
    const listings = rows.map((row) => findListing(row.listing ?? ""));
    const stored = await existingLeases(db, [...new Set(listings.flatMap((found) => ("id" in found ? [found.id] : [])))]);
    const planned = new Map<string, { row: number; terms: LeaseTerms }[]>();

    return rows.map((values, index): RowPlan<LeaseImport> => {
      const listing = listings[index]!;
      const tenant = findTenant(values.tenant ?? "");
      const cell = (field: string) => (values[field] ?? "").trim();
      const problems: RowProblem[] = [];
      if ("error" in listing) problems.push({ field: "listing", message: listing.error });
      if ("error" in tenant) problems.push({ field: "tenant", message: tenant.error });

      const parsed = leaseCreateSchema.safeParse({
        listingRef: "id" in listing ? listing.id : NO_ID,
        tenants: [{ _id: "id" in tenant ? tenant.id : NO_ID, primary: true }],
        startDate: cell("startDate"),
        endDate: cell("endDate") || null,
        rent: amountText(cell("rent")),
        dueDay: cell("dueDay") || undefined,
        deposit: amountText(cell("deposit")) || undefined,
        notes: cell("notes") || null,
      });
      if (!parsed.success) problems.push(...problemsOf(parsed.error, fieldOfPath));

      const balanceText = amountText(cell("openingBalance"));
      const credit = balanceText.startsWith("-");
      const balance = openingBalanceSchema.safeParse(balanceText === "" ? "0" : credit ? balanceText.slice(1) : balanceText);
      if (!balance.success) problems.push(...balance.error.issues.map((issue) => ({ field: "openingBalance", message: issue.message })));

      if (problems.length || !parsed.success || !balance.success || "error" in listing || "error" in tenant) {
        return { status: "error", problems };
      }
      const data = parsed.data;
      const terms: LeaseTerms = {
        startDate: data.startDate,
        endDate: data.endDate,
        endedOn: null,
        chargesFrom: importChargesFrom(today),
        rent: data.rent,
        dueDay: data.dueDay,
      };
      const others = stored.get(listing.id) ?? [];
      const same = others.find((other) => other.terms.startDate === data.startDate);
      if (same) return { status: "skip", existingId: same.id };
      const overlapping = others.find((other) => leasesOverlap(terms, other.terms));
      if (overlapping) {
        const message = `These dates overlap the lease of ${overlapping.tenantName} (${span(overlapping.terms)}) on this listing.`;
        return { status: "error", problems: [{ field: "startDate", message }] };
      }
      const earlier = (planned.get(listing.id) ?? []).find((other) => leasesOverlap(terms, other.terms));
      if (earlier) {
        const message = `These dates overlap the lease on row ${earlier.row + 2} of the file (${span(earlier.terms)}) on this listing.`;
        return { status: "error", problems: [{ field: "startDate", message }] };
      }
      planned.set(listing.id, [...(planned.get(listing.id) ?? []), { row: index, terms }]);
      return {
        status: "new",
        data: {
          listingId: listing.id,
          listingName: listing.name,
          tenantId: tenant.id,
          tenantName: tenant.name,
          startDate: data.startDate,
          endDate: data.endDate,
          rent: data.rent,
          dueDay: data.dueDay,
          deposit: data.deposit,
          notes: data.notes,
          openingBalance: toCents(balance.data) === 0n ? "0.00" : credit ? `-${balance.data}` : balance.data,
        },
      };
    });
  },

  /**
   * Each lease as the lease screens make one — under its listing's row lock, the overlap checked again — with its
   * primary tenant and its opening balance posted under the lease's row lock (appendEntries, then settle); then
   * each listing's lease fields are read again from its records (refreshListingLease).
   */
  async write(tx, plans, { actor, fileName, now, progress }) {
    const today = agencyToday(now);
    const chargesFrom = importChargesFrom(today);
    const leases = plans.flatMap((plan) => (plan.status === "new" ? [plan.data] : []));
    const listingIds = [...new Set(leases.map((lease) => lease.listingId))].sort();
    for (const listingId of listingIds) await lockListing(tx, listingId);

    const records: ImportedRecord[] = [];
    for (const data of leases) {
      await checkNoOverlap(tx, data.listingId, {
        startDate: data.startDate,
        endDate: data.endDate,
        endedOn: null,
        chargesFrom,
        rent: data.rent,
        dueDay: data.dueDay,
      });
      const created = await insertLeaseRow(tx, {
        data: { ...leaseTermColumns(data), chargesFrom: dbDate(chargesFrom) },
        tenantId: data.tenantId,
        actor,
        changes: JSON.parse(JSON.stringify({ ...data, chargesFrom, ...importNote(fileName) })),
      });

      const entryIds: string[] = [];
      if (toCents(data.openingBalance) !== 0n) {
        const credit = data.openingBalance.startsWith("-");
        const value = credit ? data.openingBalance.slice(1) : data.openingBalance;
        const entry: NewLedgerEntry = credit
          ? {
              date: today,
              kind: "payment",
              method: "other",
              reference: OPENING_BALANCE,
              description: OPENING_BALANCE,
              value,
              postedById: actor.id,
            }
          : { date: today, kind: "charge", chargeType: "other", description: OPENING_BALANCE, value, postedById: actor.id };
        const lease = (await lockLease(tx, created.id))!;
        entryIds.push(...(await appendEntries(tx, lease, [entry])));
        await settle(tx, created.id);
        await recordAudit(tx, {
          actor,
          action: "post",
          entityType: "lease",
          entityId: created.id,
          changes: { entryId: entryIds[0]!, kind: entry.kind, value, date: today, description: OPENING_BALANCE, ...importNote(fileName) },
        });
      }
      records.push({
        type: "lease",
        id: created.id,
        action: "created",
        terms: leaseFingerprint(created),
        entryIds,
        name: `${data.listingName}: ${data.tenantName}, from ${data.startDate}`,
      });
      if (records.length % PROGRESS_ROWS === 0) await progress?.(records.length);
    }
    for (const listingId of listingIds) await refreshListingLease(tx, listingId, today);
    await progress?.(records.length);
    return records;
  },
};
