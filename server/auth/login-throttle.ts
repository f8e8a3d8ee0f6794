import { RateLimiterPrisma, RateLimiterRes } from "rate-limiter-flexible";
import { prisma } from "@/server/db/client";
import { env } from "@/server/env";
import { tooManyRequests } from "@/server/errors";

/**
 * Failed sign-ins are counted per account and per client address, in the
 * database (so every app instance shares the count). Reaching either limit
 * answers 429 with Retry-After until the window ends. Other accounts and
 * other addresses are unaffected; a successful sign-in clears the account's count.
 */
interface Limiters {
  perAccount: RateLimiterPrisma;
  perAddress: RateLimiterPrisma;
}

const globalForThrottle = globalThis as typeof globalThis & { __loginLimiters?: Limiters };

function limiters(): Limiters {
  if (!globalForThrottle.__loginLimiters) {
    const { LOGIN_MAX_FAILURES_PER_ACCOUNT, LOGIN_MAX_FAILURES_PER_IP, LOGIN_THROTTLE_WINDOW_SECONDS } = env();
    const common = { storeClient: prisma, tableName: "loginThrottle", duration: LOGIN_THROTTLE_WINDOW_SECONDS };
    globalForThrottle.__loginLimiters = {
      perAccount: new RateLimiterPrisma({ ...common, keyPrefix: "login-account", points: LOGIN_MAX_FAILURES_PER_ACCOUNT }),
      perAddress: new RateLimiterPrisma({ ...common, keyPrefix: "login-address", points: LOGIN_MAX_FAILURES_PER_IP }),
    };
  }
  return globalForThrottle.__loginLimiters;
}

const TOO_MANY = "Too many failed sign-in attempts. Please wait before trying again.";

export async function assertLoginAllowed(accountKey: string, address: string): Promise<void> {
  const { perAccount, perAddress } = limiters();
  const [account, addr] = await Promise.all([perAccount.get(accountKey), perAddress.get(address)]);
  const blocked = [
    { res: account, limit: perAccount.points },
    { res: addr, limit: perAddress.points },
  ].filter(({ res, limit }) => res !== null && res.consumedPoints >= limit);
  if (blocked.length > 0) {
    const waitMs = Math.max(...blocked.map(({ res }) => (res as RateLimiterRes).msBeforeNext));
    throw tooManyRequests(TOO_MANY, waitMs / 1000);
  }
}

export async function recordLoginFailure(accountKey: string, address: string): Promise<void> {
  const { perAccount, perAddress } = limiters();
  // consume() rejects with a RateLimiterRes once the limit is passed; the
  // count is still recorded, which is all we need here.
  await Promise.allSettled([perAccount.consume(accountKey), perAddress.consume(address)]);
}

export async function clearLoginFailures(accountKey: string): Promise<void> {
  await limiters().perAccount.delete(accountKey);
}
