import { expect, test, type APIRequestContext } from "@playwright/test";
import { withTestDatabase } from "@/tests/support/test-database";
import { API, apiLogin, expectApiError, fakeAddress, postLogin, tokenHeaders } from "@/tests/support/api";
import { E2E_MAX_FAILURES_PER_ACCOUNT, E2E_MAX_FAILURES_PER_ACCOUNT_AND_IP } from "@/tests/support/e2e-servers";
import { createUserViaApi } from "@/tests/support/users";

/**
 * GET and DELETE /users/{id}/sign-in-lock: an administrator sees what the
 * sign-in limits remember about a user's account (failures, per address,
 * and until when attempts wait) and clears it, audited. The access table
 * proves that only admins reach it.
 */
interface SignInLock {
  failures: number;
  lastFailureAt: string | null;
  delayedUntil: string | null;
  addresses: { address: string; failures: number; lastFailureAt: string; delayedUntil: string | null }[];
  limits: { perAccountAndAddress: number; perAccount: number };
}

async function lockOf(request: APIRequestContext, token: string, userId: string): Promise<SignInLock> {
  const response = await request.get(`${API}/users/${userId}/sign-in-lock`, { headers: tokenHeaders(token) });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as SignInLock;
}

async function fail(request: APIRequestContext, email: string, address: string, times: number) {
  for (let attempt = 0; attempt < times; attempt++) {
    await expectApiError(await postLogin(request, { email, password: `wrong-${attempt}` }, address), 401);
  }
}

test.describe("a user's sign-in lock-out", () => {
  test("a user without failures: nothing to show", async ({ request }) => {
    const admin = await apiLogin(request);
    const { user } = await createUserViaApi(request, admin);
    expect(await lockOf(request, admin, user._id)).toEqual({
      failures: 0,
      lastFailureAt: null,
      delayedUntil: null,
      addresses: [],
      limits: { perAccountAndAddress: E2E_MAX_FAILURES_PER_ACCOUNT_AND_IP, perAccount: E2E_MAX_FAILURES_PER_ACCOUNT },
    });
  });

  test("shows the failures per address and which address waits until when; clearing lets it sign in again, audited", async ({
    request,
  }) => {
    const admin = await apiLogin(request);
    const { user, password } = await createUserViaApi(request, admin);
    const [attacker, elsewhere] = [fakeAddress(), fakeAddress()];
    await fail(request, user.email, elsewhere, 1);
    await fail(request, user.email, attacker, E2E_MAX_FAILURES_PER_ACCOUNT_AND_IP);
    await expectApiError(await postLogin(request, { email: user.email, password }, attacker), 429);

    const lock = await lockOf(request, admin, user._id);
    expect(lock.failures).toBe(E2E_MAX_FAILURES_PER_ACCOUNT_AND_IP + 1);
    expect(lock.delayedUntil, "the account as a whole is under its ceiling").toBeNull();
    expect(lock.addresses.map(({ address, failures }) => ({ address, failures }))).toEqual([
      { address: attacker, failures: E2E_MAX_FAILURES_PER_ACCOUNT_AND_IP },
      { address: elsewhere, failures: 1 },
    ]);
    const waitMs = Date.parse(lock.addresses[0]!.delayedUntil!) - Date.now();
    expect(waitMs).toBeGreaterThan(0);
    expect(waitMs).toBeLessThanOrEqual(60_000);
    expect(lock.addresses[1]!.delayedUntil).toBeNull();

    const cleared = await request.delete(`${API}/users/${user._id}/sign-in-lock`, { headers: tokenHeaders(admin) });
    expect(cleared.status(), await cleared.text()).toBe(200);
    expect(await cleared.json()).toMatchObject({ failures: 0, lastFailureAt: null, delayedUntil: null, addresses: [] });
    expect(await lockOf(request, admin, user._id)).toMatchObject({ failures: 0, addresses: [] });
    expect((await postLogin(request, { email: user.email, password }, attacker)).status()).toBe(200);

    const audit = await withTestDatabase((client) =>
      client.query<{ actor_name: string; changes: { failures: number; addresses: { address: string; failures: number }[] } }>(
        `SELECT actor_name, changes FROM audit_log WHERE entity_type = 'user' AND entity_id = $1 AND action = 'clear-sign-in-lock'`,
        [user._id],
      ),
    );
    expect(audit.rows).toHaveLength(1);
    expect(audit.rows[0]!.actor_name).toBe("Erin Admin");
    expect(audit.rows[0]!.changes.failures).toBe(E2E_MAX_FAILURES_PER_ACCOUNT_AND_IP + 1);
    expect(audit.rows[0]!.changes.addresses.map((entry) => entry.address).sort()).toEqual([attacker, elsewhere].sort());
  });

  test("the account's ceiling reached from many addresses: every address waits, shown as the account's delay, and cleared", async ({
    request,
  }) => {
    const admin = await apiLogin(request);
    const { user, password } = await createUserViaApi(request, admin);
    for (let index = 0; index < E2E_MAX_FAILURES_PER_ACCOUNT; index++) await fail(request, user.email, fakeAddress(), 1);
    await expectApiError(await postLogin(request, { email: user.email, password }, fakeAddress()), 429);

    const lock = await lockOf(request, admin, user._id);
    expect(lock.failures).toBe(E2E_MAX_FAILURES_PER_ACCOUNT);
    expect(Date.parse(lock.delayedUntil!)).toBeGreaterThan(Date.now());
    expect(lock.addresses).toHaveLength(E2E_MAX_FAILURES_PER_ACCOUNT);

    expect((await request.delete(`${API}/users/${user._id}/sign-in-lock`, { headers: tokenHeaders(admin) })).status()).toBe(200);
    expect((await postLogin(request, { email: user.email, password }, fakeAddress())).status()).toBe(200);
  });

  test("the e-mail is the account: another user's lock-out is untouched", async ({ request }) => {
    const admin = await apiLogin(request);
    const [{ user: first }, { user: second }] = [await createUserViaApi(request, admin), await createUserViaApi(request, admin)];
    await fail(request, second.email, fakeAddress(), 2);
    await request.delete(`${API}/users/${first._id}/sign-in-lock`, { headers: tokenHeaders(admin) });
    expect((await lockOf(request, admin, second._id)).failures).toBe(2);
  });

  for (const [name, id] of [
    ["an unknown user", "00000000-0000-4000-8000-00000000beef"],
    ["an id that is not a UUID", "not-a-user"],
  ] as const) {
    test(`${name} → 404 for GET and DELETE`, async ({ request }) => {
      const admin = await apiLogin(request);
      await expectApiError(await request.get(`${API}/users/${id}/sign-in-lock`, { headers: tokenHeaders(admin) }), 404);
      await expectApiError(await request.delete(`${API}/users/${id}/sign-in-lock`, { headers: tokenHeaders(admin) }), 404);
    });
  }

  test("a specialist may neither see nor clear one, not even their own", async ({ request }) => {
    const admin = await apiLogin(request);
    const { user, password } = await createUserViaApi(request, admin);
    const specialist = (await (await postLogin(request, { email: user.email, password })).json()).authToken as string;
    await expectApiError(await request.get(`${API}/users/${user._id}/sign-in-lock`, { headers: tokenHeaders(specialist) }), 403);
    await expectApiError(await request.delete(`${API}/users/${user._id}/sign-in-lock`, { headers: tokenHeaders(specialist) }), 403);
  });
});
