import { json, methodsNotAllowed, withSession } from "@/server/api/handler";
import { readId } from "@/server/api/input";
import { getOutboxMessage } from "@/server/outbox/get-outbox-message";

/** One message with its HTML and text parts and its attachments (names, types, sizes). */
export const GET = withSession<{ id: string }>(async ({ params }) => json(await getOutboxMessage(readId(params.id))), {
  roles: ["admin"],
  keepOffline: false,
});

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed("GET");
