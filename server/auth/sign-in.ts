import { prisma } from "@/server/db/client";
import { unauthorized } from "@/server/errors";
import { admitSignInAttempt, recordSignInSuccess } from "./login-throttle";
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
 * Checks a password sign-in and opens a session. The attempt is counted
 * against the sign-in limits before the password is checked (429 when they
 * do not admit it). Unknown e-mail, wrong password and disabled user all fail
 * the same way (401, same message), so a caller cannot tell which accounts exist.
 */
export async function signInWithPassword({ email, password, kind, ip, userAgent }: SignInOptions) {
  const accountKey = email.trim().toLowerCase();
  await admitSignInAttempt(accountKey, ip);

  const user = await prisma.user.findUnique({ where: { email: accountKey } });
  const passwordMatches = await verifyPassword(user?.passwordHash ?? null, password);
  if (!user || !passwordMatches || !user.isActive) throw unauthorized(INVALID_CREDENTIALS);

  await recordSignInSuccess(accountKey, ip);
  const { session, token } = await createSession({ userId: user.id, kind, ip, userAgent });
  return { user, session, token };
}
