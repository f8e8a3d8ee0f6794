import type { Prisma } from "@/lib/generated/prisma/client";
import { guardBalanceOverflow, lockAccount } from "@/server/accounts/ledger";
import { removeEntry } from "@/server/accounts/delete-transaction";
import type { Actor } from "@/server/auth/actor";
import { recordAudit } from "@/server/audit";
import { changedFields } from "@/server/changes";
import { AppError, conflict } from "@/server/errors";
import { prisma } from "@/server/db/client";
import { allowLongTransaction } from "@/server/db/long-transaction";
import { assertMayImport, findOwnImport } from "./import-access";
import { IMPORT_TRANSACTION_OPTIONS } from "./commit-import";
import type { Db, ImportedRecord } from "./kinds/kind-types";
import type { ImportKind } from "@/lib/domain/import-fields";

export const NOT_COMMITTED = "Only an import that was imported can be undone.";
const LABELS: Record<ImportedRecord["type"], string> = {
  client: "client",
  serviceProvider: "service provider",
  listing: "listing",
  entry: "ledger entry",
};
const ENTITY_TYPES: Record<Exclude<ImportedRecord["type"], "entry">, string> = {
  client: "client",
  serviceProvider: "service-provider",
  listing: "listing",
};

/**
 * POST /imports/{id}/undo: what the import created is removed and what it
 * updated is put back, in one transaction — unless a record changed since
 * (edited, or a created client or listing got listings, orders, reminders or
 * ledger entries of its own, or an entry was reversed): then nothing is
 * undone and the 409 names every such record, so the person can decide.
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

      const changed: string[] = [];
      for (const record of records) {
        const why = await changedSince(tx, record);
        if (why) changed.push(`${record.name} (${LABELS[record.type]}: ${why})`);
      }
      if (changed.length) {
        const shown = changed.slice(0, 20);
        const more = changed.length > shown.length ? ` and ${changed.length - shown.length} more` : "";
        throw new AppError(
          "CONFLICT",
          `Nothing was undone: ${changed.length === 1 ? "this record has" : "these records have"} changed since the import: ${shown.join("; ")}${more}.`,
          {
            fieldErrors: { records: changed.slice(0, 1000) },
          },
        );
      }

      let removed = 0;
      let restored = 0;
      // Listings before the clients they may belong to; entries one account at a time.
      const order: ImportedRecord["type"][] = ["entry", "listing", "serviceProvider", "client"];
      for (const type of order) {
        for (const record of records.filter((item) => item.type === type)) {
          if (record.action === "created") removed += (await removeCreated(tx, record, actor, note)) ? 1 : 0;
          else {
            await restoreUpdated(tx, record, actor, note);
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
  const row =
    record.type === "listing"
      ? await tx.listing.findUnique({
          where: { id: record.id },
          select: { updatedAt: true, _count: { select: { serviceOrders: true, reminders: true } } },
        })
      : record.type === "client"
        ? await tx.client.findUnique({
            where: { id: record.id },
            select: { updatedAt: true, _count: { select: { listings: true, transactions: true } } },
          })
        : await tx.serviceProvider.findUnique({
            where: { id: record.id },
            select: { updatedAt: true, _count: { select: { serviceOrders: true } } },
          });
  if (!row) return record.action === "created" ? null : "deleted since";
  if (record.stamp && row.updatedAt.toISOString() !== record.stamp) return "edited since";
  if (record.action === "created" && Object.values(row._count).some((count) => count > 0)) return "has records of its own since";
  return null;
}

async function removeCreated(tx: Db, record: ImportedRecord, actor: Actor, note: Prisma.InputJsonObject): Promise<boolean> {
  if (record.type === "entry") {
    const entry = await tx.accountTransaction.findUnique({ where: { id: record.id } });
    if (!entry) return false;
    const account = await lockAccount(tx, entry.clientId, { open: false });
    await removeEntry(tx, { entry, entryCount: account?.entryCount ?? 1, actor, reason: `Import of ${String(note.importUndone)} undone` });
    return true;
  }
  const where = { id: record.id };
  const { count } =
    record.type === "listing"
      ? await tx.listing.deleteMany({ where })
      : record.type === "client"
        ? await tx.client.deleteMany({ where })
        : await tx.serviceProvider.deleteMany({ where });
  if (count) await recordAudit(tx, { actor, action: "delete", entityType: ENTITY_TYPES[record.type], entityId: record.id, changes: note });
  return count > 0;
}

async function restoreUpdated(tx: Db, record: ImportedRecord, actor: Actor, note: Prisma.InputJsonObject): Promise<void> {
  const before = record.before ?? {};
  if (record.type === "entry") return;
  const current = (await (record.type === "listing"
    ? tx.listing.findUnique({ where: { id: record.id } })
    : record.type === "client"
      ? tx.client.findUnique({ where: { id: record.id } })
      : tx.serviceProvider.findUnique({ where: { id: record.id } }))) as Record<string, unknown> | null;
  if (record.type === "listing") {
    const data = { ...before } as Record<string, unknown>;
    for (const column of ["leaseStartDate", "leaseEndDate"])
      if (typeof data[column] === "string") data[column] = new Date(data[column] as string);
    await tx.listing.update({ where: { id: record.id }, data: data as Prisma.ListingUncheckedUpdateInput });
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
