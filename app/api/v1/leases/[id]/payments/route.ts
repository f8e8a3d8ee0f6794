import { paymentCreateSchema } from "@/lib/schemas/lease";
import { json, methodsNotAllowed, withSession } from "@/server/api/handler";
import { readId, readJson } from "@/server/api/input";
import { postPayment } from "@/server/leases/ledger/post-payment";

/** **201** `{ payment, applied, credit }`. */
export const POST = withSession<{ id: string }>(async ({ req, params, actor }) =>
  json(await postPayment({ leaseId: readId(params.id), data: await readJson(req, paymentCreateSchema), actor }), { status: 201 }),
);

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed("POST");
