import { createHash, randomBytes } from "node:crypto";
import { prisma } from "@/server/db/client";
import { env } from "@/server/env";
import { Prisma, type User } from "@/lib/generated/prisma/client";

/**
 * Server-side sessions: the only source of truth for "is this caller signed
 * in". A session ends when revoked (logout, user disabled or deleted), after
 * SESSION_IDLE_TIMEOUT_MS without a request (`sessionEndsWithinMs`), or after its absolute lifetime.
 */
export const SESSION_ABSOLUTE_LIFETIME_MS = 12 * 60 * 60 * 1000;
/**
 * lastActiveAt is written at most this often (a quarter of the idle timeout,
 * at most 5 s), to spare a write per request without shortening sessions.
 */
const touchInterval = (idleTimeoutMs: number) => Math.min(5_000, idleTimeoutMs / 4);

/**
 * When an idle session surely has ended, counted from its last request. lastActiveAt may be up to a touch interval
 * older than that request, so a session is refused only once the idle timeout has passed even for a request made a
 * touch interval after the stored time: never before the timeout, at most a touch interval (≤ 5 s) after it. The
 * browser counts its warning down to the timeout itself and returns to sign-in once this has passed
 * (components/shell/session-keeper.tsx), so Stay signed in is never too late and sign-in never finds the session alive.
 */
export function sessionEndsWithinMs(idleTimeoutMs = env().SESSION_IDLE_TIMEOUT_MS): number {
  return idleTimeoutMs + touchInterval(idleTimeoutMs);
}

export type SessionKind = "browser" | "api";

/** What a request needs to know of the signed-in person (no password hash, no timestamps). */
export type SessionUser = Pick<
  User,
  "id" | "userName" | "email" | "firstName" | "lastName" | "role" | "isActive" | "pictureId" | "language"
>;

export interface ActiveSession {
  sessionId: string;
  kind: SessionKind;
  user: SessionUser;
  /**
   * The agency's policy asks this person for a second sign-in step and they have none: the session
   * reaches only the set-up (server/api/handler.ts, server/auth/page-session.ts).
   */
  secondFactorSetupRequired: boolean;
}

/** The database sessions live in: the app's, a transaction's, or a test's. */
type Db = Pick<Prisma.TransactionClient, "session" | "$queryRaw">;

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export async function createSession(options: { userId: string; kind: SessionKind; ip: string; userAgent: string | null; db?: Db }) {
  const token = randomBytes(32).toString("base64url");
  const session = await (options.db ?? prisma).session.create({
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

/**
 * Whether user `u` must still set up a second step: the policy (security_settings; lib/domain/second-factor.ts
 * policyRequiresSecondFactor, in SQL) asks their role for one, and they have no confirmed authenticator app
 * and no passkey. Two indexed lookups, in the session's own statement.
 */
const SETUP_REQUIRED = Prisma.sql`
  coalesce((SELECT st.require_second_factor = 'everyone' OR (st.require_second_factor = 'admins' AND u.role = 'admin')
              FROM security_settings st WHERE st.id = 1), false)
  AND NOT EXISTS (SELECT 1 FROM totp_authenticators t WHERE t.user_id = u.id AND t.confirmed_at IS NOT NULL)
  AND NOT EXISTS (SELECT 1 FROM passkeys p WHERE p.user_id = u.id)`;

type SessionLookup = { id: string } | { tokenHash: string };

interface SessionRow extends SessionUser {
  sessionId: string;
  kind: string;
  revoked: boolean;
  idleMs: number;
  ageMs: number;
  setupRequired: boolean;
}

/**
 * Finds a live session and records the activity, in one indexed statement:
 * the session (by token hash or id) joined to its user, with lastActiveAt
 * moved to now() in the same statement when it is older than the touch
 * interval and the session is still live. Idle time and age are measured on
 * the database's clock, the one that wrote them. null when there is none.
 */
export async function resumeSession(
  lookup: SessionLookup,
  { db = prisma, idleTimeoutMs = env().SESSION_IDLE_TIMEOUT_MS }: { db?: Db; idleTimeoutMs?: number } = {},
): Promise<ActiveSession | null> {
  const match = "id" in lookup ? Prisma.sql`s.id = ${lookup.id}::uuid` : Prisma.sql`s.token_hash = ${lookup.tokenHash}`;
  const [row] = await db.$queryRaw<SessionRow[]>`
    WITH found AS (
      SELECT s.id, s.user_id, s.kind, s.revoked_at IS NOT NULL AS revoked,
             (extract(epoch FROM clock_timestamp() - s.last_active_at) * 1000)::float8 AS idle_ms,
             (extract(epoch FROM clock_timestamp() - s.created_at) * 1000)::float8 AS age_ms
      FROM sessions s WHERE ${match}
    ), touched AS (
      UPDATE sessions SET last_active_at = clock_timestamp()
      FROM found JOIN users u ON u.id = found.user_id
      WHERE sessions.id = found.id AND NOT found.revoked AND u.is_active
        AND found.idle_ms > ${touchInterval(idleTimeoutMs)} AND found.idle_ms <= ${sessionEndsWithinMs(idleTimeoutMs)}
        AND found.age_ms <= ${SESSION_ABSOLUTE_LIFETIME_MS}
    )
    SELECT found.id::text AS "sessionId", found.kind, found.revoked, found.idle_ms AS "idleMs", found.age_ms AS "ageMs",
           u.id::text AS id, u.user_name AS "userName", u.email, u.first_name AS "firstName", u.last_name AS "lastName",
           u.role, u.is_active AS "isActive", u.picture_id::text AS "pictureId", u.language,
           (${SETUP_REQUIRED}) AS "setupRequired"
    FROM found JOIN users u ON u.id = found.user_id`;
  if (!row || row.revoked) return null;

  if (row.idleMs > sessionEndsWithinMs(idleTimeoutMs) || row.ageMs > SESSION_ABSOLUTE_LIFETIME_MS || !row.isActive) {
    await revokeSession(row.sessionId, db);
    return null;
  }
  const { id, userName, email, firstName, lastName, role, isActive, pictureId, language } = row;
  return {
    sessionId: row.sessionId,
    kind: row.kind as SessionKind,
    user: { id, userName, email, firstName, lastName, role, isActive, pictureId, language },
    secondFactorSetupRequired: row.setupRequired,
  };
}

export async function revokeSession(sessionId: string, db: Pick<Db, "session"> = prisma): Promise<void> {
  await db.session.updateMany({ where: { id: sessionId, revokedAt: null }, data: { revokedAt: new Date() } });
}

/**
 * Ends every session of a user at once (disabled or deleted users). Pass the
 * transaction client to end them in the same transaction as the change.
 */
export async function revokeUserSessions(userId: string, db: Pick<Prisma.TransactionClient, "session"> = prisma): Promise<void> {
  await db.session.updateMany({ where: { userId, revokedAt: null }, data: { revokedAt: new Date() } });
}
