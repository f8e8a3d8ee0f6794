import { entryReasonSchema } from "@/lib/schemas/account";
import { reverseTransaction } from "@/server/accounts/reverse-transaction";
import { json, methodsNotAllowed, withSession } from "@/server/api/handler";
import { readId, readJson } from "@/server/api/input";

/** Posts the entry's reversal (body `{ reason }`): **201** the reversal. */
export const POST = withSession<{ clientId: string; transactionId: string }>(async ({ req, params, actor }) => {
  const clientId = readId(params.clientId);
  const transactionId = readId(params.transactionId);
  const { reason } = await readJson(req, entryReasonSchema);
  return json(await reverseTransaction({ clientId, transactionId, reason, actor }), { status: 201 });
});

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed("POST");
