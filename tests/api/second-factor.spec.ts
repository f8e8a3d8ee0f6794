import { expect, test } from "@playwright/test";
import { API, apiLogin, expectApiError, fakeAddress, postLogin, tokenHeaders } from "@/tests/support/api";
import { E2E_MAX_FAILURES_PER_ACCOUNT_AND_IP } from "@/tests/support/e2e-servers";
import { createTotpUser, finishSignIn, outboxSubjects, signIn, totpAt } from "./support/second-factor";
import { createThrowawayUser } from "./support/throwaway-user";

/**
 * Two-step sign-in through the API (docs/API.md "Two-step sign-in"): an authenticator app's set-up, the
 * password step answering a challenge token instead of a session, each code accepted once, backup codes
 * used once, the sign-in limits shared with passwords, and an admin's reset. Passkeys are proved in the
 * browser (tests/e2e), where Chromium's virtual authenticator signs; the policy in tests/policy (it is the
 * whole agency's, so it runs alone).
 */
test.describe("two-step sign-in (API)", () => {
  test("setting up an authenticator app: a pending secret, a first code, ten backup codes; e-mailed and in the History", async ({
    request,
  }) => {
    const user = await createThrowawayUser();
    const { authToken } = await signIn(request, user);
    const headers = tokenHeaders(authToken!);

    const before = await (await request.get(`${API}/users/me/second-factor`, { headers })).json();
    expect(before).toEqual({
      totp: null,
      passkeys: [],
      backupCodesLeft: 0,
      backupCodesCreatedAt: null,
      required: false,
      setupRequired: false,
    });

    const started = await request.post(`${API}/users/me/second-factor/totp`, { headers });
    const { secret, otpauthUrl, qrCodeDataUrl } = await started.json();
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(otpauthUrl).toContain(`secret=${secret}`);
    expect(qrCodeDataUrl).toMatch(/^data:image\/svg\+xml;base64,/);

    // A wrong first code: 400 on the field, nothing confirmed.
    const wrong = await request.post(`${API}/users/me/second-factor/totp/confirm`, { headers, data: { code: "000000" } });
    await expectApiError(wrong, 400, { field: "code", message: /not valid/ });
    expect((await (await request.get(`${API}/users/me/second-factor`, { headers })).json()).totp).toBeNull();

    const confirmed = await request.post(`${API}/users/me/second-factor/totp/confirm`, {
      headers,
      data: { code: await totpAt(secret, Math.floor(Date.now() / 30_000)) },
    });
    expect(confirmed.status(), await confirmed.text()).toBe(200);
    const { backupCodes } = await confirmed.json();
    expect(backupCodes).toHaveLength(10);
    expect(new Set(backupCodes).size).toBe(10);
    for (const code of backupCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);

    const after = await (await request.get(`${API}/users/me/second-factor`, { headers })).json();
    expect(after.totp).toMatchObject({ createdAt: expect.any(String) });
    expect(after.backupCodesLeft).toBe(10);
    // A second set-up while one is confirmed: 409.
    await expectApiError(await request.post(`${API}/users/me/second-factor/totp`, { headers }), 409);

    expect(await outboxSubjects(user.email)).toContain("An authenticator app was set up for your account");
    const admin = await apiLogin(request, "admin");
    const history = await (await request.get(`${API}/history/users/${user.id}`, { headers: tokenHeaders(admin) })).json();
    expect(JSON.stringify(history)).toContain("authenticator app set up");
  });

  test("the password step gives a challenge token and no session; the second step with a code opens one", async ({ request }) => {
    const user = await createTotpUser(request);
    const first = await signIn(request, user);
    expect(Object.keys(first).sort()).toEqual(["challengeToken", "methods", "secondFactorRequired"]);
    expect(first.methods).toEqual(["totp", "backup_code"]);

    const done = await finishSignIn(request, { challengeToken: first.challengeToken, code: await totpAt(user.secret, user.base) });
    expect(done.status(), await done.text()).toBe(200);
    const { authToken, userInfo } = await done.json();
    expect(userInfo.email).toBe(user.email);
    expect((await request.get(`${API}/auth/session`, { headers: tokenHeaders(authToken) })).status()).toBe(200);

    // The token is spent: used again (even with another good code) it is refused.
    const again = await finishSignIn(request, { challengeToken: first.challengeToken, code: await totpAt(user.secret, user.base, 1) });
    await expectApiError(again, 401, { message: "This sign-in has expired. Please sign in again." });
  });

  test("a code is accepted once: replayed, or older than the last one used, or two steps old, it is refused", async ({ request }) => {
    const user = await createTotpUser(request);
    const code = await totpAt(user.secret, user.base);
    const first = await signIn(request, user);
    expect((await finishSignIn(request, { challengeToken: first.challengeToken, code })).status()).toBe(200);

    const replay = await signIn(request, user);
    await expectApiError(await finishSignIn(request, { challengeToken: replay.challengeToken, code }), 401, {
      message: "That code is not valid.",
    });

    const twoStepsOld = await totpAt(user.secret, user.base, -2);
    await expectApiError(await finishSignIn(request, { challengeToken: replay.challengeToken, code: twoStepsOld }), 401, {
      message: "That code is not valid.",
    });
    // A wrong code leaves the token usable: the code of the next step finishes the sign-in.
    expect(
      (await finishSignIn(request, { challengeToken: replay.challengeToken, code: await totpAt(user.secret, user.base, 1) })).status(),
    ).toBe(200);
  });

  test("a backup code works once, in any case and spacing", async ({ request }) => {
    const user = await createTotpUser(request);
    const [code] = user.backupCodes;
    const first = await signIn(request, user);
    const typed = ` ${code!.toUpperCase().replace("-", " ")} `;
    expect((await finishSignIn(request, { challengeToken: first.challengeToken, code: typed })).status()).toBe(200);

    const second = await signIn(request, user);
    await expectApiError(await finishSignIn(request, { challengeToken: second.challengeToken, code }), 401, {
      message: "That code is not valid.",
    });
    const headers = tokenHeaders(
      (await (await finishSignIn(request, { challengeToken: second.challengeToken, code: user.backupCodes[1] })).json()).authToken,
    );
    expect((await (await request.get(`${API}/users/me/second-factor`, { headers })).json()).backupCodesLeft).toBe(8);
  });

  test("wrong codes count against the sign-in limits that passwords use, per address: the owner elsewhere is not locked out", async ({
    request,
  }) => {
    const user = await createTotpUser(request);
    const attacker = fakeAddress();
    const started = await signIn(request, user, attacker); // the password attempt counts until the second step succeeds
    for (let failure = 1; failure < E2E_MAX_FAILURES_PER_ACCOUNT_AND_IP; failure++) {
      await expectApiError(await finishSignIn(request, { challengeToken: started.challengeToken, code: "123456" }, attacker), 401);
    }
    await expectApiError(
      await finishSignIn(request, { challengeToken: started.challengeToken, code: await totpAt(user.secret, user.base) }, attacker),
      429,
    );
    await expectApiError(await postLogin(request, { email: user.email, password: user.password }, attacker), 429);

    // From the owner's own address the sign-in goes through.
    const owner = fakeAddress();
    const own = await signIn(request, user, owner);
    expect(
      (await finishSignIn(request, { challengeToken: own.challengeToken, code: await totpAt(user.secret, user.base) }, owner)).status(),
    ).toBe(200);
  });

  test("new backup codes replace the old; removing the app needs a code and leaves a plain password sign-in", async ({ request }) => {
    const user = await createTotpUser(request);
    const started = await signIn(request, user);
    const { authToken } = await (
      await finishSignIn(request, { challengeToken: started.challengeToken, code: await totpAt(user.secret, user.base) })
    ).json();
    const headers = tokenHeaders(authToken);

    await expectApiError(
      await request.post(`${API}/users/me/second-factor/backup-codes`, { headers, data: { code: "abcde-fghij" } }),
      400,
      { field: "code" },
    );
    const renewed = await request.post(`${API}/users/me/second-factor/backup-codes`, { headers, data: { password: user.password } });
    expect(renewed.status(), await renewed.text()).toBe(200);
    const { backupCodes } = await renewed.json();
    expect(backupCodes).toHaveLength(10);
    expect(backupCodes).not.toContain(user.backupCodes[0]);

    await expectApiError(
      await request.delete(`${API}/users/me/second-factor/totp`, { headers, data: { code: user.backupCodes[0] } }),
      400,
      { field: "code" },
    );
    const removed = await request.delete(`${API}/users/me/second-factor/totp`, { headers, data: { code: backupCodes[0] } });
    expect(removed.status(), await removed.text()).toBe(204);
    const status = await (await request.get(`${API}/users/me/second-factor`, { headers })).json();
    expect(status).toMatchObject({ totp: null, backupCodesLeft: 0 });
    expect((await signIn(request, user)).authToken).toBeTruthy();
    expect(await outboxSubjects(user.email)).toEqual(
      expect.arrayContaining(["New backup codes were made for your account", "The authenticator app was removed from your account"]),
    );
  });

  test("an admin resets a user's second factor: the factors go, every session of theirs ends, and it is audited", async ({ request }) => {
    const user = await createTotpUser(request);
    const started = await signIn(request, user);
    const { authToken } = await (
      await finishSignIn(request, { challengeToken: started.challengeToken, code: await totpAt(user.secret, user.base) })
    ).json();
    const admin = tokenHeaders(await apiLogin(request, "admin"));

    expect(await (await request.get(`${API}/users/${user.id}/second-factor`, { headers: admin })).json()).toEqual({
      totp: true,
      passkeys: 0,
      backupCodesLeft: 10,
    });
    await expectApiError(await request.delete(`${API}/users/${user.id}/second-factor`, { headers: tokenHeaders(authToken) }), 403);
    expect((await request.delete(`${API}/users/${user.id}/second-factor`, { headers: admin })).status()).toBe(204);

    await expectApiError(await request.get(`${API}/auth/session`, { headers: tokenHeaders(authToken) }), 401);
    expect((await signIn(request, user)).authToken).toBeTruthy();
    expect(await outboxSubjects(user.email)).toContain("Your second sign-in step was reset");
    const history = await (await request.get(`${API}/history/users/${user.id}`, { headers: admin })).json();
    expect(JSON.stringify(history)).toContain("second step reset (every session ended)");
  });

  test("bad input is a 400 with the field named, and counts nothing", async ({ request }) => {
    await expectApiError(await finishSignIn(request, {}), 400);
    await expectApiError(await finishSignIn(request, { challengeToken: "x".repeat(43), code: "12" }), 400, { field: "code" });
    await expectApiError(await finishSignIn(request, { challengeToken: "x".repeat(43), passkey: { id: "a" } }), 400);
    await expectApiError(await request.post(`${API}/auth/passkey/login`, { data: { response: "nope" } }), 400);
    // A well-formed answer from a passkey nobody registered: 401.
    const unknown = {
      id: "AAAA",
      rawId: "AAAA",
      type: "public-key",
      response: { clientDataJSON: "e30", authenticatorData: "AA", signature: "AA" },
    };
    await expectApiError(await request.post(`${API}/auth/passkey/login`, { data: { response: unknown } }), 401, {
      message: "This passkey is not registered for an active account.",
    });
    const options = await request.post(`${API}/auth/passkey/options`);
    expect(options.status()).toBe(200);
    const { options: json } = await options.json();
    expect(json).toMatchObject({ challenge: expect.any(String), rpId: "localhost", userVerification: "required", allowCredentials: [] });
  });

  test("settings/security: admins read and set the policy; it is validated", async ({ request }) => {
    const admin = tokenHeaders(await apiLogin(request, "admin"));
    const current = await request.get(`${API}/settings/security`, { headers: admin });
    expect(await current.json()).toMatchObject({ requireSecondFactor: "none" });
    await expectApiError(
      await request.put(`${API}/settings/security`, { headers: admin, data: { requireSecondFactor: "sometimes" } }),
      400,
      {
        field: "requireSecondFactor",
      },
    );
    const specialist = tokenHeaders(await apiLogin(request, "specialist"));
    await expectApiError(
      await request.put(`${API}/settings/security`, { headers: specialist, data: { requireSecondFactor: "none" } }),
      403,
    );
  });
});
