import { outboxQuerySchema } from "@/lib/schemas/outbox";
import { listResponse, methodsNotAllowed, withSession } from "@/server/api/handler";
import { readQuery } from "@/server/api/input";
import { findOutboxMessages } from "@/server/outbox/find-outbox-messages";

/**
 * The Outbox: newest first, by kind and status; one page, the total in X-Total-Count. Admins read every message,
 * a specialist the messages they caused (issue 44).
 */
export const GET = withSession(
  async ({ req, actor }) => {
    const { items, total } = await findOutboxMessages(readQuery(req, outboxQuerySchema), actor);
    return listResponse(items, total);
  },
  { keepOffline: false },
);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed("GET");
