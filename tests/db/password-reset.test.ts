import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { RESET_LINK_INVALID } from "@/lib/schemas/password-reset";
import { checkPasswordResetLink, resetPassword } from "@/server/password-reset/password-reset";
import { verifyPassword } from "@/server/auth/password";
import { actorOf } from "@/server/auth/actor";
import { updateUser } from "@/server/users/update-user";
import { ARGON2_LOOKALIKE, sha256Hex, userData } from "./factories";
import { BACKENDS, migratedDatabase } from "./harness";

/**
 * password_reset_tokens and resetPassword() on both databases: hashes only,
 * cascade with the user, a link used once even by two requests at once, an
 * expired one refused, and what a reset ends (sessions, the feed, other links).
 */
describe.each(BACKENDS)("password reset on $name", (backend) => {
  const db = migratedDatabase(backend);

  const token = (seed: string) => createHash("sha256").update(seed).digest("base64url"); // 43 characters
  const inHalfAnHour = () => new Date(Date.now() + 30 * 60_000);

  it("keeps hashes only, unique and well-formed, and deletes them with the user", async () => {
    const prisma = db.prisma;
    const user = await prisma.user.create({ data: userData() });
    const hash = sha256Hex("a link");
    await prisma.passwordResetToken.create({ data: { userId: user.id, tokenHash: hash, expiresAt: inHalfAnHour() } });
    await expect(
      prisma.passwordResetToken.create({ data: { userId: user.id, tokenHash: hash, expiresAt: inHalfAnHour() } }),
    ).rejects.toThrow();
    await expect(
      prisma.passwordResetToken.create({ data: { userId: user.id, tokenHash: "not-a-hash", expiresAt: inHalfAnHour() } }),
    ).rejects.toThrow();
    await prisma.user.delete({ where: { id: user.id } });
    expect(await prisma.passwordResetToken.count({ where: { userId: user.id } })).toBe(0);
  });

  it("a link works once, even asked twice at once; the reset ends sessions, the feed and the other links", async () => {
    const prisma = db.prisma;
    const user = await prisma.user.create({ data: userData() });
    const [first, second] = [token(`first ${user.id}`), token(`second ${user.id}`)];
    for (const value of [first, second]) {
      await prisma.passwordResetToken.create({ data: { userId: user.id, tokenHash: sha256Hex(value), expiresAt: inHalfAnHour() } });
    }
    await prisma.session.create({ data: { userId: user.id, tokenHash: sha256Hex(`session ${user.id}`), kind: "api" } });
    await prisma.calendarFeedToken.create({ data: { userId: user.id, tokenHash: sha256Hex(`feed ${user.id}`) } });

    const outcomes = await Promise.allSettled([
      resetPassword({ token: first, password: "First!Secret1", db: prisma }),
      resetPassword({ token: first, password: "Second!Secret2", db: prisma }),
    ]);
    expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(1);
    const refused = outcomes.find((outcome) => outcome.status === "rejected") as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ message: RESET_LINK_INVALID });

    const stored = await prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    const matches = await Promise.all(["First!Secret1", "Second!Secret2"].map((password) => verifyPassword(stored.passwordHash, password)));
    expect(matches.filter(Boolean)).toHaveLength(1);
    expect(await prisma.session.count({ where: { userId: user.id, revokedAt: null } })).toBe(0);
    expect(await prisma.calendarFeedToken.count({ where: { userId: user.id } })).toBe(0);
    await expect(resetPassword({ token: second, password: "Third!Secret3", db: prisma })).rejects.toMatchObject({
      message: RESET_LINK_INVALID,
    });
    const audit = await prisma.auditLog.findFirstOrThrow({ where: { entityId: user.id, action: "update" } });
    expect(audit.actorId).toBe(user.id);
    expect(audit.changes).toMatchObject({ passwordChanged: true, passwordReset: true, sessionsEnded: true, feedRevoked: true });
  });

  it("an expired link or a disabled user's is refused, and nothing changes", async () => {
    const prisma = db.prisma;
    const [expiredOwner, disabled] = await Promise.all([
      prisma.user.create({ data: userData() }),
      prisma.user.create({ data: userData({ isActive: false }) }),
    ]);
    const [expired, ofDisabled] = [token(`expired ${expiredOwner.id}`), token(`disabled ${disabled.id}`)];
    await prisma.passwordResetToken.create({
      data: { userId: expiredOwner.id, tokenHash: sha256Hex(expired), expiresAt: new Date(Date.now() - 1000) },
    });
    await prisma.passwordResetToken.create({ data: { userId: disabled.id, tokenHash: sha256Hex(ofDisabled), expiresAt: inHalfAnHour() } });
    for (const value of [expired, ofDisabled, token("never issued"), "short"]) {
      await expect(resetPassword({ token: value, password: "Long-enough-9", db: prisma })).rejects.toMatchObject({
        message: RESET_LINK_INVALID,
      });
    }
    expect(
      await prisma.passwordResetToken.count({ where: { userId: { in: [expiredOwner.id, disabled.id] }, usedAt: { not: null } } }),
    ).toBe(0);
  });

  it("checking a link (the reset page as it opens) uses nothing up, and says 'not valid' exactly where the reset would", async () => {
    const prisma = db.prisma;
    const [owner, disabled] = await Promise.all([
      prisma.user.create({ data: userData() }),
      prisma.user.create({ data: userData({ isActive: false }) }),
    ]);
    const [good, other, expired, ofDisabled] = ["good", "other", "expired", "disabled"].map((seed) => token(`check ${seed} ${owner.id}`));
    const issue = (userId: string, value: string, expiresAt = inHalfAnHour()) =>
      prisma.passwordResetToken.create({ data: { userId, tokenHash: sha256Hex(value), expiresAt } });
    await issue(owner.id, good!);
    await issue(owner.id, other!);
    await issue(owner.id, expired!, new Date(Date.now() - 1000));
    await issue(disabled.id, ofDisabled!);
    const refused = (value: string) =>
      expect(checkPasswordResetLink({ token: value, db: prisma })).rejects.toMatchObject({ message: RESET_LINK_INVALID });

    // Checked as often as the page is opened: still good, nothing written.
    await checkPasswordResetLink({ token: good!, db: prisma });
    await checkPasswordResetLink({ token: good!, db: prisma });
    expect(await prisma.passwordResetToken.count({ where: { userId: owner.id, usedAt: { not: null } } })).toBe(0);
    for (const value of [expired!, ofDisabled!, token("never issued"), "short", ""]) await refused(value);
    // The link's last minute is still good; a moment past its end it is not.
    const row = await prisma.passwordResetToken.findFirstOrThrow({ where: { tokenHash: sha256Hex(good!) } });
    await checkPasswordResetLink({ token: good!, now: new Date(row.expiresAt.getTime() - 1), db: prisma });
    await expect(checkPasswordResetLink({ token: good!, now: row.expiresAt, db: prisma })).rejects.toMatchObject({
      message: RESET_LINK_INVALID,
    });

    // Used: the check says so before any password is typed, and the user's other link went with it.
    await resetPassword({ token: good!, password: "Checked!Secret-1", db: prisma });
    await refused(good!);
    await refused(other!);
  });

  it("any password change, disable or role change voids every outstanding link of that user", async () => {
    const prisma = db.prisma;
    const admin = await prisma.user.create({ data: userData({ role: "admin" }) });
    const actor = actorOf(admin);
    const issue = async (userId: string, seed: string) => {
      const value = token(`${seed} ${userId}`);
      await prisma.passwordResetToken.create({ data: { userId, tokenHash: sha256Hex(value), expiresAt: inHalfAnHour() } });
      return value;
    };
    const refused = (value: string) =>
      expect(resetPassword({ token: value, password: "Long-enough-9", db: prisma })).rejects.toMatchObject({ message: RESET_LINK_INVALID });

    // An administrator sets the password; the user's own change (an admin changing theirs).
    const target = await prisma.user.create({ data: userData() });
    let link = await issue(target.id, "before the admin's password");
    await updateUser({ data: { _id: target.id, password: "Admin!Set-99" }, actor, db: prisma });
    await refused(link);
    link = await issue(admin.id, "before the own change");
    await updateUser({ data: { _id: admin.id, password: "Own!Change-77" }, actor, db: prisma });
    await refused(link);

    // Disabled, then enabled again: the link issued before stays void.
    link = await issue(target.id, "before the disable");
    await updateUser({ data: { _id: target.id, isActive: false, password: undefined }, actor, db: prisma });
    await updateUser({ data: { _id: target.id, isActive: true, password: undefined }, actor, db: prisma });
    await refused(link);

    // A role change.
    link = await issue(target.id, "before the role change");
    await updateUser({ data: { _id: target.id, role: "admin", password: undefined }, actor, db: prisma });
    await refused(link);

    // A reset with one link voids the others (and a change of another field voids nothing).
    const [used, other] = [await issue(target.id, "the used one"), await issue(target.id, "the other one")];
    await updateUser({ data: { _id: target.id, firstName: "Mariela", password: undefined }, actor, db: prisma });
    await resetPassword({ token: used, password: "Reset!Secret-55", db: prisma });
    await refused(other);
    const stored = await prisma.user.findUniqueOrThrow({ where: { id: target.id } });
    expect(await verifyPassword(stored.passwordHash, "Reset!Secret-55")).toBe(true);

    // Raw writes too: the database voids the link whoever writes.
    link = await issue(target.id, "before a raw write");
    await prisma.user.update({ where: { id: target.id }, data: { passwordHash: ARGON2_LOOKALIKE } });
    await refused(link);
    expect(await prisma.passwordResetToken.count({ where: { userId: { in: [target.id, admin.id] }, usedAt: null } })).toBe(0);
  });
});
