import type { Prisma } from "@/lib/generated/prisma/client";
import type { SearchEntity } from "@/lib/schemas/search";
import type { UpdateSavedFilterInput } from "@/lib/schemas/saved-filter";
import type { Actor } from "@/server/auth/actor";
import { recordUpdate } from "@/server/audit";
import { prisma } from "@/server/db/client";
import { conflict, notFound } from "@/server/errors";
import { assertValidCriteria } from "@/server/search/criteria";
import { SEARCHES } from "@/server/search/registry";
import { assertMayChange, FILTER_NAME_TAKEN, FILTER_NOT_FOUND, sameNameWhere, toSavedFilterDto, withOwner } from "./saved-filter-dto";

/**
 * PUT /filters/update: any of name, criteria and shared; what is absent stays.
 * The entity never changes, and the criteria are checked against it.
 */
export async function updateSavedFilter({ data, actor }: { data: UpdateSavedFilterInput; actor: Actor }) {
  const { _id: id, ...changes } = data;
  return prisma.$transaction(async (tx) => {
    const before = await tx.savedFilter.findUnique({ where: { id } });
    if (!before) throw notFound(FILTER_NOT_FOUND);
    assertMayChange(before, actor);
    if (changes.criteria) assertValidCriteria(SEARCHES[before.entity as SearchEntity], changes.criteria, actor);
    if (changes.name && (await tx.savedFilter.findFirst({ where: sameNameWhere(before.ownerId, before.entity, changes.name, id) }))) {
      throw conflict(FILTER_NAME_TAKEN, { name: [FILTER_NAME_TAKEN] });
    }
    const fields: Prisma.SavedFilterUpdateInput = {};
    if (changes.name !== undefined) fields.name = changes.name;
    if (changes.criteria !== undefined) fields.criteria = changes.criteria;
    if (changes.shared !== undefined) fields.shared = changes.shared;
    const row = await tx.savedFilter.update({ where: { id }, data: fields, include: withOwner });
    await recordUpdate(tx, actor, "savedFilter", id, before, changes);
    return toSavedFilterDto(row, actor);
  });
}
