import { leaseRenewSchema } from "@/lib/schemas/lease";
import { json, methodsNotAllowed, withSession } from "@/server/api/handler";
import { readId, readJson } from "@/server/api/input";
import { renewLease } from "@/server/leases/renew-lease";

/** **201** the next lease. */
export const POST = withSession<{ id: string }>(async ({ req, params, actor }) =>
  json(await renewLease({ id: readId(params.id), data: await readJson(req, leaseRenewSchema), actor }), { status: 201 }),
);

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed("POST");
