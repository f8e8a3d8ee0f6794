import type { SignInLock } from "@/lib/schemas/sign-in-lock";
import type { Actor } from "@/server/auth/actor";
import { clearSignInLock, readSignInLock } from "@/server/auth/login-throttle";
import { recordAudit } from "@/server/audit";
import { prisma } from "@/server/db/client";
import { forbidden, notFound } from "@/server/errors";

/**
 * An administrator's view of a user's sign-in lock-out (the failures the
 * throttle remembers for the user's e-mail), and the way to clear it.
 * Nobody else may see or clear one: not even the user, who is locked out.
 */
function assertAdmin(actor: Actor): void {
  if (actor.role !== "admin") throw forbidden();
}

export async function getUserSignInLock({ id, actor }: { id: string; actor: Actor }): Promise<SignInLock> {
  assertAdmin(actor);
  const user = await prisma.user.findUnique({ where: { id }, select: { email: true } });
  if (!user) throw notFound("User not found.");
  return readSignInLock(user.email);
}

/** Forgets every failure counted against the user's account (from any address); audited with what was cleared. */
export async function clearUserSignInLock({ id, actor }: { id: string; actor: Actor }): Promise<SignInLock> {
  assertAdmin(actor);
  return prisma.$transaction(async (tx) => {
    const user = await tx.user.findUnique({ where: { id }, select: { email: true } });
    if (!user) throw notFound("User not found.");
    const before = await readSignInLock(user.email, tx);
    await clearSignInLock(user.email, tx);
    await recordAudit(tx, {
      actor,
      action: "clear-sign-in-lock",
      entityType: "user",
      entityId: id,
      changes: {
        failures: before.failures,
        delayedUntil: before.delayedUntil,
        addresses: before.addresses.map(({ address, failures, delayedUntil }) => ({ address, failures, delayedUntil })),
      },
    });
    return readSignInLock(user.email, tx);
  });
}
