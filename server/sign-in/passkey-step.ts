import type { AuthenticationResponseJSON, PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/server";
import { admitSignInAttempt, recordSignInSuccess } from "@/server/auth/login-throttle";
import { createSession, type SessionKind } from "@/server/auth/sessions";
import { prisma } from "@/server/db/client";
import { unauthorized } from "@/server/errors";
import { signedWebAuthnChallenge, spendSignedChallenge } from "@/server/second-factor/challenges";
import { PASSKEY_NOT_REGISTERED, passkeySignInOptions, verifyPasskeyAssertion } from "@/server/second-factor/passkeys";
import type { SignedIn } from "./password-step";

/** POST /auth/passkey/options: a signed challenge for a passkey alone (any of this site's), used once within 5 minutes; nothing is written. */
export async function passkeySignInChallenge(): Promise<{ options: PublicKeyCredentialRequestOptionsJSON }> {
  return { options: await passkeySignInOptions(prisma, undefined, signedWebAuthnChallenge()) };
}

/**
 * Signs in with a passkey alone: it both names the person and proves it is them (user verification, so
 * the device asked for its PIN or a fingerprint). The try counts against the sign-in limits — per address,
 * and per account when the passkey names one.
 */
export async function signInWithPasskey(
  response: AuthenticationResponseJSON,
  caller: { kind: SessionKind; ip: string; userAgent: string | null },
): Promise<SignedIn> {
  const owner = await prisma.passkey.findUnique({ where: { credentialId: response.id }, select: { user: { select: { email: true } } } });
  const account = owner?.user.email ?? "passkey:unknown";
  await admitSignInAttempt(account, caller.ip);
  if (!owner) throw unauthorized(PASSKEY_NOT_REGISTERED);

  const signedIn = await prisma.$transaction(async (tx) => {
    const { userId } = await verifyPasskeyAssertion(tx, response, {
      challengeMatches: (challenge) => spendSignedChallenge(tx, challenge),
    });
    const user = await tx.user.findUniqueOrThrow({ where: { id: userId } });
    const opened = await createSession({ userId, kind: caller.kind, ip: caller.ip, userAgent: caller.userAgent, db: tx });
    return { user, ...opened };
  });
  await recordSignInSuccess(account, caller.ip);
  return signedIn;
}
