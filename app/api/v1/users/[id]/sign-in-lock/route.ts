import { json, methodsNotAllowed, withSession } from "@/server/api/handler";
import { readId } from "@/server/api/input";
import { clearUserSignInLock, getUserSignInLock } from "@/server/users/user-sign-in-lock";

/** A user's sign-in lock-out: its failures and delays (GET), cleared by an admin (DELETE). */
export const GET = withSession<{ id: string }>(
  async ({ params, actor }) => json(await getUserSignInLock({ id: readId(params.id), actor })),
  { roles: ["admin"] },
);

export const DELETE = withSession<{ id: string }>(
  async ({ params, actor }) => json(await clearUserSignInLock({ id: readId(params.id), actor })),
  { roles: ["admin"] },
);

export const { POST, PUT, PATCH } = methodsNotAllowed("GET", "DELETE");
