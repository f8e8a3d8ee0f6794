import { stringify } from "csv-stringify/sync";
import { guardFormula } from "@/lib/domain/spreadsheet-formula";
import type { ImportKind } from "@/lib/domain/import-fields";
import type { DateOrder, DuplicateChoice, ImportMapping } from "@/lib/schemas/import";
import type { Actor } from "@/server/auth/actor";
import { prisma } from "@/server/db/client";
import { evaluateRows } from "./evaluate-rows";
import { findOwnImport } from "./import-access";

/**
 * GET /imports/{id}/errors.csv: the rows with errors as the file had them,
 * with an "Error" column first (every message of the row, "Column: message"),
 * so the person can fix them and import this file again. Cells that would
 * run as a formula are neutralised with ' as in every export.
 */
export async function importErrorsCsv({ id, actor }: { id: string; actor: Actor }): Promise<{ fileName: string; csv: string }> {
  const stored = await findOwnImport(prisma, id, actor, "rows");
  const columns = stored.columns as string[];
  const rows = stored.rows as string[][];
  const evaluation = await evaluateRows(
    prisma,
    {
      kind: stored.kind as ImportKind,
      columns,
      rows,
      mapping: stored.mapping as ImportMapping,
      dateOrder: (stored.dateOrder as DateOrder | null) ?? null,
      duplicates: stored.duplicates as DuplicateChoice,
    },
    actor,
  );
  const messages = new Map<number, string[]>();
  for (const error of evaluation.errors) {
    messages.set(error.row, [...(messages.get(error.row) ?? []), error.column ? `${error.column}: ${error.message}` : error.message]);
  }
  const records = [...messages.entries()].map(([row, texts]) => [texts.join(" "), ...(rows[row - 2] ?? [])]);
  const safe = guardFormula;
  const csv = `\uFEFF${stringify([["Error", ...columns], ...records.map((record) => record.map(safe))], { record_delimiter: "\r\n" })}`;
  const base = stored.fileName.replace(/\.(csv|xlsx)$/i, "");
  return { fileName: `${base} - errors.csv`, csv };
}
