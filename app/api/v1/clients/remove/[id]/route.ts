import { json, methodsNotAllowed, withSession } from "@/server/api/handler";
import { readId } from "@/server/api/input";
import { deleteClient } from "@/server/clients/delete-client";

export const DELETE = withSession<{ id: string }>(async ({ params, actor }) => {
  await deleteClient({ id: readId(params.id), actor });
  return json({ message: "Client removed." });
});

export const { GET, POST, PUT, PATCH } = methodsNotAllowed("DELETE");
