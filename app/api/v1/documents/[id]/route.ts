import { json, methodsNotAllowed, withSession } from "@/server/api/handler";
import { readId } from "@/server/api/input";
import { getDocument } from "@/server/documents/get-document";

export const GET = withSession<{ id: string }>(async ({ params, actor }) => json(await getDocument(readId(params.id), actor)));

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed("GET");
