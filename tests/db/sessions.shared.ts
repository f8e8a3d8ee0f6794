import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PrismaClient } from "@/lib/generated/prisma/client";

/**
 * Resuming a session (server/auth/sessions.ts) on a real database: one
 * statement finds the session and its user and moves lastActiveAt when it is
 * due; an idle, too old, revoked or disabled user's session is refused (and
 * ended). Shared by the PostgreSQL and PGlite files.
 */
type Sessions = typeof import("@/server/auth/sessions");

export const IDLE_TIMEOUT_MS = 60_000;

export function sessionsSuite(name: string, open: () => Promise<{ close(): Promise<void> }>) {
  describe(`resuming sessions (${name})`, () => {
    let prisma: PrismaClient;
    let sessions: Sessions;
    let database: { close(): Promise<void> };

    beforeAll(async () => {
      process.env.SESSION_IDLE_TIMEOUT_MS = String(IDLE_TIMEOUT_MS);
      database = await open();
      const client = await import("@/server/db/client");
      await client.ensureDatabaseReady();
      prisma = client.prisma;
      sessions = await import("@/server/auth/sessions");
    });
    afterAll(async () => {
      await prisma?.$disconnect();
      await database?.close();
    });

    async function signedIn(kind: "browser" | "api" = "api") {
      const tag = randomBytes(4).toString("hex");
      const user = await prisma.user.create({
        data: {
          userName: `user.${tag}`,
          email: `user.${tag}@agency.example`,
          passwordHash: "x",
          firstName: "Ada",
          lastName: `Ng ${tag}`,
          role: "admin",
        },
      });
      const { session, token } = await sessions.createSession({ userId: user.id, kind, ip: "10.0.0.1", userAgent: null });
      return { user, session, token };
    }
    /** Moves a session's clock back, as if that much time had passed. */
    const ago = (id: string, column: "last_active_at" | "created_at", ms: number) =>
      prisma.$executeRawUnsafe(
        `UPDATE sessions SET ${column} = ${column} - make_interval(secs => $1::float8 / 1000) WHERE id = $2::uuid`,
        ms,
        id,
      );
    const stored = (id: string) => prisma.session.findUniqueOrThrow({ where: { id } });

    it("finds a live session by token hash and by id, with the user's fields a request needs", async () => {
      const { user, session, token } = await signedIn();
      const byToken = await sessions.resumeSession({ tokenHash: sessions.hashToken(token) });
      const byId = await sessions.resumeSession({ id: session.id });
      const expected = {
        sessionId: session.id,
        kind: "api",
        user: {
          id: user.id,
          userName: user.userName,
          email: user.email,
          firstName: user.firstName,
          lastName: user.lastName,
          role: user.role,
          isActive: true,
          pictureId: null,
        },
      };
      expect(byToken).toEqual(expected);
      expect(byId).toEqual(expected);
      expect(await sessions.resumeSession({ tokenHash: sessions.hashToken("not a token") })).toBeNull();
      expect(await sessions.resumeSession({ id: "00000000-0000-4000-8000-000000000000" })).toBeNull();
    });

    it("writes lastActiveAt only once the touch interval has passed", async () => {
      const { session } = await signedIn();
      const fresh = (await stored(session.id)).lastActiveAt;
      await sessions.resumeSession({ id: session.id });
      expect((await stored(session.id)).lastActiveAt).toEqual(fresh);

      await ago(session.id, "last_active_at", 20_000);
      const before = (await stored(session.id)).lastActiveAt;
      expect(await sessions.resumeSession({ id: session.id })).not.toBeNull();
      const after = (await stored(session.id)).lastActiveAt;
      expect(after.getTime()).toBeGreaterThan(before.getTime() + 19_000);
    });

    it("refuses and ends a session idle for longer than the timeout", async () => {
      const { session } = await signedIn();
      await ago(session.id, "last_active_at", IDLE_TIMEOUT_MS + 1_000);
      const idleSince = (await stored(session.id)).lastActiveAt;
      expect(await sessions.resumeSession({ id: session.id })).toBeNull();
      const ended = await stored(session.id);
      expect(ended.revokedAt).not.toBeNull();
      expect(ended.lastActiveAt).toEqual(idleSince);
      await ago(session.id, "last_active_at", -(IDLE_TIMEOUT_MS + 1_000));
      expect(await sessions.resumeSession({ id: session.id })).toBeNull();
    });

    it("refuses a session past its absolute lifetime, however busy", async () => {
      const { session } = await signedIn();
      await ago(session.id, "created_at", sessions.SESSION_ABSOLUTE_LIFETIME_MS + 1_000);
      expect(await sessions.resumeSession({ id: session.id })).toBeNull();
      expect((await stored(session.id)).revokedAt).not.toBeNull();
    });

    it("refuses a revoked session, and every session of a disabled user, at once", async () => {
      const first = await signedIn();
      await sessions.revokeSession(first.session.id);
      expect(await sessions.resumeSession({ tokenHash: sessions.hashToken(first.token) })).toBeNull();

      const second = await signedIn();
      await prisma.user.update({ where: { id: second.user.id }, data: { isActive: false } });
      await ago(second.session.id, "last_active_at", 20_000);
      const lastActive = (await stored(second.session.id)).lastActiveAt;
      expect(await sessions.resumeSession({ id: second.session.id })).toBeNull();
      const ended = await stored(second.session.id);
      expect(ended.revokedAt).not.toBeNull();
      expect(ended.lastActiveAt).toEqual(lastActive);
    });
  });
}
