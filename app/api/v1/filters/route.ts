import { savedFilterListQuerySchema } from "@/lib/schemas/saved-filter";
import { listResponse, methodsNotAllowed, withSession } from "@/server/api/handler";
import { readQuery } from "@/server/api/input";
import { findSavedFilters } from "@/server/filters/find-saved-filters";

/** A page of the caller's saved filters of `entity` and everyone's shared ones, by name; X-Total-Count is their number. */
export const GET = withSession(async ({ req, actor }) => {
  const { items, total } = await findSavedFilters({ ...readQuery(req, savedFilterListQuerySchema), actor });
  return listResponse(items, total);
});

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed("GET");
