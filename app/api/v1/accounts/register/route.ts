import { registerAccountSchema } from "@/lib/schemas/account";
import { registerAccount } from "@/server/accounts/register-account";
import { json, methodsNotAllowed, withSession } from "@/server/api/handler";
import { readJson } from "@/server/api/input";

export const POST = withSession(async ({ req, actor }) => {
  const { clientRef } = await readJson(req, registerAccountSchema);
  return json(await registerAccount({ clientId: clientRef, actor }), { status: 201 });
});

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed("POST");
