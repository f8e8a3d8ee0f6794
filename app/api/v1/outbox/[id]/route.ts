import { json, methodsNotAllowed, withSession } from "@/server/api/handler";
import { readId } from "@/server/api/input";
import { getOutboxMessage } from "@/server/outbox/get-outbox-message";

/**
 * One message with its HTML and text parts and its attachments (names, types, sizes): any message for an admin,
 * a specialist's own (another's is a 404, issue 44).
 */
export const GET = withSession<{ id: string }>(async ({ params, actor }) => json(await getOutboxMessage(readId(params.id), actor)), {
  keepOffline: false,
});

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed("GET");
