import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from "node:crypto";
import type { Prisma } from "@/lib/generated/prisma/client";
import { hashToken, type SessionKind } from "@/server/auth/sessions";
import { prisma } from "@/server/db/client";
import { authSecret } from "@/server/env";

/**
 * Half-finished sign-ins and WebAuthn ceremonies (table sign_in_challenges): each is used once and lasts
 * five minutes. A sign-in's second step is found by its token (only its SHA-256 is stored); a passkey's
 * ceremony by the challenge the browser signed.
 */
export const CHALLENGE_MINUTES = 5;
/** Wrong codes one half-finished sign-in takes before it is spent (the sign-in limits count each too). */
export const CHALLENGE_MAX_FAILURES = 5;

export type ChallengePurpose = "second_factor" | "passkey_sign_in" | "passkey_registration";
type Db = Prisma.TransactionClient | typeof prisma;

const expiry = () => new Date(Date.now() + CHALLENGE_MINUTES * 60_000);

/** After the password: a token for the second step (and the challenge a passkey signs, when the person has one). */
export async function openSecondFactorChallenge(
  db: Db,
  { userId, sessionKind, webauthnChallenge }: { userId: string; sessionKind: SessionKind; webauthnChallenge?: string },
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db.signInChallenge.create({
    data: {
      purpose: "second_factor",
      tokenHash: hashToken(token),
      userId,
      sessionKind,
      webauthnChallenge: webauthnChallenge ?? null,
      expiresAt: expiry(),
    },
  });
  forgetExpiredNow();
  return token;
}

/**
 * A passkey-alone sign-in's challenge is signed, not stored: the sign-in page asks for one on every visit (the
 * browser's passkey autofill), and a table every anonymous request writes to could be filled by anyone. It
 * carries its expiry and an HMAC (a key derived from NEXTAUTH_SECRET); it is written down only when it is used,
 * and only once (`spendSignedChallenge`), so it still signs in once.
 */
const SIGNED_RANDOM_BYTES = 16;
const signingKey = () => Buffer.from(hkdfSync("sha256", authSecret(), "agency-console", "passkey-sign-in-challenge", 32));
const macOf = (payload: Buffer) => createHmac("sha256", signingKey()).update(payload).digest().subarray(0, 16);

export function signedWebAuthnChallenge(): Uint8Array<ArrayBuffer> {
  const payload = Buffer.alloc(SIGNED_RANDOM_BYTES + 4);
  randomBytes(SIGNED_RANDOM_BYTES).copy(payload);
  payload.writeUInt32BE(Math.floor(expiry().getTime() / 1000), SIGNED_RANDOM_BYTES);
  const signed = Buffer.concat([payload, macOf(payload)]);
  const bytes = new Uint8Array(new ArrayBuffer(signed.length));
  bytes.set(signed);
  return bytes;
}

/** True for the one request that uses a challenge this server signed, before it expired. */
export async function spendSignedChallenge(db: Db, challenge: string): Promise<boolean> {
  const bytes = Buffer.from(challenge, "base64url");
  if (bytes.length !== SIGNED_RANDOM_BYTES + 4 + 16) return false;
  const payload = bytes.subarray(0, SIGNED_RANDOM_BYTES + 4);
  if (!timingSafeEqual(macOf(payload), bytes.subarray(SIGNED_RANDOM_BYTES + 4))) return false;
  const expiresAt = new Date(payload.readUInt32BE(SIGNED_RANDOM_BYTES) * 1000);
  if (expiresAt.getTime() <= Date.now()) return false;
  const { count } = await db.signInChallenge.createMany({
    data: [{ purpose: "passkey_sign_in", webauthnChallenge: challenge, usedAt: new Date(), expiresAt }],
    skipDuplicates: true,
  });
  return count === 1;
}

/** A passkey registration's challenge (the signed-in person's), stored until it is used. */
export async function openWebAuthnChallenge(
  db: Db,
  { purpose, webauthnChallenge, userId }: { purpose: ChallengePurpose; webauthnChallenge: string; userId?: string },
) {
  await db.signInChallenge.create({ data: { purpose, webauthnChallenge, userId: userId ?? null, expiresAt: expiry() } });
  forgetExpiredNow();
}

export interface LiveChallenge {
  id: string;
  userId: string;
  sessionKind: SessionKind;
  webauthnChallenge: string | null;
}

/** A second step's token that is unused and unexpired, or null. */
export async function findSecondFactorChallenge(db: Db, token: string): Promise<LiveChallenge | null> {
  const row = await db.signInChallenge.findFirst({
    where: { tokenHash: hashToken(token), purpose: "second_factor", usedAt: null, expiresAt: { gt: new Date() } },
    select: { id: true, userId: true, sessionKind: true, webauthnChallenge: true },
  });
  if (!row?.userId) return null;
  return {
    id: row.id,
    userId: row.userId,
    sessionKind: (row.sessionKind ?? "api") as SessionKind,
    webauthnChallenge: row.webauthnChallenge,
  };
}

/** Spends a challenge: true for the one request that spent it while it was live. */
export async function spendChallenge(
  db: Db,
  where: { id: string } | { webauthnChallenge: string; purpose: ChallengePurpose; userId?: string },
) {
  const { count } = await db.signInChallenge.updateMany({
    where: { ...where, usedAt: null, expiresAt: { gt: new Date() } },
    data: { usedAt: new Date() },
  });
  return count === 1;
}

/** A wrong code for a second step: counted; the fifth spends the token. */
export async function countChallengeFailure(db: Db, id: string): Promise<void> {
  await db.$executeRaw`
    UPDATE sign_in_challenges SET failures = failures + 1,
           used_at = CASE WHEN failures + 1 >= ${CHALLENGE_MAX_FAILURES}::int THEN now() ELSE used_at END
     WHERE id = ${id}::uuid`;
}

const FORGET_EVERY_MS = 5 * 60_000;
let lastForgotAt = 0;

/** Deletes challenges an hour past their expiry, at most every five minutes per instance, without holding up the request. */
function forgetExpiredNow(): void {
  if (Date.now() - lastForgotAt < FORGET_EVERY_MS) return;
  lastForgotAt = Date.now();
  prisma.$executeRaw`DELETE FROM sign_in_challenges WHERE expires_at < now() - interval '1 hour'`.catch(() => {
    // Housekeeping only: the next round tries again.
  });
}
