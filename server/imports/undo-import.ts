import type { Prisma } from "@/lib/generated/prisma/client";
import { guardBalanceOverflow, lockAccount } from "@/server/accounts/ledger";
import { removeEntry } from "@/server/accounts/delete-transaction";
import type { Actor } from "@/server/auth/actor";
import { recordAudit } from "@/server/audit";
import { changedFields } from "@/server/changes";
import { AppError, conflict } from "@/server/errors";
import { agencyToday } from "@/server/leases/agency-today";
import { refreshListingLease, syncListingLease } from "@/server/leases/listing-lease";
import { prisma } from "@/server/db/client";
import { allowLongTransaction } from "@/server/db/long-transaction";
import { laterImportsOn, recordsAddedTo } from "./added-since";
import { assertMayImport, findOwnImport } from "./import-access";
import { IMPORT_TRANSACTION_OPTIONS } from "./commit-import";
import type { Db, ImportedRecord } from "./kinds/kind-types";
import { leaseFingerprint } from "./kinds/leases";
import type { ImportKind } from "@/lib/domain/import-fields";

export const NOT_COMMITTED = "Only an import that was imported can be undone.";
const LABELS: Record<ImportedRecord["type"], string> = {
  client: "client",
  serviceProvider: "service provider",
  listing: "listing",
  entry: "ledger entry",
  tenant: "tenant",
  lease: "lease",
};
const ENTITY_TYPES: Record<Exclude<ImportedRecord["type"], "entry">, string> = {
  client: "client",
  serviceProvider: "service-provider",
  listing: "listing",
  tenant: "tenant",
  lease: "lease",
};

/**
 * POST /imports/{id}/undo: what the import created is removed and what it
 * updated is put back, in one transaction — unless a record changed since
 * (edited, deleted, an entry reversed) or was added to since: anything the
 * database holds by a foreign key to a created client, listing or provider
 * (documents, gallery pictures, an account, ledger entries, statements sent,
 * listings, service orders, reminders — and whatever table comes to point at
 * them, found in the catalog: `recordsAddedTo`). Then nothing is undone and
 * the 409 names every such record and what it got, so the person can decide:
 * an undo never cascades away someone else's work.
 */
export async function undoImport({ id, actor, now = new Date() }: { id: string; actor: Actor; now?: Date }) {
  return guardBalanceOverflow(() =>
    prisma.$transaction(async (tx) => {
      await allowLongTransaction(tx, IMPORT_TRANSACTION_OPTIONS.timeout);
      await tx.$queryRaw`SELECT id FROM data_imports WHERE id = ${id}::uuid FOR UPDATE`;
      const stored = await findOwnImport(tx, id, actor, "records");
      assertMayImport(actor, stored.kind as ImportKind);
      if (stored.status !== "committed") throw conflict(NOT_COMMITTED);
      const records = (stored.records ?? []) as unknown as ImportedRecord[];
      const note = { importUndone: stored.fileName };

      const { reasons: added, addingRows } = await recordsAddedTo(tx, records);
      const changed: string[] = [];
      for (const record of records) {
        const why = [await changedSince(tx, record), added.get(record.id)].filter(Boolean).join(", ");
        if (why) changed.push(`${record.name} (${LABELS[record.type]}: ${why})`);
      }
      if (changed.length) {
        const shown = changed.slice(0, 20);
        const more = changed.length > shown.length ? ` and ${changed.length - shown.length} more` : "";
        // Later imports that built on this one (their records point at its records): they are undone first.
        const later = await laterImportsOn(tx, stored.id, stored.committedAt, addingRows);
        const todo = later.length
          ? ` Undo the later ${later.length === 1 ? "import" : "imports"} that built on it first (newest first): ${later.map((item) => item.fileName).join(", ")}; then undo this one.`
          : "";
        throw new AppError(
          "CONFLICT",
          `Nothing was undone: ${changed.length === 1 ? "1 record was" : `${changed.length} records were`} changed or added to since the import: ${shown.join("; ")}${more}.${todo}`,
          {
            fieldErrors: {
              records: changed.slice(0, 1000),
              ...(later.length ? { laterImports: later.map((item) => item.id), laterImportFiles: later.map((item) => item.fileName) } : {}),
            },
          },
        );
      }

      let removed = 0;
      let restored = 0;
      // Listings before the clients they may belong to; entries one account at a time.
      // Leases (their ledgers with them) before their listings, tenants once no lease names them.
      const order: ImportedRecord["type"][] = ["entry", "lease", "listing", "tenant", "serviceProvider", "client"];
      const today = agencyToday(now);
      for (const type of order) {
        for (const record of records.filter((item) => item.type === type)) {
          if (record.action === "created") removed += (await removeCreated(tx, record, actor, note, today)) ? 1 : 0;
          else {
            await restoreUpdated(tx, record, actor, note, today);
            restored += 1;
          }
        }
      }
      await tx.dataImport.update({ where: { id }, data: { status: "undone", undoneAt: now }, select: { id: true } });
      return { removed, restored };
    }, IMPORT_TRANSACTION_OPTIONS),
  );
}

