import { SEARCH_ENTITIES, type SearchEntity } from "@/lib/schemas/search";
import { methodsNotAllowed, withSession } from "@/server/api/handler";
import { readQuery } from "@/server/api/input";
import { notFound } from "@/server/errors";
import { CSV_CONTENT_TYPE, fileDownload } from "@/server/http/downloads";
import { exportList, exportQuerySchema } from "@/server/export/export-list";

/** Every row of the list as CSV, with the list's parameters (criteria and sort too); streamed. */
export const GET = withSession<{ entity: string }>(async ({ req, params, actor }) => {
  const entity = SEARCH_ENTITIES.find((name) => name === params.entity) as SearchEntity | undefined;
  if (!entity) throw notFound(`There is no export of "${params.entity.slice(0, 40)}".`);
  const file = await exportList(entity, readQuery(req, exportQuerySchema(entity)), actor);
  return fileDownload(file.body, { contentType: CSV_CONTENT_TYPE, fileName: file.fileName, total: file.total });
});

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed("GET");
