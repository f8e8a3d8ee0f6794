import { updateServiceOrderSchema } from "@/lib/schemas/service-order";
import { json, methodsNotAllowed, withSession } from "@/server/api/handler";
import { readJson } from "@/server/api/input";
import { updateServiceOrder } from "@/server/service-orders/update-service-order";

export const PUT = withSession(async ({ req, actor }) => {
  return json(await updateServiceOrder({ data: await readJson(req, updateServiceOrderSchema), actor }));
});

export const { GET, POST, PATCH, DELETE } = methodsNotAllowed("PUT");
