import { HISTORY_ENTITIES, recordHistoryQuerySchema, type HistoryEntity } from "@/lib/schemas/history";
import { listResponse, methodsNotAllowed, withSession } from "@/server/api/handler";
import { readId, readQuery } from "@/server/api/input";
import { notFound } from "@/server/errors";
import { findRecordHistory } from "@/server/history/find-record-history";

/** A record's history, newest first (entities as in /search/fields/{entity}); an unknown entity is 404. */
export const GET = withSession<{ entity: string; id: string }>(async ({ req, params, actor }) => {
  const entity = HISTORY_ENTITIES.find((name) => name === params.entity) as HistoryEntity | undefined;
  if (!entity) throw notFound(`There is no history of "${params.entity.slice(0, 40)}".`);
  const { skip, limit } = readQuery(req, recordHistoryQuerySchema);
  const { items, total } = await findRecordHistory({ entity, id: readId(params.id), skip, limit, actor });
  return listResponse(items, total);
});

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed("GET");
