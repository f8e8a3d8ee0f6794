import { json, methodsNotAllowed, withSession } from "@/server/api/handler";
import { readId } from "@/server/api/input";
import { getServiceProvider } from "@/server/service-providers/get-service-provider";

export const GET = withSession<{ id: string }>(async ({ params }) => json(await getServiceProvider(readId(params.id))));

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed("GET");
