import { json, methodsNotAllowed, withSession } from "@/server/api/handler";
import { readId } from "@/server/api/input";
import { deleteProvider } from "@/server/providers/delete-provider";

export const DELETE = withSession<{ id: string }>(async ({ params, actor }) => {
  await deleteProvider({ id: readId(params.id), actor });
  return json({ message: "Service provider removed." });
});

export const { GET, POST, PUT, PATCH } = methodsNotAllowed("DELETE");
