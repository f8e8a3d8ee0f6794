import { SEARCH_ENTITIES, type SearchEntity } from "@/lib/schemas/search";
import { json, methodsNotAllowed, withSession } from "@/server/api/handler";
import { notFound } from "@/server/errors";
import { getSearchFields } from "@/server/search/registry";

/** The Finder's fields of one entity (PRODUCT.md#finder "Searchable field definition"); an unknown entity is 404. */
export const GET = withSession<{ entity: string }>(async ({ params, actor }) => {
  const entity = SEARCH_ENTITIES.find((name) => name === params.entity) as SearchEntity | undefined;
  if (!entity) throw notFound(`There is no Finder for "${params.entity.slice(0, 40)}".`);
  return json(await getSearchFields(entity, actor));
});

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed("GET");
