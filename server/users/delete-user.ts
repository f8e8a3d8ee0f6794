import type { Actor } from "@/server/auth/actor";
import { conflict, notFound } from "@/server/errors";
import { recordDelete } from "@/server/audit";
import { prisma, type Database } from "@/server/db/client";
import { deletePicture } from "@/server/files/pictures";
import { revokeFeedOf } from "@/server/calendar/feed-token";
import { fullName } from "@/lib/domain/people";
import { assertAnotherActiveAdmin, LAST_ADMIN_DELETE, managesListingsMessage, SELF_DELETE } from "./user-rules";

/**
 * Deletes a user, their sessions (cascade: signed out at once), their
 * calendar feed and their picture. Refused (409) for the caller's own account, the last active
 * administrator, and anyone who still manages listings (docs/DECISIONS.md).
 */
export async function deleteUser({ id, actor, db = prisma }: { id: string; actor: Actor; db?: Database }) {
  return db.$transaction(async (tx) => {
    const user = await tx.user.findUnique({ where: { id }, include: { _count: { select: { listings: true } } } });
    if (!user) throw notFound("User not found.");
    if (id === actor.id) throw conflict(SELF_DELETE);
    if (user.role === "admin" && user.isActive) await assertAnotherActiveAdmin(tx, id, LAST_ADMIN_DELETE);
    if (user._count.listings > 0) throw conflict(managesListingsMessage(user._count.listings));

    const feedRevoked = await revokeFeedOf(tx, id);
    await tx.user.delete({ where: { id } });
    await deletePicture(tx, user.pictureId);
    await recordDelete(tx, actor, "user", id, {
      userName: user.userName,
      name: fullName(user),
      email: user.email,
      role: user.role,
      ...(feedRevoked ? { feedRevoked: true } : {}),
    });
  });
}
