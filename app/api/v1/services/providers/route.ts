import { providerListQuerySchema } from "@/lib/schemas/provider";
import { listResponse, methodsNotAllowed, withSession } from "@/server/api/handler";
import { readQuery } from "@/server/api/input";
import { findProviders } from "@/server/providers/find-providers";

export const GET = withSession(async ({ req }) => {
  const { items, total } = await findProviders(readQuery(req, providerListQuerySchema));
  return listResponse(items, total);
});

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed("GET");
