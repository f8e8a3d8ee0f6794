import { depositSettleSchema } from "@/lib/schemas/deposit";
import { json, methodsNotAllowed, withSession } from "@/server/api/handler";
import { readId, readJson } from "@/server/api/input";
import { settleDeposit } from "@/server/deposits/settle-deposit";

/** **201** the settlement (its `letter` says whether the letter was e-mailed); 409 while the lease runs or once settled. */
export const POST = withSession<{ id: string }>(async ({ req, params, actor }) =>
  json(await settleDeposit({ leaseId: readId(params.id), data: await readJson(req, depositSettleSchema), actor }), { status: 201 }),
);

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed("POST");