async function changedSince(tx: Db, record: ImportedRecord): Promise<string | null> {
  if (record.type === "entry") {
    const entry = await tx.accountTransaction.findUnique({ where: { id: record.id }, include: { reversedBy: { select: { id: true } } } });
    return entry?.reversedBy ? "reversed since" : null;
  }
  if (record.type === "lease") {
    // Its updatedAt moves with every posting (ledger entries posted since are counted by recordsAddedTo): its terms are compared.
    const lease = await tx.lease.findUnique({ where: { id: record.id } });
    if (!lease) return null;
    return record.terms && leaseFingerprint(lease) !== record.terms ? "edited since" : null;
  }
  const where = { where: { id: record.id }, select: { updatedAt: true } } as const;
  const row =
    record.type === "listing"
      ? await tx.listing.findUnique(where)
      : record.type === "client"
        ? await tx.client.findUnique(where)
        : record.type === "tenant"
          ? await tx.tenant.findUnique(where)
          : await tx.serviceProvider.findUnique(where);
  if (!row) return record.action === "created" ? null : "deleted since";
  if (record.stamp && row.updatedAt.toISOString() !== record.stamp) return "edited since";
  return null;
}

async function removeCreated(tx: Db, record: ImportedRecord, actor: Actor, note: Prisma.InputJsonObject, today: string): Promise<boolean> {
  if (record.type === "entry") {
    const entry = await tx.accountTransaction.findUnique({ where: { id: record.id } });
    if (!entry) return false;
    const account = await lockAccount(tx, entry.clientId, { open: false });
    await removeEntry(tx, { entry, entryCount: account?.entryCount ?? 1, actor, reason: `Import of ${String(note.importUndone)} undone` });
    return true;
  }
  if (record.type === "lease") {
    // Its ledger (the opening balance, nothing since: recordsAddedTo) and tenant links go with it; its listing reads its records again.
    const lease = await tx.lease.findUnique({ where: { id: record.id }, select: { listingId: true } });
    if (!lease) return false;
    await tx.lease.delete({ where: { id: record.id } });
    await refreshListingLease(tx, lease.listingId, today);
    await recordAudit(tx, { actor, action: "delete", entityType: "lease", entityId: record.id, changes: note });
    return true;
  }
  const where = { id: record.id };
  const { count } =
    record.type === "listing"
      ? await tx.listing.deleteMany({ where })
      : record.type === "client"
        ? await tx.client.deleteMany({ where })
        : record.type === "tenant"
          ? await tx.tenant.deleteMany({ where })
          : await tx.serviceProvider.deleteMany({ where });
  if (count) await recordAudit(tx, { actor, action: "delete", entityType: ENTITY_TYPES[record.type], entityId: record.id, changes: note });
  return count > 0;
}

async function restoreUpdated(tx: Db, record: ImportedRecord, actor: Actor, note: Prisma.InputJsonObject, today: string): Promise<void> {
  const before = record.before ?? {};
  if (record.type === "entry" || record.type === "lease") return;
  const current = (await (record.type === "listing"
    ? tx.listing.findUnique({ where: { id: record.id } })
    : record.type === "client"
      ? tx.client.findUnique({ where: { id: record.id } })
      : record.type === "tenant"
        ? tx.tenant.findUnique({ where: { id: record.id } })
        : tx.serviceProvider.findUnique({ where: { id: record.id } }))) as Record<string, unknown> | null;
  if (record.type === "listing") {
    const data = { ...before } as Record<string, unknown>;
    for (const column of ["leaseStartDate", "leaseEndDate"])
      if (typeof data[column] === "string") data[column] = new Date(data[column] as string);
    const listing = await tx.listing.update({ where: { id: record.id }, data: data as Prisma.ListingUncheckedUpdateInput });
    // The import brought the lease records in step with the listing's lease fields: they follow them back.
    if (record.leaseSynced) {
      const day = (value: Date | null) => (value ? value.toISOString().slice(0, 10) : null);
      const lease =
        listing.leaseStartDate || listing.leaseEndDate || listing.tenantName || listing.tenantPhoneNumber || listing.tenantEmail
          ? {
              startDate: day(listing.leaseStartDate),
              endDate: day(listing.leaseEndDate),
              tenantName: listing.tenantName,
              tenantPhoneNumber: listing.tenantPhoneNumber,
              tenantEmail: listing.tenantEmail,
            }
          : null;
      await syncListingLease(tx, { listingId: listing.id, lease, rent: listing.rentalPriceInUS?.toFixed(2) ?? null, today, actor });
    }
  } else if (record.type === "tenant") {
    await tx.tenant.update({ where: { id: record.id }, data: before as Prisma.TenantUpdateInput });
  } else if (record.type === "client") {
    await tx.client.update({ where: { id: record.id }, data: before as Prisma.ClientUpdateInput });
  } else {
    await tx.serviceProvider.update({ where: { id: record.id }, data: before as Prisma.ServiceProviderUpdateInput });
  }
  const changes = current ? changedFields(current, before) : {};
  await recordAudit(tx, {
    actor,
    action: "update",
    entityType: ENTITY_TYPES[record.type],
    entityId: record.id,
    changes: { ...changes, ...note },
  });
}
