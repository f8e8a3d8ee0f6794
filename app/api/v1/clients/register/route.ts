import { clientSchemas } from "@/lib/schemas/contact-party";
import { json, methodsNotAllowed, withSession } from "@/server/api/handler";
import { readJson } from "@/server/api/input";
import { createClient } from "@/server/clients/create-client";

export const POST = withSession(async ({ req, actor }) => {
  const client = await createClient({ data: await readJson(req, clientSchemas.create), actor });
  return json(client, { status: 201 });
});

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed("POST");
