import { sendWorkOrderSchema } from "@/lib/schemas/service-order";
import { json, methodsNotAllowed, withSession } from "@/server/api/handler";
import { readId, readOptionalJson } from "@/server/api/input";
import { sendWorkOrder } from "@/server/service-orders/send-work-order";

/**
 * E-mails an approved work order to its provider, with an .ics of the due time: 202 { messageId, captured } (the
 * Outbox id). No body, or `{ serviceDueDateTime }`: a new due time, required once the order's has passed (issue 44).
 */
export const POST = withSession<{ id: string }>(async ({ req, params, actor }) => {
  const id = readId(params.id);
  const body = await readOptionalJson(req, sendWorkOrderSchema);
  return json(await sendWorkOrder({ id, actor, dueAt: body?.serviceDueDateTime }), { status: 202 });
});

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed("POST");
