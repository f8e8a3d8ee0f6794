import { createHash, randomBytes } from "node:crypto";
import { prisma } from "@/server/db/client";
import { env } from "@/server/env";
import type { Prisma, User } from "@/lib/generated/prisma/client";

/**
 * Server-side sessions: the only source of truth for "is this caller signed
 * in". A session ends when revoked (logout, user disabled or deleted), after
 * SESSION_IDLE_TIMEOUT_MS without a request, or after its absolute lifetime.
 */
export const SESSION_ABSOLUTE_LIFETIME_MS = 12 * 60 * 60 * 1000;
/**
 * lastActiveAt is written at most this often (a quarter of the idle timeout,
 * at most 5 s), to spare a write per request without shortening sessions.
 */
const touchInterval = () => Math.min(5_000, env().SESSION_IDLE_TIMEOUT_MS / 4);

export type SessionKind = "browser" | "api";

export interface ActiveSession {
  sessionId: string;
  kind: SessionKind;
  user: User;
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export async function createSession(options: { userId: string; kind: SessionKind; ip: string; userAgent: string | null }) {
  const token = randomBytes(32).toString("base64url");
  const session = await prisma.session.create({
    data: {
      userId: options.userId,
      kind: options.kind,
      tokenHash: hashToken(token),
      ip: options.ip,
      userAgent: options.userAgent?.slice(0, 512) ?? null,
    },
  });
  return { session, token };
}

type SessionLookup = { id: string } | { tokenHash: string };

/** Finds a live session and records the activity; null when there is none. */
export async function resumeSession(lookup: SessionLookup): Promise<ActiveSession | null> {
  const session = await prisma.session.findUnique({ where: lookup, include: { user: true } });
  if (!session || session.revokedAt) return null;

  const now = Date.now();
  const idleFor = now - session.lastActiveAt.getTime();
  const age = now - session.createdAt.getTime();
  if (idleFor > env().SESSION_IDLE_TIMEOUT_MS || age > SESSION_ABSOLUTE_LIFETIME_MS || !session.user.isActive) {
    await prisma.session.updateMany({ where: { id: session.id, revokedAt: null }, data: { revokedAt: new Date(now) } });
    return null;
  }

  if (idleFor > touchInterval()) {
    await prisma.session.updateMany({ where: { id: session.id, revokedAt: null }, data: { lastActiveAt: new Date(now) } });
  }
  return { sessionId: session.id, kind: session.kind as SessionKind, user: session.user };
}

export async function revokeSession(sessionId: string): Promise<void> {
  await prisma.session.updateMany({ where: { id: sessionId, revokedAt: null }, data: { revokedAt: new Date() } });
}

/**
 * Ends every session of a user at once (disabled or deleted users). Pass the
 * transaction client to end them in the same transaction as the change.
 */
export async function revokeUserSessions(userId: string, db: Pick<Prisma.TransactionClient, "session"> = prisma): Promise<void> {
  await db.session.updateMany({ where: { userId, revokedAt: null }, data: { revokedAt: new Date() } });
}
