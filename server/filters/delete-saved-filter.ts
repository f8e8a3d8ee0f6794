import type { Actor } from "@/server/auth/actor";
import { recordDelete } from "@/server/audit";
import { prisma } from "@/server/db/client";
import { notFound } from "@/server/errors";
import { assertMayChange, FILTER_NOT_FOUND } from "./saved-filter-dto";

/** DELETE /filters/remove/{id}: its owner or an admin. */
export async function deleteSavedFilter({ id, actor }: { id: string; actor: Actor }) {
  await prisma.$transaction(async (tx) => {
    const row = await tx.savedFilter.findUnique({ where: { id } });
    if (!row) throw notFound(FILTER_NOT_FOUND);
    assertMayChange(row, actor);
    await tx.savedFilter.delete({ where: { id } });
    await recordDelete(tx, actor, "savedFilter", id, { name: row.name, entity: row.entity, owner: row.ownerId });
  });
  return { message: "Filter removed." };
}
