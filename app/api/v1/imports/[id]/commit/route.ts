import { json, methodsNotAllowed, withSession } from "@/server/api/handler";
import { readId } from "@/server/api/input";
import { commitImport } from "@/server/imports/commit-import";

/** Every valid row, in one transaction: all or nothing. */
export const POST = withSession<{ id: string }>(async ({ params, actor }) => json(await commitImport({ id: readId(params.id), actor })));

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed("POST");
