import { recordAudit } from "@/server/audit";
import { changedFields } from "@/server/changes";
import { env } from "@/server/env";
import { auditCreated, BULK_BATCH, bulkInsert, type BulkColumn } from "../bulk-insert";
import { importNote, inBatches, PROGRESS_ROWS, type Db, type ImportedRecord, type RowPlan, type WriteContext } from "./kind-types";

const LANGUAGE_COLUMN: BulkColumn = { column: "language", type: "text" };

/** A kind whose records are their columns alone (tenants, clients, service providers), and how to reach its table. */
export interface FlatKind<Data, Columns extends Record<string, unknown>, Row extends { id: string; updatedAt: Date }> {
  table: "clients" | "service_providers" | "tenants";
  type: ImportedRecord["type"];
  entityType: string;
  /** The fields an import maps, and their SQL columns in the same order. */
  fields: readonly (keyof Columns & string)[];
  sqlColumns: BulkColumn[];
  columnsOf: (data: Data) => Columns;
  /** A new record's name, from its columns; an updated one's, from the row. */
  nameOf: (columns: Columns) => string;
  nameOfRow: (row: Row) => string;
  find: (tx: Db, id: string) => Promise<Row>;
  update: (tx: Db, id: string, columns: Columns) => Promise<Row>;
}

/**
 * Such a kind's write: the new rows in batches (bulkInsert) with their History
 * entries, then each update with its entry and, for Undo, the mapped fields as
 * they were before. A new record speaks the agency's language (a file's rows do not say theirs); an updated one
 * keeps its own.
 */
export async function writeFlatRecords<Data, Columns extends Record<string, unknown>, Row extends { id: string; updatedAt: Date }>(
  tx: Db,
  plans: RowPlan<Data>[],
  { actor, fileName, progress }: WriteContext,
  kind: FlatKind<Data, Columns, Row>,
): Promise<ImportedRecord[]> {
  const records: ImportedRecord[] = [];
  const language = env().AGENCY_LANGUAGE;
  const fresh = plans.flatMap((plan) => (plan.status === "new" ? [{ ...kind.columnsOf(plan.data), language }] : []));
  for (const batch of inBatches(fresh, BULK_BATCH)) {
    const cells = batch.map((columns) => ({
      ...Object.fromEntries(kind.fields.map((field, index) => [kind.sqlColumns[index]!.column, columns[field]])),
      language,
    }));
    const created = await bulkInsert(tx, kind.table, [...kind.sqlColumns, LANGUAGE_COLUMN], cells);
    records.push(
      ...(await auditCreated(
        tx,
        { actor, fileName },
        { type: kind.type, entityType: kind.entityType, nameOf: kind.nameOf },
        created,
        batch,
      )),
    );
    await progress?.(records.length);
  }
  for (const plan of plans) {
    if (plan.status !== "update") continue;
    const columns = kind.columnsOf(plan.data);
    const before: Record<string, unknown> = await kind.find(tx, plan.existingId);
    const after = await kind.update(tx, plan.existingId, columns);
    await recordAudit(tx, {
      actor,
      action: "update",
      entityType: kind.entityType,
      entityId: after.id,
      changes: { ...changedFields(before, columns), ...importNote(fileName) },
    });
    records.push({
      type: kind.type,
      id: after.id,
      action: "updated",
      before: Object.fromEntries(kind.fields.map((field) => [field, before[field]])),
      stamp: after.updatedAt.toISOString(),
      name: kind.nameOfRow(after),
    });
    if (records.length % PROGRESS_ROWS === 0) await progress?.(records.length);
  }
  return records;
}
