import { serviceOrderChargeSchema } from "@/lib/schemas/service-order-charge";
import { json, listResponse, methodsNotAllowed, withSession } from "@/server/api/handler";
import { readId, readJson } from "@/server/api/input";
import { chargeServiceOrder, findServiceOrderCharges, readIdempotencyKey } from "@/server/service-orders/charge-service-order";

/** The order's charges to the listing owner, newest first. */
export const GET = withSession<{ id: string }>(async ({ params }) => {
  const { items, total } = await findServiceOrderCharges(readId(params.id));
  return listResponse(items, total);
});

/**
 * Charge to owner: a debit on the owner's ledger linked to the order (and its invoice).
 * 201 for a new charge; 200 with the same charge for a repeated Idempotency-Key; 409 for an invoice already charged.
 */
export const POST = withSession<{ id: string }>(async ({ req, params, actor }) => {
  const orderId = readId(params.id);
  const idempotencyKey = readIdempotencyKey(req.headers);
  const { charge, created } = await chargeServiceOrder({
    orderId,
    data: await readJson(req, serviceOrderChargeSchema),
    actor,
    idempotencyKey,
  });
  return json(charge, { status: created ? 201 : 200 });
});

export const { PUT, PATCH, DELETE } = methodsNotAllowed("GET", "POST");
