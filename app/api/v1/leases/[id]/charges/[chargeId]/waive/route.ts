import { paymentReverseSchema } from "@/lib/schemas/lease";
import { json, methodsNotAllowed, withSession } from "@/server/api/handler";
import { readId, readJson } from "@/server/api/input";
import { waiveFee } from "@/server/leases/ledger/waive-fee";

/** **201** the waiver of a late fee; 409 when it is already waived, 422 when the charge is not a late fee. */
export const POST = withSession<{ id: string; chargeId: string }>(async ({ req, params, actor }) => {
  const { reason } = await readJson(req, paymentReverseSchema);
  return json(await waiveFee({ leaseId: readId(params.id), chargeId: readId(params.chargeId), reason, actor }), { status: 201 });
});

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed("POST");
