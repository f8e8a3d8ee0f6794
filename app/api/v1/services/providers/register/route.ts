import { createProviderSchema } from "@/lib/schemas/provider";
import { json, methodsNotAllowed, withSession } from "@/server/api/handler";
import { readJson } from "@/server/api/input";
import { createProvider } from "@/server/providers/create-provider";

export const POST = withSession(async ({ req, actor }) => {
  const provider = await createProvider({ data: await readJson(req, createProviderSchema), actor });
  return json(provider, { status: 201 });
});

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed("POST");
