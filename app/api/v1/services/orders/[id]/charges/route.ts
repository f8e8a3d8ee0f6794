import { serviceOrderChargeSchema } from "@/lib/schemas/service-order-charge";
import { json, listResponse, methodsNotAllowed, withSession } from "@/server/api/handler";
import { readId, readJson } from "@/server/api/input";
import { chargeServiceOrder, findServiceOrderCharges } from "@/server/service-orders/charge-service-order";

/** The order's charges to the listing owner, newest first. */
export const GET = withSession<{ id: string }>(async ({ params }) => {
  const { items, total } = await findServiceOrderCharges(readId(params.id));
  return listResponse(items, total);
});

/** Charge to owner: a debit on the owner's ledger linked to the order (and its invoice). */
export const POST = withSession<{ id: string }>(async ({ req, params, actor }) => {
  const orderId = readId(params.id);
  const charge = await chargeServiceOrder({ orderId, data: await readJson(req, serviceOrderChargeSchema), actor });
  return json(charge, { status: 201 });
});

export const { PUT, PATCH, DELETE } = methodsNotAllowed("GET", "POST");
