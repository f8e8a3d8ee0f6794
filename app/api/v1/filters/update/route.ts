import { updateSavedFilterSchema } from "@/lib/schemas/saved-filter";
import { json, methodsNotAllowed, withSession } from "@/server/api/handler";
import { readJson } from "@/server/api/input";
import { updateSavedFilter } from "@/server/filters/update-saved-filter";

export const PUT = withSession(async ({ req, actor }) => {
  return json(await updateSavedFilter({ data: await readJson(req, updateSavedFilterSchema), actor }));
});

export const { GET, POST, PATCH, DELETE } = methodsNotAllowed("PUT");
