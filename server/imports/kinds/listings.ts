import type { Listing } from "@/lib/generated/prisma/client";
import { createListingSchema, type ListingFields } from "@/lib/schemas/listing";
import { recordAudit } from "@/server/audit";
import { changedFields } from "@/server/changes";
import { listingColumns } from "@/server/listings/listing-data";
import { agencyToday } from "@/server/leases/agency-today";
import { syncListingLease } from "@/server/leases/listing-lease";
import { tenantName } from "@/server/tenants/tenant-dto";
import { auditCreated, BULK_BATCH, bulkInsert } from "../bulk-insert";
import { clientResolver, specialistResolver } from "./references";
import {
  importNote,
  inBatches,
  problemsOf,
  type FieldValues,
  type ImportedRecord,
  type KindImporter,
  type RowPlan,
  type RowProblem,
  type Db,
  PROGRESS_ROWS,
} from "./kind-types";
import { leaseFingerprint } from "./leases";
import { fieldOfPath, inputOf, LEASE_FIELDS, SQL_COLUMNS, sqlRow, valuesOf } from "./listing-cells";

const duplicateKey = (name: string, location: string) => `${name.trim().toLowerCase()}\u0000${location.trim().toLowerCase()}`;

/** Listings with their lease, chips and rooms; the owner by name or e-mail, the specialist by e-mail or name. */
export const listingImporter: KindImporter<ListingFields> = {
  dateFields: ["leaseStartDate", "leaseEndDate"],

  async plan(rows, { db, actor, duplicates }) {
    const findClient = await clientResolver(
      db,
      rows.map((row) => row.client ?? ""),
    );
    const findSpecialist = await specialistResolver(db, actor);
    const names = [...new Set(rows.map((row) => (row.propertyName ?? "").trim().toLowerCase()).filter(Boolean))];
    const existing = new Map<string, Listing & { client: { name: string } }>();
    for (const batch of inBatches(names, 5000)) {
      const found = await db.listing.findMany({
        where: { propertyNameSort: { in: batch } },
        include: { client: { select: { name: true } } },
        take: 100_000,
      });
      for (const row of found) existing.set(duplicateKey(row.propertyName, row.location), row);
    }
    const seenInFile = new Map<string, number>();

    return rows.map((values, index): RowPlan<ListingFields> => {
      const key = duplicateKey(values.propertyName ?? "", values.location ?? "");
      if ((values.propertyName ?? "").trim() && seenInFile.has(key)) {
        return { status: "error", problems: [{ field: "propertyName", message: `Repeats row ${seenInFile.get(key)! + 2} of the file.` }] };
      }
      seenInFile.set(key, index);
      const match = existing.get(key);
      if (match && duplicates === "skip") return { status: "skip", existingId: match.id };

      const merged: FieldValues = match ? { ...valuesOf(match), ...withoutBlankReferences(values) } : values;
      const problems: RowProblem[] = [];
      const client = match && !values.client?.trim() ? { id: match.clientId, name: match.client.name } : findClient(merged.client ?? "");
      const specialist =
        match && !values.propertySpecialist?.trim()
          ? { id: match.propertySpecialistId, name: "" }
          : findSpecialist(merged.propertySpecialist);
      if ("error" in client) problems.push({ field: "client", message: client.error });
      if ("error" in specialist) problems.push({ field: "propertySpecialist", message: specialist.error });

      const parsed = createListingSchema.safeParse(
        inputOf(merged, {
          client: "id" in client ? client.id : "00000000-0000-4000-8000-000000000000",
          propertySpecialist: "id" in specialist ? specialist.id : "00000000-0000-4000-8000-000000000000",
        }),
      );
      if (!parsed.success) problems.push(...problemsOf(parsed.error, fieldOfPath));
      if (problems.length) return { status: "error", problems };
      if (!match) return { status: "new", data: parsed.data! };
      // A row that already holds every value is left alone: no write, no History line, its updatedAt kept.
      if (Object.keys(changedFields(match as Record<string, unknown>, listingColumns(parsed.data!))).length === 0)
        return { status: "unchanged", existingId: match.id };
      return { status: "update", data: parsed.data!, existingId: match.id };
    });
  },

  async write(tx, plans, { actor, fileName, now, progress }) {
    const today = agencyToday(now);
    const records: ImportedRecord[] = [];
    const freshPlans = plans.flatMap((plan) => (plan.status === "new" ? [plan.data] : []));
    const fresh = freshPlans.map(listingColumns);
    let batchStart = 0;
    for (const batch of inBatches(fresh, BULK_BATCH)) {
      const created = await bulkInsert(tx, "listings", SQL_COLUMNS, batch.map(sqlRow));
      const leaseRecords: ImportedRecord[] = [];
      for (const [index, row] of created.entries()) {
        const data = freshPlans[batchStart + index]!;
        if (!data.currentLease) continue;
        // As the spec's listing form does: a tenant and a lease record, charging nothing due before today.
        leaseRecords.push(
          ...(await withLeaseRecords(tx, row.id, () =>
            syncListingLease(tx, {
              listingId: row.id,
              lease: data.currentLease,
              rent: batch[index]!.rentalPriceInUS ?? null,
              today,
              actor,
            }),
          )),
        );
      }
      batchStart += batch.length;
      records.push(
        ...(await auditCreated(
          tx,
          { actor, fileName },
          { type: "listing", entityType: "listing", nameOf: (data) => data.propertyName },
          created,
          batch,
        )),
      );
      records.push(...leaseRecords);
      await progress?.(records.filter((record) => record.type === "listing").length);
    }
    for (const plan of plans) {
      if (plan.status !== "update") continue;
      const columns = listingColumns(plan.data);
      const before = await tx.listing.findUniqueOrThrow({ where: { id: plan.existingId } });
      const after = await tx.listing.update({ where: { id: plan.existingId }, data: columns });
      // The lease fields changed: the lease records follow, as when the form saves them (server/listings/update-listing.ts).
      const leaseSynced = LEASE_FIELDS.some((column) => JSON.stringify(before[column]) !== JSON.stringify(after[column]));
      const leaseRecords = leaseSynced
        ? await withLeaseRecords(tx, after.id, () =>
            syncListingLease(tx, {
              listingId: after.id,
              lease: plan.data.currentLease,
              rent: columns.rentalPriceInUS ?? null,
              today,
              actor,
            }),
          )
        : [];
      await recordAudit(tx, {
        actor,
        action: "update",
        entityType: "listing",
        entityId: after.id,
        changes: { ...changedFields(before as Record<string, unknown>, columns), ...importNote(fileName) },
      });
      const image = Object.fromEntries(Object.keys(columns).map((column) => [column, before[column as keyof Listing]]));
      records.push({
        type: "listing",
        id: after.id,
        action: "updated",
        before: JSON.parse(JSON.stringify(image)),
        stamp: after.updatedAt.toISOString(),
        name: after.propertyName,
        ...(leaseSynced ? { leaseSynced } : {}),
      });
      records.push(...leaseRecords);
      const listingsDone = records.filter((record) => record.type === "listing").length;
      if (listingsDone % PROGRESS_ROWS === 0) await progress?.(listingsDone);
    }
    return records;
  },
};

