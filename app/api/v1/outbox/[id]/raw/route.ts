import { methodsNotAllowed, withSession } from "@/server/api/handler";
import { readId } from "@/server/api/input";
import { fileDownload } from "@/server/http/downloads";
import { getOutboxRaw } from "@/server/outbox/get-outbox-message";

/** The message exactly as it goes to the mail server (message/rfc822, an .eml file). */
export const GET = withSession<{ id: string }>(
  async ({ params }) => {
    const id = readId(params.id);
    const raw = await getOutboxRaw(id);
    return fileDownload(Buffer.from(raw), { contentType: "message/rfc822", fileName: `message-${id}.eml` });
  },
  { roles: ["admin"], keepOffline: false },
);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed("GET");
