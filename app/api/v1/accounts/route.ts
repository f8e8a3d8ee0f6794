import { accountListQuerySchema } from "@/lib/schemas/account";
import { findAccounts } from "@/server/accounts/find-accounts";
import { listResponse, methodsNotAllowed, withSession } from "@/server/api/handler";
import { readQuery } from "@/server/api/input";

export const GET = withSession(async ({ req }) => {
  const { items, total } = await findAccounts(readQuery(req, accountListQuerySchema));
  return listResponse(items, total);
});

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed("GET");
