import { createHash, randomBytes } from "node:crypto";
import { createElement } from "react";
import { languageOr } from "@/lib/i18n/languages";
import { PASSWORD_RESET_MINUTES, RESET_LINK_INVALID } from "@/lib/schemas/password-reset";
import { actorOf } from "@/server/auth/actor";
import { recordAudit } from "@/server/audit";
import { revokeFeedOf } from "@/server/calendar/feed-token";
import { prisma, type Database } from "@/server/db/client";
import { badRequest } from "@/server/errors";
import { enqueue } from "@/server/jobs/enqueue";
import type { JobAttempt } from "@/server/jobs/define-job";
import { appUrl } from "@/server/mail/mail-config";
import { prepareMessage, queueMessage } from "@/server/mail/queue-message";
import { PasswordResetEmail, passwordResetSubject } from "@/server/mail/templates/password-reset-email";
import { env } from "@/server/env";
import { translatorFor } from "@/server/i18n/translator";
import { admitSignInAttempt } from "@/server/auth/login-throttle";
import { hashPassword } from "@/server/auth/password";
import { revokeUserSessions } from "@/server/auth/sessions";

/**
 * "Forgot your password?" (issue 29 §3.4; docs/SECURITY.md "Password reset").
 *
 * Asking (`requestPasswordReset`) does the same work whatever the address:
 * it counts the request against the sign-in limits — their own rows, keyed
 * `reset:…`, so asking for links never delays anyone's sign-in — and queues a
 * `password.reset-link` job, then answers 202 with the same words. Whether an
 * account exists is decided only in that job, so neither the answer nor its
 * timing tells. The job writes the link's row and its Outbox message in one
 * transaction; an unknown or disabled address gets nothing.
 *
 * The link's token is 32 random bytes (base64url, in the address's fragment);
 * only its SHA-256 is stored. Setting the password (`resetPassword`) uses the
 * link up atomically, ends every session and revokes the calendar feed, in one
 * transaction, audited as the user's own change. Any change of a user's
 * password, role or active state (this reset, an admin's edit) voids every
 * outstanding link of that user: a database trigger (users_void_reset_links),
 * so no write path can forget it.
 */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const hashOf = (token: string) => createHash("sha256").update(token, "utf8").digest("hex");

/** The throttle's keys for reset requests: apart from sign-in's, within its columns (account ≤ 254, address ≤ 64). */
function throttleKeys(email: string, address: string) {
  return { account: `reset:${hashOf(email)}`, address: `reset:${address}`.slice(0, 64) };
}

/** POST /auth/password/forgot: 429 when the limits say so; otherwise the job is queued, whoever the address belongs to. */
export async function requestPasswordReset({
  email,
  address,
  db = prisma,
}: {
  email: string;
  address: string;
  db?: Database;
}): Promise<void> {
  const normalized = email.trim().toLowerCase();
  const keys = throttleKeys(normalized, address);
  await admitSignInAttempt(keys.account, keys.address, db);
  await db.$transaction((tx) => enqueue(tx, "password.reset-link", { email: normalized }));
}

/** The job: a link for an active account with that e-mail, or nothing. Safe to run twice (one message per job). */
export async function sendPasswordResetLink(
  { email }: { email: string },
  attempt: Pick<JobAttempt, "id">,
  db: Database = prisma,
): Promise<void> {
  const user = await db.user.findUnique({
    where: { email },
    select: { id: true, firstName: true, lastName: true, email: true, isActive: true, language: true },
  });
  if (!user || !user.isActive) return;
  const language = languageOr(user.language, env().AGENCY_LANGUAGE);
  const t = await translatorFor(language);

  const token = randomBytes(32).toString("base64url");
  const message = await prepareMessage({
    kind: "password-reset",
    to: { name: `${user.firstName} ${user.lastName}`, address: user.email },
    subject: passwordResetSubject(t),
    body: createElement(PasswordResetEmail, {
      t,
      language,
      firstName: user.firstName,
      resetUrl: `${appUrl("/reset-password")}#token=${token}`,
      forgotUrl: appUrl("/forgot-password"),
      minutes: PASSWORD_RESET_MINUTES,
    }),
    related: { type: "users", id: user.id },
    idempotencyKey: `password-reset:${attempt.id}`,
  });
  await db.$transaction(async (tx) => {
    const { created } = await queueMessage(tx, message);
    if (!created) return; // a retry of a job whose message committed: that link stands, this token is never stored
    await tx.passwordResetToken.create({
      data: { userId: user.id, tokenHash: hashOf(token), expiresAt: new Date(Date.now() + PASSWORD_RESET_MINUTES * 60_000) },
    });
  });
}

/**
 * POST /auth/password/reset: sets the password of the link's user. A token
 * that is malformed, unknown, used, expired or a disabled user's is the same 400.
 */
export async function resetPassword({ token, password, db = prisma }: { token: string; password: string; db?: Database }): Promise<void> {
  if (!TOKEN_PATTERN.test(token)) throw invalidLink();
  const passwordHash = await hashPassword(password);
  await db.$transaction(async (tx) => {
    const link = await tx.passwordResetToken.findUnique({
      where: { tokenHash: hashOf(token) },
      select: { id: true, user: { select: { id: true, firstName: true, lastName: true, role: true, isActive: true } } },
    });
    if (!link || !link.user.isActive) throw invalidLink();
    // Used up atomically: of two requests with one link, one finds it unused.
    const now = new Date();
    const { count } = await tx.passwordResetToken.updateMany({
      where: { id: link.id, usedAt: null, expiresAt: { gt: now } },
      data: { usedAt: now },
    });
    if (count !== 1) throw invalidLink();

    const userId = link.user.id;
    // The new hash voids the user's other links: the users_void_reset_links trigger, the one home of that rule.
    await tx.user.update({ where: { id: userId }, data: { passwordHash } });
    await revokeUserSessions(userId, tx);
    const feedRevoked = await revokeFeedOf(tx, userId);
    await recordAudit(tx, {
      actor: actorOf(link.user),
      action: "update",
      entityType: "user",
      entityId: userId,
      changes: { passwordChanged: true, passwordReset: true, sessionsEnded: true, ...(feedRevoked ? { feedRevoked: true } : {}) },
    });
  });
}

/**
 * POST /auth/password/reset/check (issue 44): the reset page asks when it opens, so a used, expired or cut link says
 * so before a password is typed. The same rule as resetPassword's (an unused, unexpired link of an active user), read
 * only — nothing is used up or written — and the same one 400 for every other case. It tells no more than the reset
 * itself would: whether this 256-bit token is good, never whose it is.
 */
export async function checkPasswordResetLink({ token, now = new Date(), db = prisma }: { token: string; now?: Date; db?: Database }) {
  if (!TOKEN_PATTERN.test(token)) throw invalidLink();
  const link = await db.passwordResetToken.findFirst({
    where: { tokenHash: hashOf(token), usedAt: null, expiresAt: { gt: now }, user: { isActive: true } },
    select: { id: true },
  });
  if (!link) throw invalidLink();
}

const invalidLink = () => badRequest(RESET_LINK_INVALID, { token: [RESET_LINK_INVALID] });

/** Links a day past their end are of no use to anyone: the Outbox clean-up's pass deletes them. */
export async function prunePasswordResetTokens(db: Database = prisma): Promise<number> {
  const { count } = await db.passwordResetToken.deleteMany({ where: { expiresAt: { lt: new Date(Date.now() - 86_400_000) } } });
  return count;
}
