import { paymentReverseSchema } from "@/lib/schemas/lease";
import { json, methodsNotAllowed, withSession } from "@/server/api/handler";
import { readId, readJson } from "@/server/api/input";
import { reversePayment } from "@/server/leases/ledger/reverse-payment";

/** **201** the reversal; 409 when the payment is already reversed. */
export const POST = withSession<{ id: string; paymentId: string }>(async ({ req, params, actor }) => {
  const { reason } = await readJson(req, paymentReverseSchema);
  return json(await reversePayment({ leaseId: readId(params.id), paymentId: readId(params.paymentId), reason, actor }), { status: 201 });
});

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed("POST");
