import { AVATAR_LIMITS } from "@/lib/domain/pictures";
import type { Actor } from "@/server/auth/actor";
import { notFound } from "@/server/errors";
import { recordAudit } from "@/server/audit";
import { prisma } from "@/server/db/client";
import { deletePicture, preparePicture, storePicture } from "@/server/files/pictures";
import { assertMayActOn } from "./get-user";
import { toUserInfo } from "./user-info";

/**
 * Replaces a user's picture (the user itself or an admin). The picture is
 * checked by content and re-encoded first; the new file, the user's
 * reference to it and the removal of the old one commit together.
 */
export async function updateUserAvatar({ id, picture, actor }: { id: string; picture: string; actor: Actor }) {
  assertMayActOn(actor, id);
  const exists = await prisma.user.findUnique({ where: { id }, select: { id: true } });
  if (!exists) throw notFound("User not found.");
  const prepared = await preparePicture(picture, AVATAR_LIMITS);

  return prisma.$transaction(async (tx) => {
    const before = await tx.user.findUnique({ where: { id }, select: { pictureId: true } });
    if (!before) throw notFound("User not found.");
    const pictureId = await storePicture(tx, prepared);
    const user = await tx.user.update({ where: { id }, data: { pictureId } });
    await deletePicture(tx, before.pictureId);
    await recordAudit(tx, {
      actor,
      action: "avatar",
      entityType: "user",
      entityId: id,
      changes: { picture: { from: before.pictureId, to: pictureId }, width: prepared.width, height: prepared.height },
    });
    return toUserInfo(user);
  });
}
