import { leaseCreateSchema, leaseListQuerySchema } from "@/lib/schemas/lease";
import { json, listResponse, methodsNotAllowed, withSession } from "@/server/api/handler";
import { readJson, readQuery } from "@/server/api/input";
import { createLease } from "@/server/leases/create-lease";
import { findLeases } from "@/server/leases/find-leases";

export const GET = withSession(async ({ req }) => {
  const { items, total } = await findLeases(readQuery(req, leaseListQuerySchema));
  return listResponse(items, total);
});

/** **201** `{ lease, charged }`: the charges already due, posted with it. */
export const POST = withSession(async ({ req, actor }) =>
  json(await createLease({ data: await readJson(req, leaseCreateSchema), actor }), { status: 201 }),
);

export const { PUT, PATCH, DELETE } = methodsNotAllowed("GET", "POST");
