import { clientListQuerySchema } from "@/lib/schemas/client";
import { listResponse, methodsNotAllowed, withSession } from "@/server/api/handler";
import { readQuery } from "@/server/api/input";
import { findClients } from "@/server/clients/find-clients";

export const GET = withSession(async ({ req }) => {
  const { items, total } = await findClients(readQuery(req, clientListQuerySchema));
  return listResponse(items, total);
});

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed("GET");
