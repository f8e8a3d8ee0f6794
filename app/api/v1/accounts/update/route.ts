import { updateAccountSchema } from "@/lib/schemas/account";
import { reconcileAccount } from "@/server/accounts/reconcile-account";
import { json, methodsNotAllowed, withSession } from "@/server/api/handler";
import { readJson } from "@/server/api/input";

export const PUT = withSession(async ({ req, actor }) => {
  const { _id } = await readJson(req, updateAccountSchema);
  return json(await reconcileAccount({ clientId: _id, actor }));
});

export const { GET, POST, PATCH, DELETE } = methodsNotAllowed("PUT");
