import { leaseEndSchema } from "@/lib/schemas/lease";
import { json, methodsNotAllowed, withSession } from "@/server/api/handler";
import { readId, readJson } from "@/server/api/input";
import { endLease } from "@/server/leases/end-lease";

/** Ends the lease early on `{ date }` (its last day). */
export const POST = withSession<{ id: string }>(async ({ req, params, actor }) => {
  const { date } = await readJson(req, leaseEndSchema);
  return json(await endLease({ id: readId(params.id), date, actor }));
});

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed("POST");
