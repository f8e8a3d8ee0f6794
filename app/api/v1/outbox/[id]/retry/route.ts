import { json, methodsNotAllowed, withSession } from "@/server/api/handler";
import { readId } from "@/server/api/input";
import { retryOutboxMessage } from "@/server/outbox/retry-outbox-message";

/** "Send again": a failed message is queued once more (202); anything else is 409. */
export const POST = withSession<{ id: string }>(
  async ({ params }) => {
    const id = readId(params.id);
    await retryOutboxMessage(id);
    return json({ messageId: id }, { status: 202 });
  },
  { roles: ["admin"] },
);

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed("POST");
