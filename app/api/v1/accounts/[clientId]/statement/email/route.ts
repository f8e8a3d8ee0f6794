import { statementEmailSchema } from "@/lib/schemas/statement";
import type { QueuedMessageDto } from "@/lib/schemas/outbox";
import { json, methodsNotAllowed, withSession } from "@/server/api/handler";
import { readId, readJson } from "@/server/api/input";
import { emailStatement } from "@/server/statements/email-statement";

/** "E-mail to owner": the statement of `{from?, to?}` to the client's contact e-mail, PDF and CSV attached (202, the Outbox id). */
export const POST = withSession<{ clientId: string }>(async ({ req, params, actor }) => {
  const clientId = readId(params.clientId);
  const { from, to } = await readJson(req, statementEmailSchema);
  const body: QueuedMessageDto = await emailStatement({ clientId, from, to, actor });
  return json(body, { status: 202 });
});

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed("POST");
