import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { SessionUser } from "@/server/auth/sessions";
import { prisma } from "@/server/db/client";
import { badRequest, unauthorized } from "@/server/errors";
import { openWebAuthnChallenge, spendChallenge } from "./challenges";
import { relyingParty } from "./relying-party";

/**
 * Passkeys (WebAuthn, through @simplewebauthn/server): user verification required, the challenge used
 * once within five minutes, the signature counter checked by the library and moved forward here only if it
 * grew (of two sign-ins with one answer, one wins).
 */
type Db = Prisma.TransactionClient | typeof prisma;

export const PASSKEY_NOT_REGISTERED = "This passkey is not registered for an active account.";

const transportsOf = (values: string[]) => values as AuthenticatorTransport[];

/** The options for navigator.credentials.create(): this person, none of their passkeys twice, a discoverable credential. */
export async function passkeyRegistrationOptions(user: Pick<SessionUser, "id" | "email" | "firstName" | "lastName">) {
  const { rpID, rpName } = relyingParty();
  const existing = await prisma.passkey.findMany({
    where: { userId: user.id },
    select: { credentialId: true, transports: true },
    take: 100,
  });
  const options = await generateRegistrationOptions({
    rpName,
    rpID,
    userName: user.email,
    userDisplayName: `${user.firstName} ${user.lastName}`,
    userID: Buffer.from(user.id.replaceAll("-", ""), "hex"),
    attestationType: "none",
    excludeCredentials: existing.map(({ credentialId, transports }) => ({ id: credentialId, transports: transportsOf(transports) })),
    authenticatorSelection: { residentKey: "required", userVerification: "required" },
  });
  await openWebAuthnChallenge(prisma, { purpose: "passkey_registration", webauthnChallenge: options.challenge, userId: user.id });
  return options;
}

/** Checks navigator.credentials.create()'s answer against a registration challenge of this person's (spent by it). */
export async function verifyNewPasskey(db: Db, userId: string, response: RegistrationResponseJSON) {
  const { rpID, origin } = relyingParty();
  const verification = await verifyRegistrationResponse({
    response,
    expectedChallenge: (challenge) => spendChallenge(db, { webauthnChallenge: challenge, purpose: "passkey_registration", userId }),
    expectedOrigin: origin,
    expectedRPID: rpID,
    requireUserVerification: true,
  }).catch(() => null);
  if (!verification?.verified) throw badRequest("The passkey could not be added: its answer did not match. Please try again.");
  const { credential, credentialBackedUp } = verification.registrationInfo;
  return {
    credentialId: credential.id,
    publicKey: Buffer.from(credential.publicKey),
    counter: BigInt(credential.counter),
    transports: credential.transports ?? [],
    backedUp: credentialBackedUp,
  };
}

/** The options for navigator.credentials.get(): this person's passkeys (a second step), or any (a passkey alone). */
export async function passkeySignInOptions(
  db: Db,
  userId?: string,
  challenge?: Uint8Array<ArrayBuffer>,
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const { rpID } = relyingParty();
  const allowCredentials = userId
    ? (await db.passkey.findMany({ where: { userId }, select: { credentialId: true, transports: true }, take: 100 })).map(
        ({ credentialId, transports }) => ({ id: credentialId, transports: transportsOf(transports) }),
      )
    : [];
  return generateAuthenticationOptions({ rpID, allowCredentials, userVerification: "required", ...(challenge ? { challenge } : {}) });
}

/**
 * Checks navigator.credentials.get()'s answer: a passkey of an active person (of `userId` when given), and
 * the challenge it signed accepted by `challengeMatches`. Moves the counter on and notes the use.
 */
export async function verifyPasskeyAssertion(
  db: Db,
  response: AuthenticationResponseJSON,
  { userId, challengeMatches }: { userId?: string; challengeMatches: (challenge: string) => Promise<boolean> },
): Promise<{ userId: string; passkeyId: string }> {
  const passkey = await db.passkey.findUnique({ where: { credentialId: response.id }, include: { user: { select: { isActive: true } } } });
  if (!passkey || !passkey.user.isActive || (userId && passkey.userId !== userId)) throw unauthorized(PASSKEY_NOT_REGISTERED);
  const { rpID, origin } = relyingParty();
  const verification = await verifyAuthenticationResponse({
    response,
    expectedChallenge: challengeMatches,
    expectedOrigin: origin,
    expectedRPID: rpID,
    credential: {
      id: passkey.credentialId,
      publicKey: new Uint8Array(passkey.publicKey),
      counter: Number(passkey.counter),
      transports: transportsOf(passkey.transports),
    },
    requireUserVerification: true,
  }).catch(() => null);
  if (!verification?.verified) throw unauthorized("The passkey could not be checked. Please try again.");
  const newCounter = BigInt(verification.authenticationInfo.newCounter);
  const moved = await db.$executeRaw`
    UPDATE passkeys SET counter = ${newCounter}, last_used_at = now()
     WHERE id = ${passkey.id}::uuid AND (counter < ${newCounter} OR (counter = 0 AND ${newCounter} = 0))`;
  if (moved !== 1) throw unauthorized("The passkey could not be checked. Please try again.");
  return { userId: passkey.userId, passkeyId: passkey.id };
}
