import { json, methodsNotAllowed, withSession } from "@/server/api/handler";
import { toUserInfo } from "@/server/users/user-info";

/**
 * The signed-in user (PRODUCT.md#sign-in Session.userInfo), and whether they must still set up a second
 * sign-in step. Always live: the offline worker never keeps it.
 */
export const GET = withSession(
  async ({ session }) => json({ userInfo: toUserInfo(session.user), secondFactorSetupRequired: session.secondFactorSetupRequired }),
  { keepOffline: false, duringSecondFactorSetup: true },
);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed("GET");
