import { serviceProviderSchemas } from "@/lib/schemas/contact-party";
import { json, methodsNotAllowed, withSession } from "@/server/api/handler";
import { readJson } from "@/server/api/input";
import { createServiceProvider } from "@/server/service-providers/create-service-provider";

export const POST = withSession(async ({ req, actor }) => {
  const provider = await createServiceProvider({ data: await readJson(req, serviceProviderSchemas.create), actor });
  return json(provider, { status: 201 });
});

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed("POST");
