import { SPECIALIST_IMPORT_KINDS, type ImportKind } from "@/lib/domain/import-fields";
import type { DataImport } from "@/lib/generated/prisma/client";
import type { Actor } from "@/server/auth/actor";
import { forbidden, notFound } from "@/server/errors";
import type { ImportSummary } from "./import-dto";
import type { Db } from "./kinds/kind-types";

export const KIND_FORBIDDEN = "Only administrators can import opening balances.";

/** Admins import every kind; property specialists clients, providers and listings. */
export function mayImport(actor: Actor, kind: ImportKind): boolean {
  return actor.role === "admin" || SPECIALIST_IMPORT_KINDS.includes(kind);
}

export function assertMayImport(actor: Actor, kind: ImportKind): void {
  if (!mayImport(actor, kind)) throw forbidden(KIND_FORBIDDEN);
}

/**
 * An import the actor may see and work on: an admin any, a specialist their
 * own (others' are a 404, as if absent). Its rows and records — up to the
 * whole file — are read only by the callers that ask for them.
 */
export async function findOwnImport(db: Db, id: string, actor: Actor): Promise<ImportSummary>;
export async function findOwnImport<Part extends "rows" | "records">(
  db: Db,
  id: string,
  actor: Actor,
  part: Part,
): Promise<ImportSummary & Pick<DataImport, Part>>;
export async function findOwnImport(db: Db, id: string, actor: Actor, part?: "rows" | "records") {
  const row = await db.dataImport.findUnique({ where: { id }, omit: { rows: part !== "rows", records: part !== "records" } });
  if (!row || (actor.role !== "admin" && row.createdById !== actor.id)) throw notFound("Import not found.");
  return row;
}
