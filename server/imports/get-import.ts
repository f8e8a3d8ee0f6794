import type { Actor } from "@/server/auth/actor";
import { prisma } from "@/server/db/client";
import { findOwnImport } from "./import-access";
import { toImportDto } from "./import-dto";

/** GET /imports/{id}: one import with its first rows (an admin's any, a specialist's own). */
export async function getImport({ id, actor }: { id: string; actor: Actor }) {
  return toImportDto(await findOwnImport(prisma, id, actor));
}
