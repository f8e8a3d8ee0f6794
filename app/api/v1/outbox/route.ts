import { outboxQuerySchema } from "@/lib/schemas/outbox";
import { listResponse, methodsNotAllowed, withSession } from "@/server/api/handler";
import { readQuery } from "@/server/api/input";
import { findOutboxMessages } from "@/server/outbox/find-outbox-messages";

/** The Outbox (admins): every message, newest first, by kind and status; one page, the total in X-Total-Count. */
export const GET = withSession(
  async ({ req }) => {
    const { items, total } = await findOutboxMessages(readQuery(req, outboxQuerySchema));
    return listResponse(items, total);
  },
  { roles: ["admin"], keepOffline: false },
);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed("GET");
