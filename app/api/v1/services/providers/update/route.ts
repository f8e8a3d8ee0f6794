import { serviceProviderSchemas } from "@/lib/schemas/contact-party";
import { json, methodsNotAllowed, withSession } from "@/server/api/handler";
import { readJson } from "@/server/api/input";
import { updateServiceProvider } from "@/server/service-providers/update-service-provider";

export const PUT = withSession(async ({ req, actor }) => {
  return json(await updateServiceProvider({ data: await readJson(req, serviceProviderSchemas.update), actor }));
});

export const { GET, POST, PATCH, DELETE } = methodsNotAllowed("PUT");
