import { json, methodsNotAllowed, withSession } from "@/server/api/handler";
import { readId } from "@/server/api/input";
import { getServiceOrder } from "@/server/service-orders/get-service-order";

export const GET = withSession<{ id: string }>(async ({ params }) => json(await getServiceOrder(readId(params.id))));

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed("GET");
