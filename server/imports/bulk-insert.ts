import { randomUUID } from "node:crypto";
import { Prisma } from "@/lib/generated/prisma/client";
import type { Actor } from "@/server/auth/actor";
import { importNote, type Db, type ImportedRecord } from "./kinds/kind-types";

/**
 * New records of an import, a batch per statement: the rows travel as one
 * JSON parameter and `jsonb_to_recordset` turns them into the table's types
 * (arrays, numerics, dates) — one parameter instead of one per cell, which is
 * what made Prisma's createMany cost milliseconds a row (docs/PERFORMANCE.md
 * "Imports"). Ids are made here, so each record's audit row needs no
 * round trip; the audit rows go in the same way, in the same transaction.
 */
export interface BulkColumn {
  /** The SQL column. */
  column: string;
  /** Its type in jsonb_to_recordset: uuid, text, text[], numeric, integer, boolean, date. */
  type: string;
}

export const BULK_BATCH = 2000;

export async function bulkInsert(
  tx: Db,
  table: "clients" | "service_providers" | "listings" | "tenants",
  columns: BulkColumn[],
  rows: Record<string, unknown>[],
): Promise<{ id: string; updatedAt: Date }[]> {
  const now = new Date();
  const withIds = rows.map((row) => ({ ...row, id: randomUUID() }));
  const all = [{ column: "id", type: "uuid" }, ...columns];
  const names = Prisma.raw(all.map(({ column }) => `"${column}"`).join(", "));
  const types = Prisma.raw(all.map(({ column, type }) => `"${column}" ${type}`).join(", "));
  await tx.$executeRaw`
    INSERT INTO ${Prisma.raw(`"${table}"`)} (${names}, "created_at", "updated_at")
    SELECT ${names}, ${now}, ${now} FROM jsonb_to_recordset(${JSON.stringify(withIds)}::jsonb) AS r(${types})`;
  return withIds.map((row) => ({ id: row.id, updatedAt: now }));
}

/** The create audit rows of a batch, each with its record's changes (and "imported from {file}"). */
export async function bulkAudit(tx: Db, actor: Actor, entityType: string, entries: { id: string; changes: unknown }[]): Promise<void> {
  const rows = entries.map((entry) => ({ entity_id: entry.id, changes: entry.changes }));
  await tx.$executeRaw`
    INSERT INTO "audit_log" ("actor_id", "actor_name", "action", "entity_type", "entity_id", "changes")
    SELECT ${actor.id}::uuid, ${actor.name}, 'create', ${entityType}, r.entity_id, r.changes
    FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS r(entity_id uuid, changes jsonb)`;
}

/**
 * What an import does with a batch it has just inserted: one audit row each ("create", with the file's name), and
 * the import's own record of each (created, stamped, named) for its undo.
 */
export async function auditCreated<Data>(
  tx: Db,
  { actor, fileName }: { actor: Actor; fileName: string },
  kind: { type: ImportedRecord["type"]; entityType: string; nameOf: (data: Data) => string },
  created: readonly { id: string; updatedAt: Date }[],
  batch: readonly Data[],
): Promise<ImportedRecord[]> {
  await bulkAudit(
    tx,
    actor,
    kind.entityType,
    created.map((row, index) => ({ id: row.id, changes: { ...batch[index], ...importNote(fileName) } })),
  );
  return created.map((row, index) => ({
    type: kind.type,
    id: row.id,
    action: "created",
    stamp: row.updatedAt.toISOString(),
    name: kind.nameOf(batch[index]!),
  }));
}
