import { createTransactionSchema } from "@/lib/schemas/account";
import { postTransaction } from "@/server/accounts/post-transaction";
import { json, methodsNotAllowed, withSession } from "@/server/api/handler";
import { readJson } from "@/server/api/input";

export const POST = withSession(async ({ req, actor }) => {
  const transaction = await postTransaction({ data: await readJson(req, createTransactionSchema), actor });
  return json(transaction, { status: 201 });
});

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed("POST");
