/**
 * GET /users/{id}/sign-in-lock: the failed sign-ins remembered for a user's
 * e-mail (server/auth/login-throttle.ts). `delayedUntil` is set while
 * attempts must wait: on the account itself (from every address), or on
 * one address for this account.
 */
export interface SignInLock {
  /** Failures from every address within the window. */
  failures: number;
  lastFailureAt: string | null;
  /** Until then no address may try this account (the per-account ceiling was reached). */
  delayedUntil: string | null;
  /** The addresses that failed for this account, most recent first. */
  addresses: { address: string; failures: number; lastFailureAt: string; delayedUntil: string | null }[];
  limits: { perAccountAndAddress: number; perAccount: number };
}
