import QRCode from "qrcode";
import { badRequest, conflict, fieldError } from "@/server/errors";
import type { Actor } from "@/server/auth/actor";
import { prisma } from "@/server/db/client";
import { issueBackupCodes } from "./backup-codes";
import { afterFactorRemoved, lockPerson, throttledCheck, type Person } from "./factors";
import { sealSecret } from "./secret-box";
import { withSecurityNotice } from "./security-notice";
import { newTotpSecret, otpauthUrl, acceptTotpCode } from "./totp";
import { acceptSecondFactorCode } from "./verify-code";

/** A change confirmed by a code, from this address (counted against the sign-in limits). */
export interface CodeChange {
  person: Person;
  actor: Actor;
  code: string;
  ip: string;
}

const WRONG_CODE = "That code is not valid. Check your authenticator app's clock and enter the code it shows now.";

/**
 * Step one of setting up an authenticator app: a new secret, pending until a first code confirms it (a
 * pending one started earlier is replaced). 409 when the person already has one.
 */
export async function startTotpSetup(person: Person) {
  const secret = newTotpSecret();
  await prisma.$transaction(async (tx) => {
    const existing = await tx.totpAuthenticator.findUnique({ where: { userId: person.id }, select: { confirmedAt: true } });
    if (existing?.confirmedAt) throw conflict("An authenticator app is already set up. Remove it first to set up another.");
    await tx.totpAuthenticator.upsert({
      where: { userId: person.id },
      create: { userId: person.id, secretEncrypted: sealSecret(secret) },
      update: { secretEncrypted: sealSecret(secret), lastUsedStep: null, lastUsedAt: null, createdAt: new Date() },
    });
  });
  const url = otpauthUrl(secret, person.email);
  const svg = await QRCode.toString(url, { type: "svg", errorCorrectionLevel: "M", margin: 1 });
  return { secret, otpauthUrl: url, qrCodeDataUrl: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}` };
}

/** Step two: the first code confirms the app; a new set of backup codes comes with it (answered once). */
export async function confirmTotp({ person, actor, code, ip }: CodeChange): Promise<{ backupCodes: string[] }> {
  return throttledCheck(person, ip, () =>
    withSecurityNotice({ actor, user: person, event: "totp-added" }, async (tx) => {
      await lockPerson(tx, person.id);
      const pending = await tx.totpAuthenticator.findUnique({ where: { userId: person.id }, select: { confirmedAt: true } });
      if (!pending) throw badRequest("Start the set-up first: there is no authenticator app waiting to be confirmed.");
      if (pending.confirmedAt) throw conflict("An authenticator app is already set up.");
      if (!(await acceptTotpCode(tx, person.id, code, { pending: true }))) throw fieldError("BAD_REQUEST", "code", WRONG_CODE);
      await tx.totpAuthenticator.update({ where: { userId: person.id }, data: { confirmedAt: new Date() } });
      return { backupCodes: await issueBackupCodes(tx, person.id) };
    }),
  );
}

/** Removes the authenticator app, confirmed by a current code of it or a backup code. */
export async function removeTotp({ person, actor, code, ip }: CodeChange): Promise<void> {
  const existing = await prisma.totpAuthenticator.findFirst({
    where: { userId: person.id, confirmedAt: { not: null } },
    select: { userId: true },
  });
  if (!existing) throw conflict("There is no authenticator app to remove.");
  await throttledCheck(person, ip, () =>
    withSecurityNotice({ actor, user: person, event: "totp-removed" }, async (tx) => {
      await lockPerson(tx, person.id);
      if (!(await acceptSecondFactorCode(tx, person.id, code))) throw fieldError("BAD_REQUEST", "code", WRONG_CODE);
      await tx.totpAuthenticator.deleteMany({ where: { userId: person.id } });
      await afterFactorRemoved(tx, person);
    }),
  );
}

export { WRONG_CODE };
