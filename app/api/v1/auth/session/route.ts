import { json, methodsNotAllowed, withSession } from "@/server/api/handler";
import { toUserInfo } from "@/server/users/user-info";

/** The signed-in user (PRODUCT.md#sign-in Session.userInfo). Always live: the offline worker never keeps it. */
export const GET = withSession(async ({ session }) => json({ userInfo: toUserInfo(session.user) }), { keepOffline: false });

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed("GET");
