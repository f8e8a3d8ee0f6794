import { json, methodsNotAllowed, withSession } from "@/server/api/handler";
import { readId } from "@/server/api/input";
import { undoImport } from "@/server/imports/undo-import";

/** Removes what the import created and puts back what it updated; 409 naming the records changed since. */
export const POST = withSession<{ id: string }>(async ({ params, actor }) => json(await undoImport({ id: readId(params.id), actor })));

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed("POST");
