import { transactionListQuerySchema } from "@/lib/schemas/account";
import { findTransactions } from "@/server/accounts/find-transactions";
import { listResponse, methodsNotAllowed, withSession } from "@/server/api/handler";
import { readQuery } from "@/server/api/input";

export const GET = withSession(async ({ req }) => {
  const { items, total } = await findTransactions(readQuery(req, transactionListQuerySchema));
  return listResponse(items, total);
});

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed("GET");
