import { json, methodsNotAllowed, withSession } from "@/server/api/handler";
import { readId } from "@/server/api/input";
import { deleteSavedFilter } from "@/server/filters/delete-saved-filter";

export const DELETE = withSession<{ id: string }>(async ({ params, actor }) =>
  json(await deleteSavedFilter({ id: readId(params.id), actor })),
);

export const { GET, POST, PUT, PATCH } = methodsNotAllowed("DELETE");
