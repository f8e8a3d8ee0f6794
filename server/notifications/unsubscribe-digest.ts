import { prisma } from "@/server/db/client";
import { notFound } from "@/server/errors";
import { defaultNotificationSettings } from "./notification-settings";
import { unsubscribeTokenOwner } from "./unsubscribe-link";

const LINK_NOT_VALID = "This unsubscribe link is not valid.";

/** The person an unsubscribe link names, for its page: their e-mail and whether the digest is on. */
export async function getUnsubscribeTarget(token: string): Promise<{ email: string; digest: boolean }> {
  const userId = unsubscribeTokenOwner(token);
  const user = userId
    ? await prisma.user.findUnique({
        where: { id: userId },
        select: { email: true, role: true, notificationSetting: { select: { digest: true } } },
      })
    : null;
  if (!user) throw notFound(LINK_NOT_VALID);
  return { email: user.email, digest: user.notificationSetting?.digest ?? defaultNotificationSettings(user.role).digest };
}

/** POST to the link (a mail client's one-click, or the page's button): the digest is off; saying so twice is fine. */
export async function unsubscribeDigest(token: string): Promise<void> {
  const userId = unsubscribeTokenOwner(token);
  const user = userId ? await prisma.user.findUnique({ where: { id: userId }, select: { id: true, role: true } }) : null;
  if (!user) throw notFound(LINK_NOT_VALID);
  await prisma.notificationSetting.upsert({
    where: { userId: user.id },
    create: { userId: user.id, ...defaultNotificationSettings(user.role), digest: false },
    update: { digest: false },
  });
}
