import { createServiceOrderSchema } from "@/lib/schemas/service-order";
import { json, methodsNotAllowed, withSession } from "@/server/api/handler";
import { readJson } from "@/server/api/input";
import { createServiceOrder } from "@/server/service-orders/create-service-order";

export const POST = withSession(async ({ req, actor }) => {
  const order = await createServiceOrder({ data: await readJson(req, createServiceOrderSchema), actor });
  return json(order, { status: 201 });
});

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed("POST");
