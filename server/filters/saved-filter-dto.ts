import { fullName } from "@/lib/domain/people";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { SavedFilterDto } from "@/lib/schemas/saved-filter";
import type { Criterion, SearchEntity } from "@/lib/schemas/search";
import type { Actor } from "@/server/auth/actor";
import { forbidden, notFound } from "@/server/errors";
import { textFilter } from "@/server/db/text-search";

/** Selects the owner's name with the filter, in the same query. */
export const withOwner = { owner: { select: { id: true, firstName: true, lastName: true } } } as const;

export type SavedFilterWithOwner = Prisma.SavedFilterGetPayload<{ include: typeof withOwner }>;

export function toSavedFilterDto(row: SavedFilterWithOwner, actor: Actor): SavedFilterDto {
  const isOwn = row.ownerId === actor.id;
  return {
    _id: row.id,
    entity: row.entity as SearchEntity,
    name: row.name,
    criteria: row.criteria as unknown as Criterion[],
    shared: row.shared,
    owner: { _id: row.owner.id, name: fullName(row.owner) },
    isOwn,
    canChange: isOwn || actor.role === "admin",
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export const FILTER_NOT_FOUND = "Saved filter not found.";
export const FILTER_NAME_TAKEN = "You already have a saved filter with this name.";

/**
 * Who may change or delete a saved filter: its owner or an admin (403 for
 * anyone else). Someone else's private filter does not exist for a
 * non-admin (404), as it is not in their list either.
 */
export function assertMayChange(row: { ownerId: string; shared: boolean }, actor: Actor): void {
  if (row.ownerId === actor.id || actor.role === "admin") return;
  if (!row.shared) throw notFound(FILTER_NOT_FOUND);
  throw forbidden("Only the person who saved this filter, or an administrator, may change or delete it.");
}

/** The same name (any capitalisation) among the owner's filters of that entity, another filter than `exceptId`. */
export function sameNameWhere(ownerId: string, entity: string, name: string, exceptId?: string): Prisma.SavedFilterWhereInput {
  return {
    ownerId,
    entity,
    name: textFilter("equals", name),
    ...(exceptId ? { id: { not: exceptId } } : {}),
  };
}
