import { SEARCH_ENTITIES, type SearchEntity } from "@/lib/schemas/search";
import { methodsNotAllowed, withSession } from "@/server/api/handler";
import { readQuery } from "@/server/api/input";
import { notFound } from "@/server/errors";
import { exportList, exportQuerySchema } from "@/server/export/export-list";

/** Every row of the list as CSV, with the list's parameters (criteria and sort too); streamed. */
export const GET = withSession<{ entity: string }>(async ({ req, params, actor }) => {
  const entity = SEARCH_ENTITIES.find((name) => name === params.entity) as SearchEntity | undefined;
  if (!entity) throw notFound(`There is no export of "${params.entity.slice(0, 40)}".`);
  const file = await exportList(entity, readQuery(req, exportQuerySchema(entity)), actor);
  return new Response(file.body, {
    status: 200,
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${file.fileName}"`,
      "X-Total-Count": String(file.total),
      "Access-Control-Expose-Headers": "X-Total-Count, Content-Disposition",
      "Cache-Control": "no-store",
    },
  });
});

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed("GET");
