import type { Actor } from "@/server/auth/actor";
import { prisma } from "@/server/db/client";
import { findOwnImport } from "./import-access";
import { importSample, toImportDto } from "./import-dto";

/** GET /imports/{id}: one import with its first rows (an admin's any, a specialist's own). */
export async function getImport({ id, actor }: { id: string; actor: Actor }) {
  const row = await findOwnImport(prisma, id, actor);
  return toImportDto(row, { sample: await importSample(prisma, id), role: actor.role });
}
