import type { QueuedMessageDto } from "@/lib/schemas/outbox";
import { json, methodsNotAllowed, withSession } from "@/server/api/handler";
import { readId } from "@/server/api/input";
import { emailReceipt } from "@/server/receipts/email-receipt";

/** "E-mail receipt": the payment's receipt to the primary tenant, once per payment (202, the Outbox id; again: the same id). */
export const POST = withSession<{ id: string; paymentId: string }>(async ({ params, actor }) => {
  const body: QueuedMessageDto = await emailReceipt({ leaseId: readId(params.id), paymentId: readId(params.paymentId), actor });
  return json(body, { status: 202 });
});

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed("POST");
