import { agencyDay } from "@/lib/domain/agency-time";
import { digestKey } from "@/lib/domain/job-keys";
import { actorOf } from "@/server/auth/actor";
import { prisma } from "@/server/db/client";
import { env } from "@/server/env";
import { prepareMessage, queueMessage } from "@/server/mail/queue-message";
import { defaultNotificationSettings } from "@/server/notifications/notification-settings";
import { buildDigestContent, isDigestEmpty } from "./digest-content";
import { digestMessage } from "./digest-message";

/**
 * The digest.send job: one person's digest for one agency day. The day is
 * claimed (notification_settings.digest_checked_on) in the same transaction
 * that writes the message, and the message carries the key
 * "digest:<user>:<day>": however many instances or retries run it, a person
 * gets at most one digest a day. Nothing to say: the day is claimed, no mail.
 * A job for a day that is over, or a person since disabled or unsubscribed,
 * does nothing.
 */
export async function sendDigest({ userId, day, now = new Date() }: { userId: string; day: string; now?: Date }): Promise<void> {
  const timeZone = env().APP_TIME_ZONE;
  if (agencyDay(now, timeZone).date !== day) return;
  const user = await prisma.user.findUnique({
    where: { id: userId },
    select: {
      id: true,
      firstName: true,
      lastName: true,
      email: true,
      language: true,
      role: true,
      isActive: true,
      notificationSetting: true,
    },
  });
  if (!user?.isActive) return;
  const settings = user.notificationSetting ?? defaultNotificationSettings(user.role);
  if (!settings.digest) return;

  const content = await buildDigestContent(actorOf(user), { now, timeZone });
  const message = isDigestEmpty(content)
    ? null
    : await prepareMessage({
        ...(await digestMessage(user, content, { digestHour: settings.digestHour })),
        idempotencyKey: digestKey({ userId: user.id, day }),
      });
  await prisma.$transaction(async (tx) => {
    const claimed = await tx.$queryRaw<{ user_id: string }[]>`
      INSERT INTO "notification_settings" ("user_id", "digest", "digest_hour", "digest_checked_on")
      VALUES (${user.id}::uuid, ${settings.digest}, ${settings.digestHour}, ${day}::date)
      ON CONFLICT ("user_id") DO UPDATE SET "digest_checked_on" = EXCLUDED."digest_checked_on"
       WHERE "notification_settings"."digest_checked_on" IS DISTINCT FROM EXCLUDED."digest_checked_on"
      RETURNING "user_id"`;
    if (claimed.length > 0 && message) await queueMessage(tx, message);
  });
}
