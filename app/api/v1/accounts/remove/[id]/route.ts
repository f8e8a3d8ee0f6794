import { deleteAccount } from "@/server/accounts/delete-account";
import { json, methodsNotAllowed, withSession } from "@/server/api/handler";
import { readId } from "@/server/api/input";

export const DELETE = withSession<{ id: string }>(async ({ params, actor }) => {
  await deleteAccount({ clientId: readId(params.id), actor });
  return json({ message: "Account removed." });
});

export const { GET, POST, PUT, PATCH } = methodsNotAllowed("DELETE");
