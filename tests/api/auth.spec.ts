import { expect, test, type APIResponse } from "@playwright/test";
import { API, expectApiError, fakeAddress, postLogin, SESSION_COOKIE_NAME, tokenHeaders, uniqueEmail } from "@/tests/support/api";
import { E2E_MAX_FAILURES_PER_ACCOUNT, E2E_MAX_FAILURES_PER_ACCOUNT_AND_IP, E2E_MAX_FAILURES_PER_IP } from "@/tests/support/e2e-servers";
import { TEST_USERS } from "@/tests/support/test-users";
import { createThrowawayUser } from "./support/throwaway-user";

/**
 * POST /api/v1/auth/admin/login: the API sign-in, its input rules, the one
 * message for every bad credential, and the sign-in limits per (account,
 * address) pair, per account and per address (server/auth/login-throttle.ts).
 * Failed sign-ins only ever use unique e-mails or throwaway users, never the
 * shared fixture accounts, which parallel tests sign in with.
 */
const LOGIN = `${API}/auth/admin/login`;

const credentials = (who: keyof typeof TEST_USERS) => ({ email: TEST_USERS[who].email, password: TEST_USERS[who].password });

/** The first delay after a limit is reached is a minute (LOGIN_THROTTLE_FIRST_DELAY_SECONDS), not the 15-minute window. */
function expectRetryAfter(response: APIResponse) {
  const retryAfter = response.headers()["retry-after"];
  expect(retryAfter, "429 carries Retry-After").toMatch(/^\d+$/);
  const seconds = Number(retryAfter);
  expect(seconds).toBeGreaterThan(0);
  expect(seconds).toBeLessThanOrEqual(60);
}

test.describe("POST /auth/admin/login", () => {
  for (const who of ["admin", "specialist"] as const) {
    test(`POST /auth/admin/login – ${who} signs in`, async ({ request }) => {
      const { email, password } = TEST_USERS[who];
      const response = await postLogin(request, { email, password });
      expect(response.status()).toBe(200);
      const text = await response.text();
      expect(text.toLowerCase()).not.toContain("password");
      expect(text.toLowerCase()).not.toContain("hash");

      const body = JSON.parse(text);
      expect(Object.keys(body).sort()).toEqual(["authToken", "userInfo"]);
      expect(typeof body.authToken).toBe("string");
      expect(body.authToken.length).toBeGreaterThanOrEqual(32);
      expect(body.userInfo).toMatchObject({
        _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        email,
        firstName: TEST_USERS[who].firstName,
        lastName: TEST_USERS[who].lastName,
        role: TEST_USERS[who].role,
        roleCode: TEST_USERS[who].role,
        isActive: true,
      });

      // The token works at once.
      const session = await request.get(`${API}/auth/session`, { headers: tokenHeaders(body.authToken) });
      expect(session.status()).toBe(200);
      expect((await session.json()).userInfo._id).toBe(body.userInfo._id);
    });
  }

  test("POST /auth/admin/login – e-mail is matched case-insensitively and trimmed", async ({ request }) => {
    const { email, password } = TEST_USERS.specialist;
    const response = await postLogin(request, { email: `  ${email.toUpperCase()} `, password });
    expect(response.status()).toBe(200);
    expect((await response.json()).userInfo.email).toBe(email);
  });

  test("POST /auth/admin/login – each sign-in opens its own session", async ({ request }) => {
    const { email, password } = TEST_USERS.specialist;
    const first = await (await postLogin(request, { email, password })).json();
    const second = await (await postLogin(request, { email, password })).json();
    expect(first.authToken).not.toBe(second.authToken);
  });

  const invalidBodies: { name: string; body: string; field?: string }[] = [
    { name: "e-mail missing", body: JSON.stringify({ password: "whatever-password" }), field: "email" },
    { name: "password missing", body: JSON.stringify({ email: uniqueEmail() }), field: "password" },
    { name: "both missing", body: "{}", field: "email" },
    { name: "blank e-mail", body: JSON.stringify({ email: "   ", password: "whatever-password" }), field: "email" },
    { name: "empty password", body: JSON.stringify({ email: uniqueEmail(), password: "" }), field: "password" },
    { name: "e-mail is a number", body: JSON.stringify({ email: 42, password: "whatever-password" }), field: "email" },
    { name: "password is an object", body: JSON.stringify({ email: uniqueEmail(), password: { $ne: "" } }), field: "password" },
    { name: "password is an array", body: JSON.stringify({ email: uniqueEmail(), password: ["a"] }), field: "password" },
    { name: "e-mail is null", body: JSON.stringify({ email: null, password: "whatever-password" }), field: "email" },
    {
      name: "over-long e-mail",
      body: JSON.stringify({ email: `${"a".repeat(250)}@x.test`, password: "whatever-password" }),
      field: "email",
    },
    { name: "password over 128 characters", body: JSON.stringify({ email: uniqueEmail(), password: "p".repeat(129) }), field: "password" },
    { name: "malformed JSON", body: '{"email": "a@b.test", "password": ' },
    { name: "body is not JSON at all", body: "email=a@b.test&password=x" },
    { name: "empty body", body: "" },
    { name: "body is an array", body: JSON.stringify([{ email: "a@b.test", password: "x" }]) },
    { name: "body is a string", body: JSON.stringify("a@b.test") },
    { name: "body is null", body: "null" },
    { name: "body is a number", body: "42" },
  ];

  for (const { name, body, field } of invalidBodies) {
    test(`POST /auth/admin/login – ${name} → 400`, async ({ request }) => {
      const response = await request.post(LOGIN, {
        data: body,
        headers: { "content-type": "application/json", "x-forwarded-for": fakeAddress() },
      });
      await expectApiError(response, 400, field ? { field } : {});
    });
  }

  test("POST /auth/admin/login – huge body → 413", async ({ request }) => {
    const response = await postLogin(request, { email: uniqueEmail(), password: "p".repeat(300 * 1024) });
    await expectApiError(response, 413);
  });

  test("POST /auth/admin/login – wrong password, unknown e-mail and disabled user all get the same 401", async ({ request }) => {
    const user = await createThrowawayUser();
    const disabledThrowaway = await createThrowawayUser({ isActive: false });
    const attempts = [
      { name: "wrong password", email: user.email, password: `${user.password}-wrong` },
      { name: "wrong password, right one in another case", email: user.email, password: user.password.toUpperCase() },
      { name: "unknown e-mail", email: uniqueEmail(), password: user.password },
      { name: "disabled user with the right password", email: TEST_USERS.disabled.email, password: TEST_USERS.disabled.password },
      { name: "another disabled user with the right password", email: disabledThrowaway.email, password: disabledThrowaway.password },
    ];
    const messages = new Set<string>();
    for (const attempt of attempts) {
      await test.step(attempt.name, async () => {
        const response = await postLogin(request, { email: attempt.email, password: attempt.password });
        const body = await expectApiError(response, 401);
        expect(body.fieldErrors).toBeUndefined();
        messages.add(body.message);
      });
    }
    expect([...messages], "one message for every bad credential").toHaveLength(1);

    // The throwaway user's right password still works (two failures are under the limit).
    const ok = await postLogin(request, { email: user.email, password: user.password });
    expect(ok.status()).toBe(200);
  });

  test("POST /auth/admin/login – a successful sign-in clears its address's failures for the account", async ({ request }) => {
    const user = await createThrowawayUser();
    const address = fakeAddress();
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < E2E_MAX_FAILURES_PER_ACCOUNT_AND_IP - 1; i++) {
        await expectApiError(await postLogin(request, { email: user.email, password: "wrong-password" }, address), 401);
      }
      // Without the clearing, the second round would reach the limit for this address.
      expect((await postLogin(request, { email: user.email, password: user.password }, address)).status()).toBe(200);
    }
  });
});

