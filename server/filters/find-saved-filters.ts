import type { SearchEntity } from "@/lib/schemas/search";
import type { Actor } from "@/server/auth/actor";
import { prisma } from "@/server/db/client";
import { toSavedFilterDto, withOwner } from "./saved-filter-dto";

/** GET /filters?entity=: the caller's own filters of that entity and everyone's shared ones, by name. */
export async function findSavedFilters({ entity, actor }: { entity: SearchEntity; actor: Actor }) {
  const rows = await prisma.savedFilter.findMany({
    where: { entity, OR: [{ ownerId: actor.id }, { shared: true }] },
    include: withOwner,
    orderBy: [{ nameSort: "asc" }, { createdAt: "asc" }, { id: "asc" }],
  });
  return rows.map((row) => toSavedFilterDto(row, actor));
}
