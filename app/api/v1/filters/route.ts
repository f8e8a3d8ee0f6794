import { savedFilterListQuerySchema } from "@/lib/schemas/saved-filter";
import { listResponse, methodsNotAllowed, withSession } from "@/server/api/handler";
import { readQuery } from "@/server/api/input";
import { findSavedFilters } from "@/server/filters/find-saved-filters";

/** The caller's saved filters of `entity` and everyone's shared ones, by name (all of them: X-Total-Count is their number). */
export const GET = withSession(async ({ req, actor }) => {
  const { entity } = readQuery(req, savedFilterListQuerySchema);
  const items = await findSavedFilters({ entity, actor });
  return listResponse(items, items.length);
});

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed("GET");
