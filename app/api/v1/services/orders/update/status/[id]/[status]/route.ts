import { serviceOrderStatusSchema } from "@/lib/schemas/service-order";
import { json, methodsNotAllowed, withSession } from "@/server/api/handler";
import { readId, validate } from "@/server/api/input";
import { updateServiceOrderStatus } from "@/server/service-orders/update-service-order-status";

/** No body (PRODUCT.md#api); an unknown status is 400. */
export const PUT = withSession<{ id: string; status: string }>(async ({ params, actor }) => {
  const id = readId(params.id);
  const status = validate(serviceOrderStatusSchema, params.status);
  return json(await updateServiceOrderStatus({ id, status, actor }));
});

export const { GET, POST, PATCH, DELETE } = methodsNotAllowed("PUT");
