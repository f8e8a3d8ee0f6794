import type { SearchEntity } from "@/lib/schemas/search";
import type { Actor } from "@/server/auth/actor";
import { prisma } from "@/server/db/client";
import { toSavedFilterDto, withOwner } from "./saved-filter-dto";

/** GET /filters?entity=&skip&limit: one page of the caller's own filters of that entity and everyone's shared ones, by name. */
export async function findSavedFilters({
  entity,
  skip,
  limit,
  actor,
}: {
  entity: SearchEntity;
  skip: number;
  limit: number;
  actor: Actor;
}) {
  const where = { entity, OR: [{ ownerId: actor.id }, { shared: true }] };
  const [rows, total] = await Promise.all([
    prisma.savedFilter.findMany({
      where,
      include: withOwner,
      orderBy: [{ nameSort: "asc" }, { createdAt: "asc" }, { id: "asc" }],
      skip,
      take: limit,
    }),
    prisma.savedFilter.count({ where }),
  ]);
  return { items: rows.map((row) => toSavedFilterDto(row, actor)), total };
}
