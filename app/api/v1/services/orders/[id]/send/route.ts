import { json, methodsNotAllowed, withSession } from "@/server/api/handler";
import { readId } from "@/server/api/input";
import { sendWorkOrder } from "@/server/service-orders/send-work-order";

/** E-mails an approved work order to its provider, with an .ics of the due time: 202 { messageId } (the Outbox id). */
export const POST = withSession<{ id: string }>(async ({ params, actor }) =>
  json(await sendWorkOrder({ id: readId(params.id), actor }), { status: 202 }),
);

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed("POST");
