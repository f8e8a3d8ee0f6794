import { ledgerQuerySchema } from "@/lib/schemas/lease";
import { listResponse, methodsNotAllowed, withSession } from "@/server/api/handler";
import { readId, readQuery } from "@/server/api/input";
import { findLedger } from "@/server/leases/ledger/find-ledger";

/** The tenant's ledger, newest first; `X-Total-Count`. */
export const GET = withSession<{ id: string }>(async ({ req, params }) => {
  const { items, total } = await findLedger(readId(params.id), readQuery(req, ledgerQuerySchema));
  return listResponse(items, total);
});

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed("GET");
