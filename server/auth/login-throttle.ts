import { Prisma } from "@/lib/generated/prisma/client";
import type { SignInLock } from "@/lib/schemas/sign-in-lock";
import { prisma } from "@/server/db/client";
import { env } from "@/server/env";
import { tooManyRequests } from "@/server/errors";

/**
 * The sign-in limits (docs/SECURITY.md "Sign-in limits", after OWASP's
 * authentication guidance). Failures are counted in three rows, shared by
 * every app instance through the database:
 * - per (account, address) pair: the strict limit. An attacker's address
 *   runs out of guesses for an account without touching its owner's;
 * - per address, over all accounts: one address spraying many accounts;
 * - per account, over all addresses: a much higher ceiling against a
 *   distributed guess.
 * Under its limit a row admits every attempt. At the limit it does not lock:
 * the next attempt is admitted only a delay after the last failure, the
 * first delay doubling with every further failure, never longer than the
 * window. A row is forgotten a window after its last failure.
 *
 * An attempt is admitted atomically BEFORE the password is checked, by one
 * call of the database function sign_in_admit() (migration
 * 20261123010000_sign_in_failures): it locks the three rows in a fixed order
 * and counts the attempt in all three only if all three admit it now, so a
 * burst of any size, on any number of instances, gets at most the limit
 * through to argon2 — in one round trip, holding no connection across
 * statements. A successful sign-in then clears its pair and gives back its
 * count on the other two; a failure leaves it counted.
 */
export type ThrottleScope = "pair" | "account" | "address";

export interface ThrottlePolicy {
  perAccountAndAddress: number;
  perAccount: number;
  perAddress: number;
  windowSeconds: number;
  firstDelaySeconds: number;
}

export function throttlePolicy(): ThrottlePolicy {
  const settings = env();
  return {
    perAccountAndAddress: settings.LOGIN_MAX_FAILURES_PER_ACCOUNT_AND_IP,
    perAccount: settings.LOGIN_MAX_FAILURES_PER_ACCOUNT,
    perAddress: settings.LOGIN_MAX_FAILURES_PER_IP,
    windowSeconds: settings.LOGIN_THROTTLE_WINDOW_SECONDS,
    firstDelaySeconds: Math.min(settings.LOGIN_THROTTLE_FIRST_DELAY_SECONDS, settings.LOGIN_THROTTLE_WINDOW_SECONDS),
  };
}

/** When a row over its limit admits its next attempt: the database's one definition (sign_in_admitted_at), for the reports. */
function delayedUntilSql(limit: number, policy: ThrottlePolicy): Prisma.Sql {
  return Prisma.sql`CASE WHEN f.failures >= ${limit}::int
    THEN sign_in_admitted_at(f.failures, f.last_failure_at, ${limit}::int, ${policy.windowSeconds}::int, ${policy.firstDelaySeconds}::int) END`;
}

const TOO_MANY = "Too many failed sign-in attempts. Please wait before trying again.";

/** The database the limits are counted in: the app's, a transaction's, or a test's. */
type Db = Pick<Prisma.TransactionClient, "$queryRaw" | "$executeRaw">;

/**
 * Counts this attempt against all three limits, or throws 429 with
 * Retry-After (and counts nothing) when any of them does not admit it now.
 */
export async function admitSignInAttempt(account: string, address: string, db: Db = prisma, policy = throttlePolicy()): Promise<void> {
  const [{ wait }] = await db.$queryRaw<[{ wait: number }]>`
    SELECT sign_in_admit(${account}::varchar, ${address}::varchar, ${policy.perAccountAndAddress}::int, ${policy.perAddress}::int,
                         ${policy.perAccount}::int, ${policy.windowSeconds}::int, ${policy.firstDelaySeconds}::int) AS wait`;
  if (wait > 0) throw tooManyRequests(TOO_MANY, wait);
  forgetExpiredNow(db);
}

/** A successful sign-in: its address is in good standing for the account, and the attempt was no failure. */
export async function recordSignInSuccess(account: string, address: string, db: Db = prisma): Promise<void> {
  await db.$executeRaw`
    WITH cleared AS (DELETE FROM sign_in_failures WHERE scope = 'pair' AND account = ${account} AND address = ${address})
    UPDATE sign_in_failures SET failures = greatest(failures - 1, 0)
     WHERE (scope = 'address' AND account = '' AND address = ${address}) OR (scope = 'account' AND account = ${account} AND address = '')`;
}

/** What an administrator sees of an account's remembered failures (GET /users/{id}/sign-in-lock). */
export async function readSignInLock(account: string, db: Db = prisma, policy = throttlePolicy()): Promise<SignInLock> {
  const rows = await db.$queryRaw<
    { scope: ThrottleScope; address: string; failures: number; last_failure_at: Date; delayed_until: Date | null }[]
  >(
    Prisma.sql`
      SELECT f.scope, f.address, f.failures, f.last_failure_at,
             CASE WHEN f.scope = 'pair' THEN ${delayedUntilSql(policy.perAccountAndAddress, policy)}
                  ELSE ${delayedUntilSql(policy.perAccount, policy)} END AS delayed_until
        FROM sign_in_failures f
       WHERE f.account = ${account} AND f.scope IN ('pair', 'account') AND f.expires_at > now() AND f.failures > 0
       ORDER BY f.last_failure_at DESC, f.address`,
  );
  const now = Date.now();
  const delayedUntil = (row: { delayed_until: Date | null }) =>
    row.delayed_until && row.delayed_until.getTime() > now ? row.delayed_until.toISOString() : null;
  const accountRow = rows.find((row) => row.scope === "account");
  const addresses = rows
    .filter((row) => row.scope === "pair")
    .map((row) => ({
      address: row.address,
      failures: row.failures,
      lastFailureAt: row.last_failure_at.toISOString(),
      delayedUntil: delayedUntil(row),
    }));
  return {
    failures: accountRow?.failures ?? 0,
    lastFailureAt: accountRow?.last_failure_at.toISOString() ?? null,
    delayedUntil: accountRow ? delayedUntil(accountRow) : null,
    addresses,
    limits: { perAccountAndAddress: policy.perAccountAndAddress, perAccount: policy.perAccount },
  };
}

/** An administrator clears an account's lock-out: its own count and every address's count for it. */
export async function clearSignInLock(account: string, db: Db = prisma): Promise<number> {
  return db.$executeRaw`DELETE FROM sign_in_failures WHERE account = ${account} AND scope IN ('pair', 'account')`;
}

const FORGET_EVERY_MS = 5 * 60_000;
let lastForgotAt = 0;

/** Deletes rows forgotten for an hour, at most every five minutes per instance, without holding up the sign-in. */
function forgetExpiredNow(db: Db): void {
  if (Date.now() - lastForgotAt < FORGET_EVERY_MS) return;
  lastForgotAt = Date.now();
  db.$executeRaw`DELETE FROM sign_in_failures WHERE expires_at < now() - interval '1 hour'`.catch(() => {
    // Housekeeping only: the next round tries again.
  });
}
