import { json, methodsNotAllowed, withSession } from "@/server/api/handler";
import { readId } from "@/server/api/input";
import { getUser } from "@/server/users/get-user";

/** An admin, or the user itself (checked in getUser). */
export const GET = withSession<{ id: string }>(async ({ params, actor }) => json(await getUser({ id: readId(params.id), actor })));

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed("GET");
