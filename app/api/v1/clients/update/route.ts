import { clientSchemas } from "@/lib/schemas/contact-party";
import { json, methodsNotAllowed, withSession } from "@/server/api/handler";
import { readJson } from "@/server/api/input";
import { updateClient } from "@/server/clients/update-client";

export const PUT = withSession(async ({ req, actor }) => {
  return json(await updateClient({ data: await readJson(req, clientSchemas.update), actor }));
});

export const { GET, POST, PATCH, DELETE } = methodsNotAllowed("PUT");
