import type { Prisma } from "@/lib/generated/prisma/client";
import type { SecondFactorMethod } from "@/lib/domain/second-factor";
import type { prisma } from "@/server/db/client";

type Db = Prisma.TransactionClient | typeof prisma;

/** The ways this person can give a second step now (none: they have no second factor). */
export async function methodsOf(db: Db, userId: string): Promise<SecondFactorMethod[]> {
  const [totp, passkeys, backupCodes] = await Promise.all([
    db.totpAuthenticator.count({ where: { userId, confirmedAt: { not: null } } }),
    db.passkey.count({ where: { userId } }),
    db.backupCode.count({ where: { userId, usedAt: null } }),
  ]);
  const methods: SecondFactorMethod[] = [];
  if (passkeys > 0) methods.push("passkey");
  if (totp > 0) methods.push("totp");
  if (backupCodes > 0 && methods.length > 0) methods.push("backup_code");
  return methods;
}
