import { chargeCreateSchema } from "@/lib/schemas/lease";
import { json, methodsNotAllowed, withSession } from "@/server/api/handler";
import { readId, readJson } from "@/server/api/input";
import { postCharge } from "@/server/leases/ledger/post-charge";

/** **201** the charge. */
export const POST = withSession<{ id: string }>(async ({ req, params, actor }) =>
  json(await postCharge({ leaseId: readId(params.id), data: await readJson(req, chargeCreateSchema), actor }), { status: 201 }),
);

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed("POST");
