import { createHash, randomBytes } from "node:crypto";
import { actorOf, type Actor } from "@/server/auth/actor";
import { prisma } from "@/server/db/client";

/**
 * The private calendar feed's token: 32 random bytes (base64url, 43
 * characters) shown once, inside the URL; only its SHA-256 is stored. One per
 * person: a new one replaces the old (which then answers 404), revoking
 * deletes it. A fast hash is enough for 256 random bits.
 */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

function hashOf(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

export function feedUrl(baseUrl: string, token: string): string {
  return `${baseUrl.replace(/\/+$/, "")}/api/v1/calendar/${token}.ics`;
}

/** POST /calendar/token: a new token for the caller; the old one stops working. */
export async function createFeedToken(actor: Actor): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  const tokenHash = hashOf(token);
  await prisma.calendarFeedToken.upsert({
    where: { userId: actor.id },
    create: { userId: actor.id, tokenHash },
    update: { tokenHash, createdAt: new Date() },
  });
  return token;
}

/** DELETE /calendar/token: the caller's feed stops working (nothing to revoke is fine too). */
export async function revokeFeedToken(actor: Actor): Promise<void> {
  await prisma.calendarFeedToken.deleteMany({ where: { userId: actor.id } });
}

/** Whether the caller has a live feed (the card's state; the URL itself is never stored). */
export async function hasFeedToken(actor: Actor): Promise<{ createdAt: Date } | null> {
  return prisma.calendarFeedToken.findUnique({ where: { userId: actor.id }, select: { createdAt: true } });
}

/**
 * The active user a feed token belongs to, or null for anything else: a
 * malformed token, an unknown or revoked one, a disabled user. One indexed lookup.
 */
export async function feedOwner(token: string): Promise<Actor | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const row = await prisma.calendarFeedToken.findUnique({
    where: { tokenHash: hashOf(token) },
    select: { user: { select: { id: true, firstName: true, lastName: true, role: true, isActive: true } } },
  });
  if (!row || !row.user.isActive) return null;
  return actorOf(row.user);
}
