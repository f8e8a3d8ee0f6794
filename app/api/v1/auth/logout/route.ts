import { json, methodsNotAllowed, withSession } from "@/server/api/handler";
import { revokeSession } from "@/server/auth/sessions";

/** Ends the caller's session (browser or token) on the server. */
export const POST = withSession(
  async ({ session }) => {
    await revokeSession(session.sessionId);
    return json({ message: "Session ended." });
  },
  { duringSecondFactorSetup: true },
);

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed("POST");
