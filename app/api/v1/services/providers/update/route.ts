import { updateProviderSchema } from "@/lib/schemas/provider";
import { json, methodsNotAllowed, withSession } from "@/server/api/handler";
import { readJson } from "@/server/api/input";
import { updateProvider } from "@/server/providers/update-provider";

export const PUT = withSession(async ({ req, actor }) => {
  return json(await updateProvider({ data: await readJson(req, updateProviderSchema), actor }));
});

export const { GET, POST, PATCH, DELETE } = methodsNotAllowed("PUT");
