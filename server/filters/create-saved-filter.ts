import type { CreateSavedFilterInput } from "@/lib/schemas/saved-filter";
import type { Actor } from "@/server/auth/actor";
import { recordAudit } from "@/server/audit";
import { prisma } from "@/server/db/client";
import { conflict } from "@/server/errors";
import { assertValidCriteria } from "@/server/search/criteria";
import { SEARCHES } from "@/server/search/registry";
import { FILTER_NAME_TAKEN, sameNameWhere, toSavedFilterDto, withOwner } from "./saved-filter-dto";

/** POST /filters/register: the criteria are checked as a list would check them (400 naming the field). */
export async function createSavedFilter({ data, actor }: { data: CreateSavedFilterInput; actor: Actor }) {
  assertValidCriteria(SEARCHES[data.entity], data.criteria);
  return prisma.$transaction(async (tx) => {
    if (await tx.savedFilter.findFirst({ where: sameNameWhere(actor.id, data.entity, data.name), select: { id: true } })) {
      throw conflict(FILTER_NAME_TAKEN, { name: [FILTER_NAME_TAKEN] });
    }
    const row = await tx.savedFilter.create({ data: { ...data, ownerId: actor.id }, include: withOwner });
    await recordAudit(tx, { actor, action: "create", entityType: "savedFilter", entityId: row.id, changes: data });
    return toSavedFilterDto(row, actor);
  });
}
