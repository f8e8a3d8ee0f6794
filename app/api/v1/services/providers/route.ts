import { serviceProviderListQuerySchema } from "@/lib/schemas/service-provider";
import { listResponse, methodsNotAllowed, withSession } from "@/server/api/handler";
import { readQuery } from "@/server/api/input";
import { findServiceProviders } from "@/server/service-providers/find-service-providers";

export const GET = withSession(async ({ req }) => {
  const { items, total } = await findServiceProviders(readQuery(req, serviceProviderListQuerySchema));
  return listResponse(items, total);
});

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed("GET");
