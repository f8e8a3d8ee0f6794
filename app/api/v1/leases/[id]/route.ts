import { leaseUpdateSchema } from "@/lib/schemas/lease";
import { json, methodsNotAllowed, withSession } from "@/server/api/handler";
import { readId, readJson } from "@/server/api/input";
import { deleteLease } from "@/server/leases/delete-lease";
import { getLease } from "@/server/leases/get-lease";
import { updateLease } from "@/server/leases/update-lease";

type Params = { id: string };

export const GET = withSession<Params>(async ({ params }) => json(await getLease(readId(params.id))));

export const PUT = withSession<Params>(async ({ req, params, actor }) =>
  json(await updateLease({ id: readId(params.id), data: await readJson(req, leaseUpdateSchema), actor })),
);

/** Only while its ledger is empty (409 otherwise). */
export const DELETE = withSession<Params>(async ({ params, actor }) => {
  await deleteLease({ id: readId(params.id), actor });
  return new Response(null, { status: 204 });
});

export const { POST, PATCH } = methodsNotAllowed("GET", "PUT", "DELETE");
