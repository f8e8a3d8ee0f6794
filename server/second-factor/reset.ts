import type { Actor } from "@/server/auth/actor";
import { revokeUserSessions } from "@/server/auth/sessions";
import { prisma } from "@/server/db/client";
import { forbidden, notFound } from "@/server/errors";
import { lockPerson } from "./factors";
import { withSecurityNotice } from "./security-notice";

function assertAdminOfAnother(actor: Actor, userId: string): void {
  if (actor.role !== "admin") throw forbidden();
  if (actor.id === userId) throw forbidden("Change your own second step on your profile, not here.");
}

const personOf = async (id: string) => {
  const user = await prisma.user.findUnique({
    where: { id },
    select: { id: true, email: true, firstName: true, lastName: true, role: true },
  });
  if (!user) throw notFound("User not found.");
  return user;
};

/** Admins, on a user's page: what second step the user has (never the secrets). */
export async function getUserSecondFactor({ id, actor }: { id: string; actor: Actor }) {
  if (actor.role !== "admin") throw forbidden();
  await personOf(id);
  const [totp, passkeys, backupCodesLeft] = await Promise.all([
    prisma.totpAuthenticator.count({ where: { userId: id, confirmedAt: { not: null } } }),
    prisma.passkey.count({ where: { userId: id } }),
    prisma.backupCode.count({ where: { userId: id, usedAt: null } }),
  ]);
  return { totp: totp > 0, passkeys, backupCodesLeft };
}

/**
 * A lost device: an admin removes another user's authenticator app, passkeys and backup codes and ends
 * every session of theirs, in one transaction (audited, e-mailed to the user). If the policy asks the user
 * for a second step, their next sign-in takes them to set one up.
 */
export async function resetSecondFactor({ id, actor }: { id: string; actor: Actor }): Promise<void> {
  assertAdminOfAnother(actor, id);
  const user = await personOf(id);
  await withSecurityNotice({ actor, user, event: "reset" }, async (tx) => {
    await lockPerson(tx, id);
    await tx.totpAuthenticator.deleteMany({ where: { userId: id } });
    await tx.passkey.deleteMany({ where: { userId: id } });
    await tx.backupCode.deleteMany({ where: { userId: id } });
    await tx.signInChallenge.updateMany({ where: { userId: id, usedAt: null }, data: { usedAt: new Date() } });
    await revokeUserSessions(id, tx);
  });
}
