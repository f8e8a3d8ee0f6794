import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  admitSignInAttempt,
  clearSignInLock,
  readSignInLock,
  recordSignInSuccess,
  type ThrottlePolicy,
} from "@/server/auth/login-throttle";
import type { AppError } from "@/server/errors";
import { BACKENDS, migratedDatabase } from "./harness";

/**
 * The sign-in limits (server/auth/login-throttle.ts) on a real database,
 * PostgreSQL and PGlite: what each limit admits, the growing delays, that a
 * burst of concurrent attempts never gets more than a limit through, and what
 * an administrator sees and clears.
 */
const POLICY = { pair: 3, account: 6, address: 10, window: 900, firstDelay: 60 };
const THROTTLE: ThrottlePolicy = {
  perAccountAndAddress: POLICY.pair,
  perAccount: POLICY.account,
  perAddress: POLICY.address,
  windowSeconds: POLICY.window,
  firstDelaySeconds: POLICY.firstDelay,
};

const account = () => `owner.${randomBytes(5).toString("hex")}@agency.example`;
const address = () => `10.${randomBytes(3).join(".")}`;

describe.each(BACKENDS)("sign-in limits on $name", (backend) => {
  const db = migratedDatabase(backend);

  /** Resolves to "admitted", or to the refusal's Retry-After in seconds. */
  const attempt = (who: string, from: string) =>
    admitSignInAttempt(who, from, db.prisma, THROTTLE).then(
      () => "admitted" as const,
      (error: AppError) => {
        expect(error.code).toBe("TOO_MANY_REQUESTS");
        return error.details.retryAfterSeconds!;
      },
    );
  /** Moves a row's last failure back in time, as if the clock had run on. */
  const ago = (scope: string, who: string, from: string, seconds: number) =>
    db.prisma.$executeRaw`UPDATE sign_in_failures SET last_failure_at = last_failure_at - make_interval(secs => ${seconds}::int)
       WHERE scope = ${scope} AND account = ${who} AND address = ${from}`;
  const failuresOf = async (scope: string, who: string, from: string) =>
    (await db.prisma.signInFailure.findUnique({ where: { scope_account_address: { scope, account: who, address: from } } }))?.failures ?? 0;

  it("admits the pair's limit, then refuses that address for a minute without counting the refusals", async () => {
    const [owner, attacker] = [account(), address()];
    for (let index = 0; index < POLICY.pair; index++) expect(await attempt(owner, attacker)).toBe("admitted");
    const wait = await attempt(owner, attacker);
    expect(wait).toBeGreaterThan(POLICY.firstDelay - 5);
    expect(wait).toBeLessThanOrEqual(POLICY.firstDelay);
    for (let index = 0; index < 5; index++) expect(await attempt(owner, attacker)).toEqual(expect.any(Number));
    expect(await failuresOf("pair", owner, attacker)).toBe(POLICY.pair);
    expect(await failuresOf("account", owner, "")).toBe(POLICY.pair);
  });

  it("an attacker's address running out of guesses does not lock the owner out (nor that address out of other accounts)", async () => {
    const [owner, attacker, ownersAddress] = [account(), address(), address()];
    for (let index = 0; index < POLICY.pair; index++) await attempt(owner, attacker);
    expect(await attempt(owner, attacker)).toEqual(expect.any(Number));
    expect(await attempt(owner, ownersAddress)).toBe("admitted");
    expect(await attempt(account(), attacker)).toBe("admitted");
  });

  it("the per-account ceiling: failures from many addresses add up, then every address waits", async () => {
    const owner = account();
    for (let index = 0; index < POLICY.account; index++) expect(await attempt(owner, address())).toBe("admitted");
    expect(await attempt(owner, address())).toBeGreaterThan(POLICY.firstDelay - 5);
  });

  it("the per-address limit: one address spraying many accounts", async () => {
    const sprayer = address();
    for (let index = 0; index < POLICY.address; index++) expect(await attempt(account(), sprayer)).toBe("admitted");
    expect(await attempt(account(), sprayer)).toEqual(expect.any(Number));
    expect(await attempt(account(), address())).toBe("admitted");
  });

  it("delays grow: after the first delay one attempt is admitted, then the wait doubles", async () => {
    const [owner, from] = [account(), address()];
    for (let index = 0; index < POLICY.pair; index++) await attempt(owner, from);
    await ago("pair", owner, from, POLICY.firstDelay);
    expect(await attempt(owner, from)).toBe("admitted");
    const second = await attempt(owner, from);
    expect(second).toBeGreaterThan(2 * POLICY.firstDelay - 5);
    expect(second).toBeLessThanOrEqual(2 * POLICY.firstDelay);
    await ago("pair", owner, from, 2 * POLICY.firstDelay);
    expect(await attempt(owner, from)).toBe("admitted");
    expect(await attempt(owner, from)).toBeGreaterThan(4 * POLICY.firstDelay - 5);
    // Never longer than the window, however many failures.
    await db.prisma
      .$executeRaw`UPDATE sign_in_failures SET failures = 40 WHERE scope = 'pair' AND account = ${owner} AND address = ${from}`;
    expect(await attempt(owner, from)).toBeLessThanOrEqual(POLICY.window);
  });

  it("failures are forgotten a window after the last one", async () => {
    const [owner, from] = [account(), address()];
    for (let index = 0; index < POLICY.pair; index++) await attempt(owner, from);
    await db.prisma.$executeRaw`UPDATE sign_in_failures SET expires_at = now() - interval '1 second' WHERE account = ${owner}`;
    expect(await attempt(owner, from)).toBe("admitted");
    expect(await failuresOf("pair", owner, from)).toBe(1);
  });

  it("a success clears its pair and gives its attempt back to the account and the address", async () => {
    const [owner, from, other] = [account(), address(), address()];
    await attempt(owner, other);
    for (let index = 0; index < POLICY.pair - 1; index++) await attempt(owner, from);
    await attempt(owner, from); // the successful one, counted before the password check…
    await recordSignInSuccess(owner, from, db.prisma); // …and given back
    expect(await failuresOf("pair", owner, from)).toBe(0);
    expect(await failuresOf("pair", owner, other)).toBe(1);
    expect(await failuresOf("account", owner, "")).toBe(POLICY.pair);
    expect(await failuresOf("address", "", from)).toBe(POLICY.pair - 1);
  });

  it.each([
    ["one (account, address) pair", "pair"],
    ["one account from many addresses", "account"],
  ] as const)("a burst of 40 concurrent attempts on %s gets exactly the limit through", async (_label, kind) => {
    const owner = account();
    const shared = address();
    const results = await Promise.all(Array.from({ length: 40 }, () => attempt(owner, kind === "pair" ? shared : address())));
    const limit = kind === "pair" ? POLICY.pair : POLICY.account;
    expect(results.filter((result) => result === "admitted")).toHaveLength(limit);
    expect(await failuresOf("account", owner, "")).toBe(limit);
  });

  it("an administrator sees the lock-out per address and clears it (the per-address count stays)", async () => {
    const [owner, attacker, elsewhere] = [account(), address(), address()];
    for (let index = 0; index < POLICY.pair; index++) await attempt(owner, attacker);
    await attempt(owner, elsewhere);
    const lock = await readSignInLock(owner, db.prisma, THROTTLE);
    expect(lock).toMatchObject({
      failures: POLICY.pair + 1,
      delayedUntil: null,
      limits: { perAccountAndAddress: POLICY.pair, perAccount: POLICY.account },
    });
    expect(lock.addresses).toEqual([
      { address: elsewhere, failures: 1, lastFailureAt: expect.any(String), delayedUntil: null },
      { address: attacker, failures: POLICY.pair, lastFailureAt: expect.any(String), delayedUntil: expect.any(String) },
    ]);
    expect(Date.parse(lock.addresses[1]!.delayedUntil!) - Date.now()).toBeGreaterThan((POLICY.firstDelay - 5) * 1000);

    expect(await clearSignInLock(owner, db.prisma)).toBe(3);
    expect(await readSignInLock(owner, db.prisma, THROTTLE)).toMatchObject({ failures: 0, delayedUntil: null, addresses: [] });
    expect(await attempt(owner, attacker)).toBe("admitted");
    expect(await failuresOf("address", "", attacker)).toBe(POLICY.pair + 1);
  });
});