/**
 * Runs `sync` (syncListingLease) and answers the lease and tenant records it made for the listing, so that Undo
 * removes them (and does not count them as added since by someone else).
 */
async function withLeaseRecords(tx: Db, listingId: string, sync: () => Promise<void>): Promise<ImportedRecord[]> {
  const select = {
    id: true,
    startDate: true,
    endDate: true,
    endedOn: true,
    rent: true,
    dueDay: true,
    deposit: true,
    tenants: { select: { tenant: true } },
  } as const;
  const before = await tx.lease.findMany({ where: { listingId }, select, take: 500 });
  await sync();
  const after = await tx.lease.findMany({ where: { listingId }, select, take: 500 });
  const knownLeases = new Set(before.map((lease) => lease.id));
  const knownTenants = new Set(before.flatMap((lease) => lease.tenants.map(({ tenant }) => tenant.id)));
  const records: ImportedRecord[] = [];
  for (const lease of after) {
    if (!knownLeases.has(lease.id)) {
      const names = lease.tenants.map(({ tenant }) => tenantName(tenant)).join(", ");
      records.push({
        type: "lease",
        id: lease.id,
        action: "created",
        terms: leaseFingerprint(lease),
        entryIds: [],
        name: `Lease of ${names || "no tenant"}${lease.startDate ? ` from ${lease.startDate.toISOString().slice(0, 10)}` : ""}`,
      });
    }
    for (const { tenant } of lease.tenants) {
      if (knownTenants.has(tenant.id)) continue;
      knownTenants.add(tenant.id);
      records.push({ type: "tenant", id: tenant.id, action: "created", stamp: tenant.updatedAt.toISOString(), name: tenantName(tenant) });
    }
  }
  return records;
}

/** On an update, a blank owner or specialist cell keeps the stored one. */
function withoutBlankReferences(values: FieldValues): FieldValues {
  const out = { ...values };
  if (!out.client?.trim()) delete out.client;
  if (!out.propertySpecialist?.trim()) delete out.propertySpecialist;
  return out;
}
