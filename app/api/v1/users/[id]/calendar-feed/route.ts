import { methodsNotAllowed, withSession } from "@/server/api/handler";
import { readId } from "@/server/api/input";
import { revokeUserFeed } from "@/server/calendar/feed-token";

/** An administrator revokes a user's private calendar feed (audited; nothing to revoke is fine too). */
export const DELETE = withSession<{ id: string }>(
  async ({ params, actor }) => {
    await revokeUserFeed({ id: readId(params.id), actor });
    return new Response(null, { status: 204 });
  },
  { roles: ["admin"] },
);

export const { GET, POST, PUT, PATCH } = methodsNotAllowed("DELETE");
