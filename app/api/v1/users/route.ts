import { userListQuerySchema } from "@/lib/schemas/user";
import { listResponse, methodsNotAllowed, withSession } from "@/server/api/handler";
import { readQuery } from "@/server/api/input";
import { findUsers } from "@/server/users/find-users";

export const GET = withSession(async ({ req, actor }) => {
  const { items, total } = await findUsers({ query: readQuery(req, userListQuerySchema), actor });
  return listResponse(items, total);
});

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed("GET");
