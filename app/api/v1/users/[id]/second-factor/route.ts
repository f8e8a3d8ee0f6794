import { json, methodsNotAllowed, withSession } from "@/server/api/handler";
import { readId } from "@/server/api/input";
import { getUserSecondFactor, resetSecondFactor } from "@/server/second-factor/reset";

/** Admins: what second step a user has (GET), and the reset for a lost device (DELETE: factors removed, sessions ended). */
export const GET = withSession<{ id: string }>(
  async ({ params, actor }) => json(await getUserSecondFactor({ id: readId(params.id), actor })),
  {
    roles: ["admin"],
  },
);

export const DELETE = withSession<{ id: string }>(
  async ({ params, actor }) => {
    await resetSecondFactor({ id: readId(params.id), actor });
    return new Response(null, { status: 204 });
  },
  { roles: ["admin"] },
);

export const { POST, PUT, PATCH } = methodsNotAllowed("GET", "DELETE");
