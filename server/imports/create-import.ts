import { IMPORT_FIELDS, proposeField, type ImportKind } from "@/lib/domain/import-fields";
import type { ImportMapping } from "@/lib/schemas/import";
import type { Actor } from "@/server/auth/actor";
import { prisma } from "@/server/db/client";
import { cleanFileName } from "@/server/files/file-name";
import { assertMayImport } from "./import-access";
import { OMIT_LARGE_COLUMNS, toImportDto } from "./import-dto";
import { collectGarbage } from "./import-slot";
import { parseImportFile } from "./parse-file";

/**
 * POST /imports: reads the file (parse-file.ts: 415, 422), proposes a field
 * for each column — the mapping this person last used for the same header and
 * kind first, then the header's name, label or synonym — and keeps the rows
 * for the dry run and the commit. Nothing else is written.
 */
export async function createImport({ kind, fileName, bytes, actor }: { kind: ImportKind; fileName: string; bytes: Buffer; actor: Actor }) {
  assertMayImport(actor, kind);
  const table = await parseImportFile(bytes);
  collectGarbage(); // the reader's garbage, before the rows' JSON is made
  const mapping = await proposeMapping(kind, table.columns, actor);
  // The rows go in as one JSON text made once: Prisma's Json parameter took three times the table's memory.
  const [inserted] = await prisma.$queryRaw<{ id: string }[]>`
    INSERT INTO data_imports (kind, file_name, file_type, file_size, columns, rows, row_count, mapping, created_by_id, created_by_name, updated_at)
    VALUES (${kind}, ${cleanFileName(fileName)}, ${table.fileType}, ${bytes.length}, ${JSON.stringify(table.columns)}::jsonb,
            ${JSON.stringify(table.rows)}::jsonb, ${table.rows.length}, ${JSON.stringify(mapping)}::jsonb, ${actor.id}::uuid, ${actor.name}, now())
    RETURNING id::text`;
  const row = await prisma.dataImport.findUniqueOrThrow({ where: { id: inserted!.id }, omit: OMIT_LARGE_COLUMNS });
  return toImportDto(row, { sample: table.rows, role: actor.role });
}

async function proposeMapping(kind: ImportKind, columns: string[], actor: Actor): Promise<ImportMapping> {
  const previous = await prisma.dataImport.findFirst({
    where: { createdById: actor.id, kind, status: { in: ["committed", "undone"] } },
    orderBy: { createdAt: "desc" },
    select: { mapping: true },
  });
  const saved = (previous?.mapping ?? {}) as ImportMapping;
  const known = new Set(IMPORT_FIELDS[kind].map((field) => field.name));
  const taken = new Set<string>();
  const mapping: ImportMapping = {};
  for (const column of columns) {
    const remembered = saved[column];
    if (remembered && known.has(remembered) && !taken.has(remembered)) {
      mapping[column] = remembered;
      taken.add(remembered);
    }
  }
  for (const column of columns) {
    if (column in mapping) continue;
    const field = proposeField(kind, column, taken);
    mapping[column] = field;
    if (field) taken.add(field);
  }
  return mapping;
}
