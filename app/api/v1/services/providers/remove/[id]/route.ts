import { json, methodsNotAllowed, withSession } from "@/server/api/handler";
import { readId } from "@/server/api/input";
import { deleteServiceProvider } from "@/server/service-providers/delete-service-provider";

export const DELETE = withSession<{ id: string }>(async ({ params, actor }) => {
  await deleteServiceProvider({ id: readId(params.id), actor });
  return json({ message: "Service provider removed." });
});

export const { GET, POST, PUT, PATCH } = methodsNotAllowed("DELETE");
