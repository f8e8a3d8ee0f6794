import { json, methodsNotAllowed, withSession } from "@/server/api/handler";
import { readId } from "@/server/api/input";
import { getProvider } from "@/server/providers/get-provider";

export const GET = withSession<{ id: string }>(async ({ params }) => json(await getProvider(readId(params.id))));

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed("GET");
