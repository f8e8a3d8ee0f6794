import { createHash, randomBytes } from "node:crypto";
import type { Prisma } from "@/lib/generated/prisma/client";
import { actorOf, type Actor } from "@/server/auth/actor";
import { recordAudit } from "@/server/audit";
import { prisma, type Database } from "@/server/db/client";
import { forbidden, notFound } from "@/server/errors";

/**
 * The private calendar feed's token: 32 random bytes (base64url, 43
 * characters) shown once, inside the URL; only its SHA-256 is stored. One per
 * person: a new one replaces the old (which then answers 404), revoking
 * deletes it. A fast hash is enough for 256 random bits.
 *
 * The token is a credential of its own, so it does not outlive the others:
 * a password change (by the user, an admin or a reset), disabling and deleting
 * the user delete it (`revokeFeedOf`, in the same transaction), and
 * re-enabling does not bring it back. Making and revoking one are audited on
 * the user ("feed-create", "feed-revoke"; never the token or its hash).
 */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

function hashOf(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

export function feedUrl(baseUrl: string, token: string): string {
  return `${baseUrl.replace(/\/+$/, "")}/api/v1/calendar/${token}.ics`;
}

/** POST /calendar/token: a new token for the caller; the old one stops working. */
export async function createFeedToken(actor: Actor, db: Database = prisma): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  const tokenHash = hashOf(token);
  await db.$transaction(async (tx) => {
    const replaced = await tx.calendarFeedToken.deleteMany({ where: { userId: actor.id } });
    await tx.calendarFeedToken.create({ data: { userId: actor.id, tokenHash } });
    await recordAudit(tx, {
      actor,
      action: "feed-create",
      entityType: "user",
      entityId: actor.id,
      changes: { replaced: replaced.count > 0 },
    });
  });
  return token;
}

/**
 * Deletes a user's feed token inside the caller's transaction; whether there
 * was one. The caller audits (a password change, a disable: on its own row).
 */
export async function revokeFeedOf(tx: Pick<Prisma.TransactionClient, "calendarFeedToken">, userId: string): Promise<boolean> {
  const { count } = await tx.calendarFeedToken.deleteMany({ where: { userId } });
  return count > 0;
}

/** Revokes a user's feed (nothing to revoke is fine too), audited when there was one. */
async function revokeAudited(actor: Actor, userId: string, db: Database, reason: "self" | "admin"): Promise<boolean> {
  return db.$transaction(async (tx) => {
    if (reason === "admin") {
      const user = await tx.user.findUnique({ where: { id: userId }, select: { id: true } });
      if (!user) throw notFound("User not found.");
    }
    const revoked = await revokeFeedOf(tx, userId);
    if (revoked) await recordAudit(tx, { actor, action: "feed-revoke", entityType: "user", entityId: userId, changes: { by: reason } });
    return revoked;
  });
}

/** DELETE /calendar/token: the caller's feed stops working (nothing to revoke is fine too). */
export async function revokeFeedToken(actor: Actor, db: Database = prisma): Promise<void> {
  await revokeAudited(actor, actor.id, db, "self");
}

/** DELETE /users/{id}/calendar-feed: an administrator revokes anyone's feed; 404 for an unknown user. */
export async function revokeUserFeed({
  id,
  actor,
  db = prisma,
}: {
  id: string;
  actor: Actor;
  db?: Database;
}): Promise<{ revoked: boolean }> {
  if (actor.role !== "admin") throw forbidden();
  return { revoked: await revokeAudited(actor, id, db, "admin") };
}

/** Whether a user has a live feed (the cards' state; the URL itself is never stored). */
export async function feedTokenOf(userId: string, db: Database = prisma): Promise<{ createdAt: Date } | null> {
  return db.calendarFeedToken.findUnique({ where: { userId }, select: { createdAt: true } });
}

/** Whether the caller has a live feed. */
export async function hasFeedToken(actor: Actor): Promise<{ createdAt: Date } | null> {
  return feedTokenOf(actor.id);
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
