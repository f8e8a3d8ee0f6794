import type { Prisma } from "@/lib/generated/prisma/client";
import type { ImportDto } from "@/lib/schemas/import";
import type { Actor } from "@/server/auth/actor";
import { prisma } from "@/server/db/client";
import { OMIT_LARGE_COLUMNS, toImportDto } from "./import-dto";

/** GET /imports: the history of imports, newest first — an admin's every one, a specialist's own. Rows are never read (no sample). */
export async function findImports({
  query,
  actor,
}: {
  query: { skip: number; limit: number; kind?: string; imported?: "true" | "false" };
  actor: Actor;
}): Promise<{ items: ImportDto[]; total: number }> {
  const where: Prisma.DataImportWhereInput = {};
  if (actor.role !== "admin") where.createdById = actor.id;
  if (query.kind) where.kind = query.kind;
  if (query.imported) where.status = query.imported === "true" ? { in: ["committing", "committed", "undone"] } : "uploaded";
  const [rows, total] = await Promise.all([
    prisma.dataImport.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: query.skip,
      take: query.limit,
      omit: OMIT_LARGE_COLUMNS,
    }),
    prisma.dataImport.count({ where }),
  ]);
  return { items: rows.map((row) => toImportDto(row, { role: actor.role })), total };
}
