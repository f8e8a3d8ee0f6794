import type { ImportKind } from "@/lib/domain/import-fields";
import type { DataImport } from "@/lib/generated/prisma/client";
import type { DateOrder, DuplicateChoice, ImportDto, ImportMapping } from "@/lib/schemas/import";

export const SAMPLE_ROWS = 20;

export function toImportDto(row: DataImport, { withSample = true } = {}): ImportDto {
  const rows = Array.isArray(row.rows) ? (row.rows as string[][]) : [];
  return {
    _id: row.id,
    kind: row.kind as ImportKind,
    fileName: row.fileName,
    fileType: row.fileType as "csv" | "xlsx",
    fileSize: row.fileSize,
    columns: row.columns as string[],
    mapping: row.mapping as ImportMapping,
    rowCount: row.rowCount,
    sample: withSample ? rows.slice(0, SAMPLE_ROWS) : [],
    dateOrder: (row.dateOrder as DateOrder | null) ?? null,
    duplicates: row.duplicates as DuplicateChoice,
    status: row.status as ImportDto["status"],
    created: row.createdCount,
    updated: row.updatedCount,
    skipped: row.skippedCount,
    invalid: row.status === "uploaded" ? 0 : Math.max(0, row.rowCount - row.createdCount - row.updatedCount - row.skippedCount),
    progress: { done: row.progressDone, total: row.progressTotal },
    commitError: row.commitError,
    createdBy: { _id: row.createdById, name: row.createdByName },
    createdAt: row.createdAt.toISOString(),
    committedAt: row.committedAt?.toISOString() ?? null,
    undoneAt: row.undoneAt?.toISOString() ?? null,
  };
}
