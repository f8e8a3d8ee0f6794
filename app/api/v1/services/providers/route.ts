import { serviceProviderSchemas } from "@/lib/schemas/contact-party";
import { listResponse, methodsNotAllowed, withSession } from "@/server/api/handler";
import { readQuery } from "@/server/api/input";
import { findServiceProviders } from "@/server/service-providers/find-service-providers";

export const GET = withSession(async ({ req }) => {
  const { items, total } = await findServiceProviders(readQuery(req, serviceProviderSchemas.listQuery));
  return listResponse(items, total);
});

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed("GET");
