import { prisma } from "@/server/db/client";
import { unauthorized } from "@/server/errors";
import { assertLoginAllowed, clearLoginFailures, recordLoginFailure } from "./login-throttle";
import { verifyPassword } from "./password";
import { createSession, type SessionKind } from "./sessions";

export const INVALID_CREDENTIALS = "Invalid e-mail or password.";

export interface SignInOptions {
  email: string;
  password: string;
  kind: SessionKind;
  ip: string;
  userAgent: string | null;
}

/**
 * Checks a password sign-in and opens a session. Unknown e-mail, wrong
 * password and disabled user all fail the same way (401, same message), so a
 * caller cannot tell which accounts exist.
 */
export async function signInWithPassword({ email, password, kind, ip, userAgent }: SignInOptions) {
  const accountKey = email.trim().toLowerCase();
  await assertLoginAllowed(accountKey, ip);

  const user = await prisma.user.findUnique({ where: { email: accountKey } });
  const passwordMatches = await verifyPassword(user?.passwordHash ?? null, password);
  if (!user || !passwordMatches || !user.isActive) {
    await recordLoginFailure(accountKey, ip);
    throw unauthorized(INVALID_CREDENTIALS);
  }

  await clearLoginFailures(accountKey);
  const { session, token } = await createSession({ userId: user.id, kind, ip, userAgent });
  return { user, session, token };
}