test.describe("sign-in limits", () => {
  test("per (account, address) – after the limit that address waits, even with the right password; the owner's own address signs in", async ({
    request,
  }) => {
    const user = await createThrowawayUser();
    const attacker = fakeAddress();
    for (let i = 0; i < E2E_MAX_FAILURES_PER_ACCOUNT_AND_IP; i++) {
      await expectApiError(await postLogin(request, { email: user.email, password: `wrong-${i}` }, attacker), 401);
    }
    const delayed = await postLogin(request, { email: user.email, password: user.password }, attacker);
    await expectApiError(delayed, 429);
    expectRetryAfter(delayed);

    // The account key is the normalised e-mail: another spelling is the same account.
    const delayedAgain = await postLogin(request, { email: ` ${user.email.toUpperCase()}`, password: user.password }, attacker);
    await expectApiError(delayedAgain, 429);

    // The owner, elsewhere, is not locked out (issue: five failures from anywhere used to lock the owner out everywhere).
    expect((await postLogin(request, { email: user.email, password: user.password }, fakeAddress())).status()).toBe(200);
    // That address may still try other accounts.
    await expectApiError(await postLogin(request, { email: uniqueEmail("other"), password: "wrong" }, attacker), 401);
  });

  test("failures spread over addresses below the account's ceiling lock nobody out", async ({ request }) => {
    const user = await createThrowawayUser();
    for (let i = 0; i < E2E_MAX_FAILURES_PER_ACCOUNT - 1; i++) {
      await expectApiError(await postLogin(request, { email: user.email, password: `wrong-${i}` }, fakeAddress()), 401);
    }
    expect((await postLogin(request, { email: user.email, password: user.password }, fakeAddress())).status()).toBe(200);
  });

  test("per account – failures from many addresses add up to the ceiling, then every address waits, the right password too", async ({
    request,
  }) => {
    const user = await createThrowawayUser();
    // Each failure from a different address: only the account's count can trip.
    for (let i = 0; i < E2E_MAX_FAILURES_PER_ACCOUNT; i++) {
      await expectApiError(await postLogin(request, { email: user.email, password: `wrong-${i}` }, fakeAddress()), 401);
    }
    const delayed = await postLogin(request, { email: user.email, password: user.password }, fakeAddress());
    await expectApiError(delayed, 429);
    expectRetryAfter(delayed);

    // Other accounts still sign in.
    expect((await postLogin(request, credentials("specialist"))).status()).toBe(200);
  });

  test("the browser sign-in (next-auth) obeys the same limits", async ({ request }) => {
    const user = await createThrowawayUser();
    const address = fakeAddress();
    for (let i = 0; i < E2E_MAX_FAILURES_PER_ACCOUNT_AND_IP; i++) {
      await expectApiError(await postLogin(request, { email: user.email, password: `wrong-${i}` }, address), 401);
    }
    const { csrfToken } = await (await request.get("/api/auth/csrf", { headers: { "x-forwarded-for": address } })).json();
    const callback = await request.post("/api/auth/callback/credentials", {
      form: { csrfToken, email: user.email, password: user.password, json: "true" },
      headers: { "x-forwarded-for": address },
      maxRedirects: 0,
    });
    const { cookies } = await request.storageState();
    expect(
      cookies.map((cookie) => cookie.name),
      "no browser session was opened",
    ).not.toContain(SESSION_COOKIE_NAME);
    // The one error body of the throttle, as POST /auth/admin/login answers it; its message is the 'Problem' dialog's.
    await expectApiError(callback, 429, { message: /too many/i });
    expect(Number(callback.headers()["retry-after"])).toBeGreaterThan(0);
  });

  test("unknown e-mails are counted too", async ({ request }) => {
    const email = uniqueEmail("unknown");
    const address = fakeAddress();
    for (let i = 0; i < E2E_MAX_FAILURES_PER_ACCOUNT_AND_IP; i++) {
      await expectApiError(await postLogin(request, { email, password: `wrong-${i}` }, address), 401);
    }
    const delayed = await postLogin(request, { email, password: "wrong-again" }, address);
    await expectApiError(delayed, 429);
    expectRetryAfter(delayed);

    // Its neighbour is unaffected.
    await expectApiError(await postLogin(request, { email: uniqueEmail("unknown"), password: "wrong" }, address), 401);
  });

  test("a burst of wrong passwords sent at once gets at most the limit checked", async ({ request }) => {
    const user = await createThrowawayUser();
    const address = fakeAddress();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => postLogin(request, { email: user.email, password: `wrong-${i}` }, address)),
    );
    const statuses = answers.map((answer) => answer.status());
    expect(statuses.filter((status) => status === 401)).toHaveLength(E2E_MAX_FAILURES_PER_ACCOUNT_AND_IP);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20 - E2E_MAX_FAILURES_PER_ACCOUNT_AND_IP);
  });

  test("per address – after the limit, 429 from that address only", async ({ request }) => {
    const address = fakeAddress();
    for (let i = 0; i < E2E_MAX_FAILURES_PER_IP; i++) {
      // A different account each time: only the address's count can trip.
      await expectApiError(await postLogin(request, { email: uniqueEmail("spray"), password: "wrong" }, address), 401);
    }

    const blocked = await postLogin(request, { email: uniqueEmail("spray"), password: "wrong" }, address);
    await expectApiError(blocked, 429);
    expectRetryAfter(blocked);

    // Even right credentials are refused from that address (and are not counted against the account)…
    const blockedGood = await postLogin(request, credentials("specialist"), address);
    await expectApiError(blockedGood, 429);
    expectRetryAfter(blockedGood);

    // …while the same account signs in fine from another address.
    const elsewhere = await postLogin(request, credentials("specialist"), fakeAddress());
    expect(elsewhere.status()).toBe(200);
  });

  test("per address – only the right-most forwarded hop is trusted", async ({ request }) => {
    const address = fakeAddress();
    for (let i = 0; i < E2E_MAX_FAILURES_PER_IP; i++) {
      // A client cannot dodge the limit by prepending spoofed entries.
      await expectApiError(await postLogin(request, { email: uniqueEmail("hop"), password: "wrong" }, `${fakeAddress()}, ${address}`), 401);
    }
    const blocked = await postLogin(request, { email: uniqueEmail("hop"), password: "wrong" }, `203.0.113.9, ${address}`);
    await expectApiError(blocked, 429);
    expectRetryAfter(blocked);
  });
});
