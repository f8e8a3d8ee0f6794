import type { Actor } from "@/server/auth/actor";
import { verifyPassword } from "@/server/auth/password";
import { prisma } from "@/server/db/client";
import { conflict, fieldError } from "@/server/errors";
import { issueBackupCodes } from "./backup-codes";
import { lockPerson, throttledCheck, type Person } from "./factors";
import { methodsOf } from "./methods";
import { withSecurityNotice } from "./security-notice";
import { WRONG_CODE } from "./totp-setup";
import { acceptSecondFactorCode } from "./verify-code";

export type BackupCodesConfirmation = { code: string } | { password: string };

/**
 * A new set of backup codes (the old ones stop working), confirmed by a current authenticator code, an
 * unused backup code, or — for a person whose only factor is a passkey — their password.
 */
export async function regenerateBackupCodes({
  person,
  actor,
  confirmation,
  ip,
}: {
  person: Person;
  actor: Actor;
  confirmation: BackupCodesConfirmation;
  ip: string;
}): Promise<{ backupCodes: string[] }> {
  if ((await methodsOf(prisma, person.id)).length === 0) {
    throw conflict("Backup codes come with a second factor: add a passkey or an authenticator app first.");
  }
  return throttledCheck(person, ip, async () => {
    if ("password" in confirmation) {
      const user = await prisma.user.findUniqueOrThrow({ where: { id: person.id }, select: { passwordHash: true } });
      if (!(await verifyPassword(user.passwordHash, confirmation.password))) {
        throw fieldError("BAD_REQUEST", "password", "That password is not right.");
      }
    }
    return withSecurityNotice({ actor, user: person, event: "backup-codes" }, async (tx) => {
      await lockPerson(tx, person.id);
      if ("code" in confirmation && !(await acceptSecondFactorCode(tx, person.id, confirmation.code))) {
        throw fieldError("BAD_REQUEST", "code", WRONG_CODE);
      }
      return { backupCodes: await issueBackupCodes(tx, person.id) };
    });
  });
}
