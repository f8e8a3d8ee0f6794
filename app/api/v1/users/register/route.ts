import { createUserSchema } from "@/lib/schemas/user";
import { json, methodsNotAllowed, withSession } from "@/server/api/handler";
import { readJson } from "@/server/api/input";
import { createUser } from "@/server/users/create-user";

export const POST = withSession(
  async ({ req, actor }) => json(await createUser({ data: await readJson(req, createUserSchema), actor }), { status: 201 }),
  { roles: ["admin"] },
);

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed("POST");
