import { json, methodsNotAllowed, withSession } from "@/server/api/handler";
import { readId } from "@/server/api/input";
import { requestCommit } from "@/server/imports/commit-import";

/** 202: the commit is queued as a job (all or nothing); GET /imports/{id} shows its progress and outcome. */
export const POST = withSession<{ id: string }>(async ({ params, actor }) =>
  json(await requestCommit({ id: readId(params.id), actor }), { status: 202 }),
);

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed("POST");
