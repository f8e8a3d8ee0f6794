import { formatInZone } from "@/lib/domain/agency-time";
import type { QueuedMessageDto } from "@/lib/schemas/outbox";
import type { Actor } from "@/server/auth/actor";
import { prisma } from "@/server/db/client";
import { env } from "@/server/env";
import { notFound } from "@/server/errors";
import { prepareMessage, queueMessage } from "@/server/mail/queue-message";
import { getNotificationSettings } from "@/server/notifications/notification-settings";
import { buildDigestContent } from "./digest-content";
import { digestMessage } from "./digest-message";

/**
 * POST /users/me/digest ("Send me a test digest"): today's digest for the
 * caller, now, whatever their settings — even with nothing to say, so they
 * see what it looks like. One per minute: asking again within the same
 * minute answers the same message.
 */
export async function sendTestDigest(actor: Actor, now = new Date()): Promise<QueuedMessageDto> {
  const timeZone = env().APP_TIME_ZONE;
  const person = await prisma.user.findUnique({
    where: { id: actor.id },
    select: { id: true, firstName: true, lastName: true, email: true, language: true },
  });
  if (!person) throw notFound("User not found.");
  const [content, settings] = await Promise.all([buildDigestContent(actor, { now, timeZone }), getNotificationSettings(actor)]);
  const message = await prepareMessage({
    ...(await digestMessage(person, content, { digestHour: settings.digestHour, test: true, createdBy: actor })),
    idempotencyKey: `digest-test:${person.id}:${formatInZone(now, "UTC", "yyyy-MM-dd'T'HH:mm")}`,
  });
  const { id, captured } = await prisma.$transaction((tx) => queueMessage(tx, message));
  return { messageId: id, captured };
}
