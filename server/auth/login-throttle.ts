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
 * An attempt is admitted atomically BEFORE the password is checked: one
 * statement per row increments it only if that row admits the attempt now
 * (INSERT … ON CONFLICT DO UPDATE … WHERE, which locks the row), the three in
 * one transaction, rolled back when any refuses. So a burst of any size, on
 * any number of instances, gets at most the limit through to argon2. A
 * successful sign-in then clears its pair and gives back its count on the
 * other two; a failure leaves it counted.
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

interface Counter {
  scope: ThrottleScope;
  account: string;
  address: string;
  limit: number;
}

/** Always in this order, so concurrent attempts lock rows in the same order and never deadlock. */
function countersFor(account: string, address: string, policy: ThrottlePolicy): Counter[] {
  return [
    { scope: "pair", account, address, limit: policy.perAccountAndAddress },
    { scope: "address", account: "", address, limit: policy.perAddress },
    { scope: "account", account, address: "", limit: policy.perAccount },
  ];
}

/**
 * When a row with `failures` admits its next attempt: at once under the
 * limit, else `firstDelay × 2^(failures − limit)` seconds after the last
 * failure, at most the window. The one definition, used to admit and to report.
 */
function admittedAtSql(limit: number, policy: ThrottlePolicy): Prisma.Sql {
  return Prisma.sql`CASE WHEN f.failures < ${limit}::int THEN f.last_failure_at
    ELSE f.last_failure_at + make_interval(secs => least(${policy.windowSeconds}::float8,
      ${policy.firstDelaySeconds}::float8 * power(2::float8, least(f.failures - ${limit}::int, 30)))) END`;
}

const TOO_MANY = "Too many failed sign-in attempts. Please wait before trying again.";

/**
 * Counts this attempt against all three limits, or throws 429 with
 * Retry-After (and counts nothing) when any of them does not admit it now.
 */
export async function admitSignInAttempt(account: string, address: string): Promise<void> {
  const policy = throttlePolicy();
  const counters = countersFor(account, address, policy);
  const refusedFor = await prisma.$transaction(async (tx) => {
    for (const counter of counters) {
      const admitted = await tx.$queryRaw<{ failures: number }[]>(Prisma.sql`
        INSERT INTO sign_in_failures AS f (scope, account, address, failures, last_failure_at, expires_at)
        VALUES (${counter.scope}, ${counter.account}, ${counter.address}, 1, now(), now() + make_interval(secs => ${policy.windowSeconds}::int))
        ON CONFLICT (scope, account, address) DO UPDATE
          SET failures = CASE WHEN f.expires_at <= now() THEN 1 ELSE f.failures + 1 END,
              last_failure_at = now(),
              expires_at = now() + make_interval(secs => ${policy.windowSeconds}::int)
          WHERE f.expires_at <= now() OR f.failures < ${counter.limit}::int OR ${admittedAtSql(counter.limit, policy)} <= now()
        RETURNING f.failures`);
      if (admitted.length === 0) return waitSeconds(tx, counters, policy);
    }
    return null;
  });
  if (refusedFor !== null) throw tooManyRequests(TOO_MANY, refusedFor);
  forgetExpiredNow();
}

/** Seconds until every counter admits an attempt again (a refused attempt counted nothing). */
async function waitSeconds(tx: Prisma.TransactionClient, counters: Counter[], policy: ThrottlePolicy): Promise<number> {
  let longest = 1;
  for (const counter of counters) {
    const [row] = await tx.$queryRaw<{ wait: number }[]>(Prisma.sql`
      SELECT extract(epoch FROM (${admittedAtSql(counter.limit, policy)}) - now())::float8 AS wait
        FROM sign_in_failures f
       WHERE f.scope = ${counter.scope} AND f.account = ${counter.account} AND f.address = ${counter.address} AND f.expires_at > now()`);
    if (row) longest = Math.max(longest, row.wait);
  }
  return longest;
}

/** A successful sign-in: its address is in good standing for the account, and the attempt was no failure. */
export async function recordSignInSuccess(account: string, address: string): Promise<void> {
  await prisma.$transaction([
    prisma.$executeRaw`DELETE FROM sign_in_failures WHERE scope = 'pair' AND account = ${account} AND address = ${address}`,
    prisma.$executeRaw`UPDATE sign_in_failures SET failures = greatest(failures - 1, 0)
       WHERE (scope = 'address' AND account = '' AND address = ${address}) OR (scope = 'account' AND account = ${account} AND address = '')`,
  ]);
}

type Db = Pick<Prisma.TransactionClient, "$queryRaw" | "$executeRaw">;

/** What an administrator sees of an account's remembered failures (GET /users/{id}/sign-in-lock). */
export async function readSignInLock(account: string, db: Db = prisma): Promise<SignInLock> {
  const policy = throttlePolicy();
  const rows = await db.$queryRaw<{ scope: ThrottleScope; address: string; failures: number; last_failure_at: Date; admitted_at: Date }[]>(
    Prisma.sql`
      SELECT f.scope, f.address, f.failures, f.last_failure_at,
             CASE WHEN f.scope = 'pair' THEN ${admittedAtSql(policy.perAccountAndAddress, policy)}
                  ELSE ${admittedAtSql(policy.perAccount, policy)} END AS admitted_at
        FROM sign_in_failures f
       WHERE f.account = ${account} AND f.scope IN ('pair', 'account') AND f.expires_at > now() AND f.failures > 0
       ORDER BY f.last_failure_at DESC, f.address`,
  );
  const now = Date.now();
  const delayedUntil = (row: { admitted_at: Date }) => (row.admitted_at.getTime() > now ? row.admitted_at.toISOString() : null);
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
function forgetExpiredNow(): void {
  if (Date.now() - lastForgotAt < FORGET_EVERY_MS) return;
  lastForgotAt = Date.now();
  prisma.$executeRaw`DELETE FROM sign_in_failures WHERE expires_at < now() - interval '1 hour'`.catch(() => {
    // Housekeeping only: the next round tries again.
  });
}
