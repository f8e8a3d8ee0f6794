import { json, methodsNotAllowed, withSession } from "@/server/api/handler";
import { readId } from "@/server/api/input";
import { deleteUser } from "@/server/users/delete-user";

export const DELETE = withSession<{ id: string }>(
  async ({ params, actor }) => {
    await deleteUser({ id: readId(params.id), actor });
    return json({ message: "User removed." });
  },
  { roles: ["admin"] },
);

export const { GET, POST, PUT, PATCH } = methodsNotAllowed("DELETE");
