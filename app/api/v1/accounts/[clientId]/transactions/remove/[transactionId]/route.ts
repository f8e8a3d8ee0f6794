import { entryReasonSchema } from "@/lib/schemas/account";
import { deleteTransaction } from "@/server/accounts/delete-transaction";
import { json, methodsNotAllowed, withSession } from "@/server/api/handler";
import { readId, readOptionalJson } from "@/server/api/input";

/** The delete (PRODUCT.md#api); a JSON body `{ reason }` (the console always sends one) puts the reason in the History. */
export const DELETE = withSession<{ clientId: string; transactionId: string }>(async ({ req, params, actor }) => {
  const clientId = readId(params.clientId);
  const transactionId = readId(params.transactionId);
  const body = await readOptionalJson(req, entryReasonSchema);
  const { balance } = await deleteTransaction({ clientId, transactionId, reason: body?.reason ?? null, actor });
  return json({ message: "Transaction removed.", accountBalance: balance });
});

export const { GET, POST, PUT, PATCH } = methodsNotAllowed("DELETE");
