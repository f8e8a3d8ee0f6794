import { methodsNotAllowed, withSession } from "@/server/api/handler";
import { readId } from "@/server/api/input";
import { removePasskey } from "@/server/second-factor/passkey-setup";

/** Removes one of the caller's passkeys. */
export const DELETE = withSession<{ id: string }>(
  async ({ params, session, actor }) => {
    await removePasskey({ person: session.user, actor, id: readId(params.id) });
    return new Response(null, { status: 204 });
  },
  { duringSecondFactorSetup: true },
);

export const { GET, POST, PUT, PATCH } = methodsNotAllowed("DELETE");
