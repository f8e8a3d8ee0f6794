import { methodsNotAllowed, withSession } from "@/server/api/handler";
import { readId } from "@/server/api/input";
import { getOutboxRaw } from "@/server/outbox/get-outbox-message";

/** The message exactly as it goes to the mail server (message/rfc822, an .eml file). */
export const GET = withSession<{ id: string }>(
  async ({ params }) => {
    const id = readId(params.id);
    const raw = await getOutboxRaw(id);
    return new Response(Buffer.from(raw), {
      status: 200,
      headers: {
        "Content-Type": "message/rfc822",
        "Content-Disposition": `attachment; filename="message-${id}.eml"`,
        "Cache-Control": "private, no-store",
        "X-Content-Type-Options": "nosniff",
      },
    });
  },
  { roles: ["admin"], keepOffline: false },
);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed("GET");
