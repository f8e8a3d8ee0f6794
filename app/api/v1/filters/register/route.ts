import { createSavedFilterSchema } from "@/lib/schemas/saved-filter";
import { json, methodsNotAllowed, withSession } from "@/server/api/handler";
import { readJson } from "@/server/api/input";
import { createSavedFilter } from "@/server/filters/create-saved-filter";

export const POST = withSession(async ({ req, actor }) => {
  const filter = await createSavedFilter({ data: await readJson(req, createSavedFilterSchema), actor });
  return json(filter, { status: 201 });
});

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed("POST");
