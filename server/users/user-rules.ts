import type { Prisma } from "@/lib/generated/prisma/client";
import { conflict, fieldError } from "@/server/errors";

/**
 * Rules every user write shares: unique e-mail and user name (409, naming the
 * field), and "there is always an active administrator", checked under row
 * locks so two admins disabling each other at once cannot both succeed.
 */
export const USER_NAME_TAKEN = "This user name is already taken.";
export const EMAIL_TAKEN = "This e-mail address is already used by another user.";
export const LAST_ADMIN_DISABLE =
  "This is the last active administrator: it cannot be disabled or given another role. Make another user an active administrator first.";
export const LAST_ADMIN_DELETE =
  "This is the last active administrator: it cannot be deleted. Make another user an active administrator first.";
export const SELF_DISABLE = "You cannot disable your own account.";
export const SELF_DELETE = "You cannot delete your own account.";

export function managesListingsMessage(count: number): string {
  const listings = count === 1 ? "1 listing" : `${count} listings`;
  return `This user still manages ${listings}. Assign them to another property specialist before deleting the user.`;
}

/** User names compare case-insensitively (e-mails are stored lower-case). */
export async function assertUniqueUser(
  tx: Prisma.TransactionClient,
  { userName, email, exceptId }: { userName: string; email: string; exceptId?: string },
): Promise<void> {
  const notSelf: Prisma.UserWhereInput = exceptId ? { id: { not: exceptId } } : {};
  const [sameName, sameEmail] = await Promise.all([
    tx.user.findFirst({ where: { ...notSelf, userName: { equals: userName, mode: "insensitive" } }, select: { id: true } }),
    tx.user.findFirst({ where: { ...notSelf, email }, select: { id: true } }),
  ]);
  if (sameEmail) throw fieldError("CONFLICT", "email", EMAIL_TAKEN);
  if (sameName) throw fieldError("CONFLICT", "userName", USER_NAME_TAKEN);
}

/**
 * Refuses (409) when `userId` is the only active administrator. Locks the
 * active administrators' rows for the rest of the transaction: a concurrent
 * change waits, then sees this one's result.
 */
export async function assertAnotherActiveAdmin(tx: Prisma.TransactionClient, userId: string, message: string): Promise<void> {
  const admins = await tx.$queryRaw<{ id: string }[]>`SELECT id::text AS id FROM users WHERE role = 'admin' AND is_active FOR UPDATE`;
  if (!admins.some((admin) => admin.id !== userId)) throw conflict(message);
}
