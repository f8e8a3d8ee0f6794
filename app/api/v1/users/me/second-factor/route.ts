import { json, methodsNotAllowed, withSession } from "@/server/api/handler";
import { getSecondFactorStatus } from "@/server/second-factor/factors";

/** The caller's second step: authenticator app, passkeys, backup codes left, and whether the policy asks them for one. */
export const GET = withSession(async ({ session }) => json(await getSecondFactorStatus(session.user)), {
  duringSecondFactorSetup: true,
  keepOffline: false,
});

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed("GET");
