import type { AuthenticationResponseJSON } from "@simplewebauthn/server";
import { SIGN_IN_EXPIRED } from "@/lib/domain/second-factor";
import type { SecondFactorLoginInput } from "@/lib/schemas/second-factor";
import { admitSignInAttempt, recordSignInSuccess } from "@/server/auth/login-throttle";
import { createSession, type SessionKind } from "@/server/auth/sessions";
import { prisma } from "@/server/db/client";
import { unauthorized } from "@/server/errors";
import { countChallengeFailure, findSecondFactorChallenge, spendChallenge } from "@/server/second-factor/challenges";
import { verifyPasskeyAssertion } from "@/server/second-factor/passkeys";
import { acceptSecondFactorCode } from "@/server/second-factor/verify-code";
import type { SignedIn } from "./password-step";

export const WRONG_SECOND_FACTOR = "That code is not valid.";

interface Caller {
  ip: string;
  userAgent: string | null;
  /** Set by the browser's sign-in (next-auth): the session it opens is a browser's whatever the token says. */
  kind?: SessionKind;
}

/**
 * The second step of a sign-in: a code (authenticator or backup) or a passkey for the token the password
 * step gave. Each try counts against the same sign-in limits as the password (per account and address);
 * a wrong code leaves the token usable (up to 5 wrong codes), the right one spends it — in the same
 * transaction as the code is used up and the session opened, so of two requests with one token one wins.
 */
export async function finishSecondFactor(input: SecondFactorLoginInput, caller: Caller): Promise<SignedIn> {
  const challenge = await findSecondFactorChallenge(prisma, input.challengeToken);
  if (!challenge) throw unauthorized(SIGN_IN_EXPIRED);
  const user = await prisma.user.findUnique({ where: { id: challenge.userId } });
  if (!user || !user.isActive) throw unauthorized(SIGN_IN_EXPIRED);
  await admitSignInAttempt(user.email, caller.ip);

  const signedIn = await prisma
    .$transaction(async (tx) => {
      if ("code" in input) {
        if (!(await acceptSecondFactorCode(tx, user.id, input.code))) return null;
      } else {
        const expected = challenge.webauthnChallenge;
        await verifyPasskeyAssertion(tx, input.passkey as unknown as AuthenticationResponseJSON, {
          userId: user.id,
          challengeMatches: async (signed) => signed === expected,
        });
      }
      if (!(await spendChallenge(tx, { id: challenge.id }))) throw unauthorized(SIGN_IN_EXPIRED);
      return createSession({
        userId: user.id,
        kind: caller.kind ?? challenge.sessionKind,
        ip: caller.ip,
        userAgent: caller.userAgent,
        db: tx,
      });
    })
    .catch(async (error: unknown) => {
      await countChallengeFailure(prisma, challenge.id);
      throw error;
    });
  if (!signedIn) {
    await countChallengeFailure(prisma, challenge.id);
    throw unauthorized(WRONG_SECOND_FACTOR);
  }
  await recordSignInSuccess(user.email, caller.ip);
  return { user, ...signedIn };
}
