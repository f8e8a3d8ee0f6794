import { MAX_SAVED_FILTERS_PER_ENTITY, TOO_MANY_FILTERS_MESSAGE, type CreateSavedFilterInput } from "@/lib/schemas/saved-filter";
import type { Actor } from "@/server/auth/actor";
import { recordAudit } from "@/server/audit";
import { prisma } from "@/server/db/client";
import { conflict, unprocessable } from "@/server/errors";
import { assertValidCriteria } from "@/server/search/criteria";
import { SEARCHES } from "@/server/search/registry";
import { FILTER_NAME_TAKEN, sameNameWhere, toSavedFilterDto, withOwner } from "./saved-filter-dto";

/** POST /filters/register: the criteria are checked as a list would check them (400 naming the field). */
export async function createSavedFilter({ data, actor }: { data: CreateSavedFilterInput; actor: Actor }) {
  assertValidCriteria(SEARCHES[data.entity], data.criteria, actor);
  return prisma.$transaction(async (tx) => {
    // The owner's row lock makes count-then-insert hold under a burst of parallel saves.
    await tx.$queryRaw`SELECT id FROM users WHERE id = ${actor.id}::uuid FOR UPDATE`;
    if ((await tx.savedFilter.count({ where: { ownerId: actor.id, entity: data.entity } })) >= MAX_SAVED_FILTERS_PER_ENTITY) {
      throw unprocessable(TOO_MANY_FILTERS_MESSAGE);
    }
    if (await tx.savedFilter.findFirst({ where: sameNameWhere(actor.id, data.entity, data.name), select: { id: true } })) {
      throw conflict(FILTER_NAME_TAKEN, { name: [FILTER_NAME_TAKEN] });
    }
    const row = await tx.savedFilter.create({ data: { ...data, ownerId: actor.id }, include: withOwner });
    await recordAudit(tx, { actor, action: "create", entityType: "savedFilter", entityId: row.id, changes: data });
    return toSavedFilterDto(row, actor);
  });
}
