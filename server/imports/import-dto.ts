import type { ImportKind } from "@/lib/domain/import-fields";
import type { DataImport } from "@/lib/generated/prisma/client";
import type { Db } from "./kinds/kind-types";
import { missingRequiredFields } from "@/lib/domain/import-fields";
import type { DateOrder, DuplicateChoice, ImportDefaults, ImportDto, ImportMapping } from "@/lib/schemas/import";

export const SAMPLE_ROWS = 20;

/** An import's row without the two columns that grow with the file: every read that does not need them omits them. */
export type ImportSummary = Omit<DataImport, "rows" | "records">;
export const OMIT_LARGE_COLUMNS = { rows: true, records: true } as const;

/**
 * The import as the API shows it, with the file's first rows when the caller has them (importSample);
 * `role` is the asker's (a specialist's own blank listing specialist is themselves: missingRequired).
 */
export function toImportDto(row: ImportSummary, { sample = [], role }: { sample?: string[][]; role: string }): ImportDto {
  const mapping = row.mapping as ImportMapping;
  const defaults = (row.defaults ?? {}) as ImportDefaults;
  return {
    _id: row.id,
    kind: row.kind as ImportKind,
    fileName: row.fileName,
    fileType: row.fileType as "csv" | "xlsx",
    fileSize: row.fileSize,
    columns: row.columns as string[],
    mapping,
    rowCount: row.rowCount,
    sample: sample.slice(0, SAMPLE_ROWS),
    dateOrder: (row.dateOrder as DateOrder | null) ?? null,
    duplicates: row.duplicates as DuplicateChoice,
    defaults,
    missingRequired: missingRequiredFields(row.kind as ImportKind, role, mapping, defaults),
    status: row.status as ImportDto["status"],
    created: row.createdCount,
    updated: row.updatedCount,
    unchanged: row.unchangedCount,
    skipped: row.skippedCount,
    invalid:
      row.status === "uploaded"
        ? 0
        : Math.max(0, row.rowCount - row.createdCount - row.updatedCount - row.unchangedCount - row.skippedCount),
    progress: { done: row.progressDone, total: row.progressTotal },
    commitError: row.commitError,
    createdBy: { _id: row.createdById, name: row.createdByName },
    createdAt: row.createdAt.toISOString(),
    committedAt: row.committedAt?.toISOString() ?? null,
    undoneAt: row.undoneAt?.toISOString() ?? null,
  };
}

/** The file's first SAMPLE_ROWS rows, cut out by the database: the page polls the import, and the rows may be 50,000. */
export async function importSample(db: Db, id: string): Promise<string[][]> {
  const [row] = await db.$queryRaw<{ sample: string[][] | null }[]>`
    SELECT (SELECT jsonb_agg(element ORDER BY position) FROM jsonb_array_elements(rows) WITH ORDINALITY AS t(element, position)
            WHERE position <= ${SAMPLE_ROWS}) AS sample
    FROM data_imports WHERE id = ${id}::uuid`;
  return row?.sample ?? [];
}
