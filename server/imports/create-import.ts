import { IMPORT_FIELDS, proposeField, type ImportKind } from "@/lib/domain/import-fields";
import type { ImportMapping } from "@/lib/schemas/import";
import type { Actor } from "@/server/auth/actor";
import { prisma } from "@/server/db/client";
import { cleanFileName } from "@/server/files/file-name";
import { assertMayImport } from "./import-access";
import { toImportDto } from "./import-dto";
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
  const mapping = await proposeMapping(kind, table.columns, actor);
  const row = await prisma.dataImport.create({
    data: {
      kind,
      fileName: cleanFileName(fileName),
      fileType: table.fileType,
      fileSize: bytes.length,
      columns: table.columns,
      rows: table.rows,
      rowCount: table.rows.length,
      mapping,
      createdById: actor.id,
      createdByName: actor.name,
    },
  });
  return toImportDto(row);
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
