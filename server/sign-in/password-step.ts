import type { PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/server";
import type { SecondFactorMethod } from "@/lib/domain/second-factor";
import type { Session, User } from "@/lib/generated/prisma/client";
import { admitSignInAttempt, recordSignInSuccess } from "@/server/auth/login-throttle";
import { verifyPassword } from "@/server/auth/password";
import { createSession, type SessionKind } from "@/server/auth/sessions";
import { prisma } from "@/server/db/client";
import { unauthorized } from "@/server/errors";
import { openSecondFactorChallenge } from "@/server/second-factor/challenges";
import { methodsOf } from "@/server/second-factor/methods";
import { passkeySignInOptions } from "@/server/second-factor/passkeys";

export const INVALID_CREDENTIALS = "Invalid e-mail or password.";

export interface SignInOptions {
  email: string;
  password: string;
  kind: SessionKind;
  ip: string;
  userAgent: string | null;
}

/** A sign-in that opened a session. */
export interface SignedIn {
  user: User;
  session: Session;
  token: string;
}

/** The password was right and the person has a second factor: no session yet, a token for the second step. */
export interface SecondFactorRequired {
  secondFactorRequired: true;
  methods: SecondFactorMethod[];
  challengeToken: string;
  passkeyOptions?: PublicKeyCredentialRequestOptionsJSON;
}

/** The throttle's key for an account: its e-mail as stored. */
export const accountKeyOf = (email: string) => email.trim().toLowerCase();

/**
 * Checks a password sign-in. The attempt is counted against the sign-in limits before the password is
 * checked (429 when they do not admit it). Unknown e-mail, wrong password and disabled user all fail the
 * same way (401, same message), so a caller cannot tell which accounts exist. A person with a second
 * factor gets a token for the second step (server/sign-in/second-step.ts) and no session; the attempt
 * stays counted until that step succeeds. Anyone else gets a session — one that only reaches the set-up
 * when the agency's policy asks them for a second factor (server/auth/sessions.ts).
 */
export async function signInWithPassword({
  email,
  password,
  kind,
  ip,
  userAgent,
}: SignInOptions): Promise<SignedIn | SecondFactorRequired> {
  const accountKey = accountKeyOf(email);
  await admitSignInAttempt(accountKey, ip);

  const user = await prisma.user.findUnique({ where: { email: accountKey } });
  const passwordMatches = await verifyPassword(user?.passwordHash ?? null, password);
  if (!user || !passwordMatches || !user.isActive) throw unauthorized(INVALID_CREDENTIALS);

  const methods = await methodsOf(prisma, user.id);
  if (methods.length > 0) {
    const passkeyOptions = methods.includes("passkey") ? await passkeySignInOptions(prisma, user.id) : undefined;
    const challengeToken = await openSecondFactorChallenge(prisma, {
      userId: user.id,
      sessionKind: kind,
      webauthnChallenge: passkeyOptions?.challenge,
    });
    return { secondFactorRequired: true, methods, challengeToken, ...(passkeyOptions ? { passkeyOptions } : {}) };
  }
  await recordSignInSuccess(accountKey, ip);
  const { session, token } = await createSession({ userId: user.id, kind, ip, userAgent });
  return { user, session, token };
}
