import type { Prisma } from "@/lib/generated/prisma/client";
import { env } from "@/server/env";
import { tooManyRequests } from "@/server/errors";

const HOUR_MS = 3_600_000;

export const TOO_MANY_SENDS = (perHour: number, retryAfterSeconds: number) =>
  `You have sent ${perHour} messages in the last hour, the most one person may send. ` +
  `Try again in ${retryAfterSeconds < 120 ? `${retryAfterSeconds} seconds` : `${Math.ceil(retryAfterSeconds / 60)} minutes`}.`;

/**
 * The send limit (docs/SECURITY.md "Reset links, charges, admin-only criteria, file names, sends per person"): one person may
 * cause at most `perHour` (MAIL_SENDS_PER_HOUR, 30) Outbox messages in any
 * rolling hour — work orders to providers, statements to owners, test
 * digests; scheduled mail (no person) is not counted. Called by queueMessage,
 * the one way a message is written, in the transaction that writes it: the
 * person's users row is locked first, so of a burst of parallel sends each
 * counts the ones before it that committed, and the count cannot be passed.
 * Over the limit: 429 with Retry-After, the seconds until the oldest message
 * of the hour leaves it.
 */
export async function admitMailSend(
  tx: Prisma.TransactionClient,
  userId: string,
  { perHour = env().MAIL_SENDS_PER_HOUR, now = new Date() }: { perHour?: number; now?: Date } = {},
): Promise<void> {
  await tx.$queryRaw`SELECT id FROM users WHERE id = ${userId}::uuid FOR UPDATE`;
  const since = new Date(now.getTime() - HOUR_MS);
  const recent = await tx.$queryRaw<{ created_at: Date }[]>`
    SELECT created_at FROM outbox_messages
     WHERE created_by_id = ${userId}::uuid AND created_at > ${since}
     ORDER BY created_at DESC
     LIMIT ${perHour}`;
  if (recent.length < perHour) return;
  const oldest = recent[recent.length - 1]!.created_at;
  const retryAfterSeconds = Math.max(1, Math.ceil((new Date(oldest).getTime() + HOUR_MS - now.getTime()) / 1000));
  throw tooManyRequests(TOO_MANY_SENDS(perHour, retryAfterSeconds), retryAfterSeconds);
}
