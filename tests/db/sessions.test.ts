import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  createSession,
  hashToken,
  resumeSession,
  revokeSession,
  SESSION_ABSOLUTE_LIFETIME_MS,
  sessionEndsWithinMs,
} from "@/server/auth/sessions";
import { BACKENDS, migratedDatabase } from "./harness";

/**
 * Resuming a session (server/auth/sessions.ts) on a real database, PostgreSQL
 * and PGlite: one statement finds the session and its user and moves
 * lastActiveAt when it is due; an idle, too old, revoked or disabled user's
 * session is refused (and ended).
 */
const IDLE_TIMEOUT_MS = 60_000;

describe.each(BACKENDS)("resuming sessions on $name", (backend) => {
  const db = migratedDatabase(backend);

  const resume = (lookup: Parameters<typeof resumeSession>[0]) => resumeSession(lookup, { db: db.prisma, idleTimeoutMs: IDLE_TIMEOUT_MS });

  async function signedIn(kind: "browser" | "api" = "api") {
    const tag = randomBytes(4).toString("hex");
    const user = await db.prisma.user.create({
      data: {
        userName: `user.${tag}`,
        email: `user.${tag}@agency.example`,
        passwordHash: "x",
        firstName: "Ada",
        lastName: `Ng ${tag}`,
        role: "admin",
      },
    });
    const { session, token } = await createSession({ userId: user.id, kind, ip: "10.0.0.1", userAgent: null, db: db.prisma });
    return { user, session, token };
  }
  /** Moves a session's clock back, as if that much time had passed. */
  const ago = (id: string, column: "last_active_at" | "created_at", ms: number) =>
    db.prisma.$executeRawUnsafe(
      `UPDATE sessions SET ${column} = ${column} - make_interval(secs => $1::float8 / 1000) WHERE id = $2::uuid`,
      ms,
      id,
    );
  const stored = (id: string) => db.prisma.session.findUniqueOrThrow({ where: { id } });

  it("says whether the agency's policy holds the person to setting up a second step, as the policy and their factors change", async () => {
    const { user, session } = await signedIn();
    const held = async () => (await resume({ id: session.id }))!.secondFactorSetupRequired;
    const setPolicy = (policy: string) => db.prisma.securitySettings.update({ where: { id: 1 }, data: { requireSecondFactor: policy } });
    try {
      expect(await held()).toBe(false);
      await setPolicy("admins");
      expect(await held()).toBe(true);
      await db.prisma.totpAuthenticator.create({ data: { userId: user.id, secretEncrypted: "v1.x.y.z" } });
      expect(await held(), "a pending authenticator app is not a second step").toBe(true);
      await db.prisma.totpAuthenticator.update({ where: { userId: user.id }, data: { confirmedAt: new Date() } });
      expect(await held()).toBe(false);
      await db.prisma.totpAuthenticator.delete({ where: { userId: user.id } });
      await db.prisma.passkey.create({
        data: { userId: user.id, name: "Laptop", credentialId: `cred-${user.id}`, publicKey: Buffer.from([1]) },
      });
      expect(await held()).toBe(false);
      await db.prisma.user.update({ where: { id: user.id }, data: { role: "property-specialist" } });
      await db.prisma.passkey.deleteMany({ where: { userId: user.id } });
      expect(await held(), "admins only: a specialist is not held").toBe(false);
      await setPolicy("everyone");
      expect(await held()).toBe(true);
    } finally {
      await setPolicy("none");
    }
  });

  it("finds a live session by token hash and by id, with the user's fields a request needs", async () => {
    const { user, session, token } = await signedIn();
    const byToken = await resume({ tokenHash: hashToken(token) });
    const byId = await resume({ id: session.id });
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
        language: "en",
      },
      secondFactorSetupRequired: false,
    };
    expect(byToken).toEqual(expected);
    expect(byId).toEqual(expected);
    expect(await resume({ tokenHash: hashToken("not a token") })).toBeNull();
    expect(await resume({ id: "00000000-0000-4000-8000-000000000000" })).toBeNull();
  });

  it("writes lastActiveAt only once the touch interval has passed", async () => {
    const { session } = await signedIn();
    const fresh = (await stored(session.id)).lastActiveAt;
    await resume({ id: session.id });
    expect((await stored(session.id)).lastActiveAt).toEqual(fresh);

    await ago(session.id, "last_active_at", 20_000);
    const before = (await stored(session.id)).lastActiveAt;
    expect(await resume({ id: session.id })).not.toBeNull();
    const after = (await stored(session.id)).lastActiveAt;
    expect(after.getTime()).toBeGreaterThan(before.getTime() + 19_000);
  });

  it("never ends before the idle timeout has passed since the last request, even one that did not move lastActiveAt", async () => {
    const { session } = await signedIn();
    const lag = sessionEndsWithinMs(IDLE_TIMEOUT_MS) - IDLE_TIMEOUT_MS;
    // The worst case: a request just inside the touch interval is not written, then the whole timeout of quiet.
    await ago(session.id, "last_active_at", lag - 200);
    const unwritten = (await stored(session.id)).lastActiveAt;
    expect(await resume({ id: session.id })).not.toBeNull();
    expect((await stored(session.id)).lastActiveAt, "within the touch interval: not written").toEqual(unwritten);
    await ago(session.id, "last_active_at", IDLE_TIMEOUT_MS - 200);
    expect(await resume({ id: session.id }), "alive until the browser's countdown ends").not.toBeNull();
  });

  it("refuses and ends a session idle for longer than the timeout", async () => {
    const { session } = await signedIn();
    await ago(session.id, "last_active_at", sessionEndsWithinMs(IDLE_TIMEOUT_MS) + 1_000);
    const idleSince = (await stored(session.id)).lastActiveAt;
    expect(await resume({ id: session.id })).toBeNull();
    const ended = await stored(session.id);
    expect(ended.revokedAt).not.toBeNull();
    expect(ended.lastActiveAt).toEqual(idleSince);
    await ago(session.id, "last_active_at", -(sessionEndsWithinMs(IDLE_TIMEOUT_MS) + 1_000));
    expect(await resume({ id: session.id })).toBeNull();
  });

  it("refuses a session past its absolute lifetime, however busy", async () => {
    const { session } = await signedIn();
    await ago(session.id, "created_at", SESSION_ABSOLUTE_LIFETIME_MS + 1_000);
    expect(await resume({ id: session.id })).toBeNull();
    expect((await stored(session.id)).revokedAt).not.toBeNull();
  });

  it("refuses a revoked session, and every session of a disabled user, at once", async () => {
    const first = await signedIn();
    await revokeSession(first.session.id, db.prisma);
    expect(await resume({ tokenHash: hashToken(first.token) })).toBeNull();

    const second = await signedIn();
    await db.prisma.user.update({ where: { id: second.user.id }, data: { isActive: false } });
    await ago(second.session.id, "last_active_at", 20_000);
    const lastActive = (await stored(second.session.id)).lastActiveAt;
    expect(await resume({ id: second.session.id })).toBeNull();
    const ended = await stored(second.session.id);
    expect(ended.revokedAt).not.toBeNull();
    expect(ended.lastActiveAt).toEqual(lastActive);
  });
});
