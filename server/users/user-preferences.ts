import { FALLBACK_LANGUAGE, languageOr } from "@/lib/i18n/languages";
import type { Preferences } from "@/lib/schemas/user";
import type { Actor } from "@/server/auth/actor";
import { recordUpdate } from "@/server/audit";
import { prisma } from "@/server/db/client";
import { notFound } from "@/server/errors";

/** GET /users/me/preferences: the caller's own choices. */
export async function getPreferences(actor: Actor): Promise<Preferences> {
  const user = await prisma.user.findUnique({ where: { id: actor.id }, select: { language: true } });
  if (!user) throw notFound("User not found.");
  return { language: languageOr(user.language, FALLBACK_LANGUAGE) };
}

/**
 * PUT /users/me/preferences: the caller's own choices, as sent. A change is a change of the user's record, with
 * its line in the user's History, as when an administrator changes it (PUT /users/update).
 */
export async function updatePreferences(actor: Actor, preferences: Preferences): Promise<Preferences> {
  return prisma.$transaction(async (tx) => {
    const before = await tx.user.findUnique({ where: { id: actor.id }, select: { language: true } });
    if (!before) throw notFound("User not found.");
    if (before.language === preferences.language) return preferences;
    const user = await tx.user.update({ where: { id: actor.id }, data: preferences, select: { language: true } });
    await recordUpdate(tx, actor, "user", actor.id, before, preferences);
    return { language: languageOr(user.language, FALLBACK_LANGUAGE) };
  });
}
