import { clientSchemas } from "@/lib/schemas/contact-party";
import { listResponse, methodsNotAllowed, withSession } from "@/server/api/handler";
import { readQuery } from "@/server/api/input";
import { findClients } from "@/server/clients/find-clients";

export const GET = withSession(async ({ req }) => {
  const { items, total } = await findClients(readQuery(req, clientSchemas.listQuery));
  return listResponse(items, total);
});

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed("GET");
