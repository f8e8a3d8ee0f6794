import type { Role } from "@/lib/domain/enums";
import { DEFAULT_DIGEST_HOUR, type NotificationSettings } from "@/lib/schemas/notifications";
import type { Actor } from "@/server/auth/actor";
import { prisma } from "@/server/db/client";

/**
 * A person's mail settings. Without a row, their role's: specialists get the
 * digest (their day's work), admins do not until they turn it on.
 */
export function defaultNotificationSettings(role: Role | string): NotificationSettings {
  return { digest: role === "property-specialist", digestHour: DEFAULT_DIGEST_HOUR };
}

/** GET /users/me/notifications */
export async function getNotificationSettings(actor: Actor): Promise<NotificationSettings> {
  const row = await prisma.notificationSetting.findUnique({ where: { userId: actor.id }, select: { digest: true, digestHour: true } });
  return row ?? defaultNotificationSettings(actor.role);
}

/** PUT /users/me/notifications: both values, as sent. */
export async function updateNotificationSettings(actor: Actor, settings: NotificationSettings): Promise<NotificationSettings> {
  const row = await prisma.notificationSetting.upsert({
    where: { userId: actor.id },
    create: { userId: actor.id, ...settings },
    update: settings,
    select: { digest: true, digestHour: true },
  });
  return row;
}
