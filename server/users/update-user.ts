import type { UpdateUserInput } from "@/lib/schemas/user";
import type { Actor } from "@/server/auth/actor";
import { conflict, notFound } from "@/server/errors";
import { recordAudit } from "@/server/audit";
import { hashPassword } from "@/server/auth/password";
import { revokeUserSessions } from "@/server/auth/sessions";
import { revokeFeedOf } from "@/server/calendar/feed-token";
import { changedFields } from "@/server/changes";
import { prisma, type Database } from "@/server/db/client";
import { mergeUpdate } from "@/server/updates";
import { toUserInfo } from "./user-info";
import { assertAnotherActiveAdmin, assertUniqueUser, LAST_ADMIN_DISABLE, SELF_DISABLE } from "./user-rules";

/**
 * Updates a user with the fields sent (the others keep their stored values).
 * No password keeps the old one. Disabling the user, or
 * setting a new password, ends all of the user's sessions and revokes their
 * calendar feed in the same transaction (re-enabling brings neither back). The last active administrator can be neither disabled nor
 * given another role.
 */
export async function updateUser({ data, actor, db = prisma }: { data: UpdateUserInput; actor: Actor; db?: Database }) {
  const { _id: id, password, ...fields } = data;
  const passwordHash = password ? await hashPassword(password) : undefined;

  return db.$transaction(async (tx) => {
    const before = await tx.user.findUnique({ where: { id } });
    if (!before) throw notFound("User not found.");
    const after = mergeUpdate(before, fields);
    if (id === actor.id && !after.isActive) throw conflict(SELF_DISABLE);
    const losesAdmin = before.role === "admin" && before.isActive && (after.role !== "admin" || !after.isActive);
    if (losesAdmin) await assertAnotherActiveAdmin(tx, id, LAST_ADMIN_DISABLE);
    await assertUniqueUser(tx, { userName: after.userName, email: after.email, exceptId: id });

    const user = await tx.user.update({ where: { id }, data: { ...fields, ...(passwordHash ? { passwordHash } : {}) } });
    const endsSessions = (before.isActive && !user.isActive) || Boolean(passwordHash);
    if (endsSessions) await revokeUserSessions(id, tx);
    const feedRevoked = endsSessions && (await revokeFeedOf(tx, id));
    await recordAudit(tx, {
      actor,
      action: "update",
      entityType: "user",
      entityId: id,
      changes: {
        ...changedFields(before, fields),
        ...(passwordHash ? { passwordChanged: true } : {}),
        ...(endsSessions ? { sessionsEnded: true } : {}),
        ...(feedRevoked ? { feedRevoked: true } : {}),
      },
    });
    return toUserInfo(user);
  });
}
