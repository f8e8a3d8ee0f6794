import { generateSecret, generateURI, verify } from "otplib";
import type { Prisma } from "@/lib/generated/prisma/client";
import { openSecret } from "./secret-box";

/** What the authenticator app shows as the account's issuer. */
export const TOTP_ISSUER = "Agency Console";
/** ±1 step of 30 seconds: a code from the step before or after is still accepted (a clock a little off). */
const TOLERANCE_SECONDS = 30;

export const newTotpSecret = (): string => generateSecret();

export const otpauthUrl = (secret: string, email: string): string => generateURI({ issuer: TOTP_ISSUER, label: email, secret });

/**
 * Whether `code` is the person's authenticator code now (RFC 6238, ±1 step), and not one accepted before:
 * the step it matched is written as the last one used, in the same statement as the check that it is later
 * than the last — of two requests with one code, one wins. `pending`: the set-up's first code.
 */
export async function acceptTotpCode(
  tx: Prisma.TransactionClient,
  userId: string,
  code: string,
  { pending = false }: { pending?: boolean } = {},
): Promise<boolean> {
  const row = await tx.totpAuthenticator.findUnique({ where: { userId } });
  if (!row || (row.confirmedAt === null) !== pending) return false;
  const afterTimeStep = row.lastUsedStep === null ? undefined : Number(row.lastUsedStep);
  const result = await verify({ secret: openSecret(row.secretEncrypted), token: code, epochTolerance: TOLERANCE_SECONDS, afterTimeStep });
  if (!result.valid || !("timeStep" in result)) return false;
  const written = await tx.$executeRaw`
    UPDATE totp_authenticators SET last_used_step = ${result.timeStep}, last_used_at = now()
     WHERE user_id = ${userId}::uuid AND (last_used_step IS NULL OR last_used_step < ${result.timeStep})`;
  return written === 1;
}
