import type { QueuedMessageDto } from "@/lib/schemas/outbox";
import { json, methodsNotAllowed, withSession } from "@/server/api/handler";
import { sendTestDigest } from "@/server/digest/send-test-digest";

/** "Send me a test digest": today's digest for the caller, queued now (202 with the Outbox message's id). */
export const POST = withSession(async ({ actor }) => {
  const body: QueuedMessageDto = await sendTestDigest(actor);
  return json(body, { status: 202 });
});

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed("POST");
