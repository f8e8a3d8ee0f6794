import { updateUserSchema } from "@/lib/schemas/user";
import { json, methodsNotAllowed, withSession } from "@/server/api/handler";
import { readJson } from "@/server/api/input";
import { updateUser } from "@/server/users/update-user";

export const PUT = withSession(async ({ req, actor }) => json(await updateUser({ data: await readJson(req, updateUserSchema), actor })), {
  roles: ["admin"],
});

export const { GET, POST, PATCH, DELETE } = methodsNotAllowed("PUT");
