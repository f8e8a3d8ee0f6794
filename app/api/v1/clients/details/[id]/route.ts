import { json, methodsNotAllowed, withSession } from "@/server/api/handler";
import { readId } from "@/server/api/input";
import { getClient } from "@/server/clients/get-client";

export const GET = withSession<{ id: string }>(async ({ params }) => json(await getClient(readId(params.id))));

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed("GET");
