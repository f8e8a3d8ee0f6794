import { json, methodsNotAllowed, withSession } from "@/server/api/handler";
import { readId } from "@/server/api/input";
import { deleteServiceOrder } from "@/server/service-orders/delete-service-order";

export const DELETE = withSession<{ id: string }>(async ({ params, actor }) => {
  await deleteServiceOrder({ id: readId(params.id), actor });
  return json({ message: "Service order removed." });
});

export const { GET, POST, PUT, PATCH } = methodsNotAllowed("DELETE");
