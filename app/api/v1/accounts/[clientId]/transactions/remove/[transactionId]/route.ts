import { deleteTransaction } from "@/server/accounts/delete-transaction";
import { json, methodsNotAllowed, withSession } from "@/server/api/handler";
import { readId } from "@/server/api/input";

export const DELETE = withSession<{ clientId: string; transactionId: string }>(async ({ params, actor }) => {
  const { balance } = await deleteTransaction({ clientId: readId(params.clientId), transactionId: readId(params.transactionId), actor });
  return json({ message: "Transaction removed.", accountBalance: balance });
});

export const { GET, POST, PUT, PATCH } = methodsNotAllowed("DELETE");
