import { statementSendSchema } from "@/lib/schemas/statement";
import { json, methodsNotAllowed, withSession } from "@/server/api/handler";
import { readJson } from "@/server/api/input";
import { queueMonthlyStatements } from "@/server/statements/queue-monthly-statements";

/** Every owner's statement of `month`, queued once per owner and month (again with `resend: true`): 202 `{ queued }`. */
export const POST = withSession(
  async ({ req, actor }) => {
    const { month, resend } = await readJson(req, statementSendSchema);
    const { queued } = await queueMonthlyStatements({ month, resend, by: { id: actor.id, name: actor.name } });
    return json({ queued }, { status: 202 });
  },
  { roles: ["admin"] },
);

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed("POST");
