import type { Prisma } from "@/lib/generated/prisma/client";
import type { SecondFactorStatusDto } from "@/lib/schemas/second-factor";
import { prisma } from "@/server/db/client";
import { admitSignInAttempt, recordSignInSuccess } from "@/server/auth/login-throttle";
import { conflict } from "@/server/errors";
import { methodsOf } from "./methods";
import { secondFactorRequiredFor } from "./security-settings";

type Db = Prisma.TransactionClient | typeof prisma;

/** Whom a set-up change is for: the signed-in person (server/auth/sessions.ts SessionUser). */
export interface Person {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: string;
}

/**
 * Holds the person's row for the rest of the transaction: two changes to one person's factors (removing
 * two passkeys at once) run one after the other, so the "last one" check below sees the other's result.
 */
export async function lockPerson(tx: Prisma.TransactionClient, userId: string): Promise<void> {
  await tx.$queryRaw`SELECT id FROM users WHERE id = ${userId}::uuid FOR UPDATE`;
}

/**
 * Called after a factor was removed (in its transaction): with none left, the backup codes go too; and
 * when the agency's policy asks this person for a second step, removing the last one is refused.
 */
export async function afterFactorRemoved(tx: Prisma.TransactionClient, person: Person): Promise<void> {
  const methods = await methodsOf(tx, person.id);
  if (methods.some((method) => method !== "backup_code")) return;
  if (await secondFactorRequiredFor(person.role, tx)) {
    throw conflict("The agency requires a second sign-in step: add another passkey or an authenticator app before removing this one.");
  }
  await tx.backupCode.deleteMany({ where: { userId: person.id } });
}

/** GET /users/me/second-factor: what the person has set up, and whether the policy asks them for it. */
export async function getSecondFactorStatus(person: Person, db: Db = prisma): Promise<SecondFactorStatusDto> {
  const [totp, passkeys, backupCodes, required] = await Promise.all([
    db.totpAuthenticator.findFirst({ where: { userId: person.id, confirmedAt: { not: null } } }),
    db.passkey.findMany({ where: { userId: person.id }, orderBy: { createdAt: "asc" }, take: 100 }),
    db.backupCode.findMany({ where: { userId: person.id }, select: { usedAt: true, createdAt: true }, take: 20 }),
    secondFactorRequiredFor(person.role, db),
  ]);
  const hasFactor = Boolean(totp) || passkeys.length > 0;
  return {
    totp: totp && { createdAt: (totp.confirmedAt ?? totp.createdAt).toISOString(), lastUsedAt: totp.lastUsedAt?.toISOString() ?? null },
    passkeys: passkeys.map(toPasskeyDto),
    backupCodesLeft: backupCodes.filter((code) => code.usedAt === null).length,
    backupCodesCreatedAt: backupCodes[0]?.createdAt.toISOString() ?? null,
    required,
    setupRequired: required && !hasFactor,
  };
}

export const toPasskeyDto = (row: { id: string; name: string; createdAt: Date; lastUsedAt: Date | null }) => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

/**
 * A code or password checked while signed in (confirming, removing, new backup codes) counts against the
 * sign-in limits like one at sign-in: a stolen session cannot guess its way to removing the second step.
 * `check` answers whether it was right; a right one gives the attempt back.
 */
export async function throttledCheck<T>(person: Pick<Person, "email">, ip: string, check: () => Promise<T>): Promise<T> {
  await admitSignInAttempt(person.email, ip);
  const result = await check();
  await recordSignInSuccess(person.email, ip);
  return result;
}
