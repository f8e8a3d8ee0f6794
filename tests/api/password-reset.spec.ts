import { expect, test, type APIRequestContext } from "@playwright/test";
import { createHash } from "node:crypto";
import { FORGOT_PASSWORD_ANSWER, PASSWORD_RESET_DONE, RESET_LINK_GOOD, RESET_LINK_INVALID } from "@/lib/schemas/password-reset";
import { API, apiLogin, expectApiError, fakeAddress, postLogin, tokenHeaders, uniqueEmail } from "@/tests/support/api";
import { E2E_MAX_FAILURES_PER_ACCOUNT_AND_IP, E2E_PORTS } from "@/tests/support/e2e-servers";
import { SINK_WAIT_MS, SmtpSink, type ReceivedMail } from "@/tests/support/smtp-sink";
import { createUserViaApi, loginAs, updateBodyOf } from "@/tests/support/users";
import { createThrowawayUser } from "./support/throwaway-user";
import { withTestDatabase } from "@/tests/support/test-database";

/**
 * "Forgot your password?" (issue 29 §3.4): POST /auth/password/forgot answers
 * the same 202 whoever the address belongs to; the link arrives at a real
 * SMTP server (read back as MIME), works once and for 30 minutes, is stored
 * only as a hash; setting the password ends every session and revokes the
 * calendar feed. Requests count against the sign-in limits' own rows.
 */
test.describe.configure({ mode: "serial" });

let sink: SmtpSink;
let admin: string;

test.beforeAll(async ({ request }, testInfo) => {
  testInfo.setTimeout(SINK_WAIT_MS + 30_000); // tests/api/mail.spec.ts may hold the sink's port
  sink = await SmtpSink.start(E2E_PORTS.smtp);
  admin = await apiLogin(request, "admin");
});
test.afterAll(async () => {
  await sink?.close();
});

const forgot = (request: APIRequestContext, email: string, address = fakeAddress()) =>
  request.post(`${API}/auth/password/forgot`, { data: { email }, headers: { "x-forwarded-for": address } });
const reset = (request: APIRequestContext, token: string, password: string) =>
  request.post(`${API}/auth/password/reset`, { data: { token, password } });
const check = (request: APIRequestContext, token: string) => request.post(`${API}/auth/password/reset/check`, { data: { token } });

/** The reset page's check as it opens (issue 44): good, and used up by nothing; or the reset's one 400. */
async function expectLinkGood(request: APIRequestContext, token: string) {
  const checked = await check(request, token);
  expect(checked.status(), await checked.text()).toBe(200);
  expect(await checked.json()).toEqual({ message: RESET_LINK_GOOD });
  expect(checked.headers()["cache-control"]).toBe("no-store");
}
const expectLinkRefused = async (request: APIRequestContext, token: string) =>
  expectApiError(await check(request, token), 400, { field: "token", message: RESET_LINK_INVALID });

const TOKEN_IN_LINK = /\/reset-password#token=([A-Za-z0-9_-]{43})/;

async function linkMailTo(email: string, after = 0): Promise<{ mail: ReceivedMail; token: string }> {
  const mail = await sink.waitFor((received) => received.rcptTo.includes(email) && sink.received.indexOf(received) >= after, 30_000);
  const token = TOKEN_IN_LINK.exec(mail.parsed.text ?? "")?.[1];
  expect(token, "the plain-text part carries the link").toBeTruthy();
  return { mail, token: token! };
}

/** The reset-link job for this address has run (so a message would have been written by now). */
async function jobDone(email: string) {
  await expect
    .poll(
      () =>
        withTestDatabase(async (client) => {
          const { rows } = await client.query<{ state: string }>(
            `SELECT state FROM pgboss.job WHERE name = 'password.reset-link' AND data->>'email' = $1`,
            [email.toLowerCase()],
          );
          return rows.map((row) => row.state).join(",");
        }),
      { timeout: 30_000, message: `the reset-link job for ${email} completes` },
    )
    .toBe("completed");
}

async function outboxCountTo(email: string): Promise<number> {
  return withTestDatabase(async (client) => {
    const { rows } = await client.query<{ count: string }>(`SELECT count(*) FROM outbox_messages WHERE to_address = $1`, [email]);
    return Number(rows[0]!.count);
  });
}

test("a known address gets a link by e-mail; it sets the password once, ends every session and revokes the feed", async ({ request }) => {
  const { user, password } = await createUserViaApi(request, admin);
  const session = await loginAs(request, user.email, password);
  const feed = await request.post(`${API}/calendar/token`, { headers: tokenHeaders(session) });
  const feedPath = new URL(((await feed.json()) as { url: string }).url).pathname;

  const asked = await forgot(request, user.email.toUpperCase());
  expect(asked.status(), await asked.text()).toBe(202);
  expect(await asked.json()).toEqual({ message: FORGOT_PASSWORD_ANSWER });

  const { mail, token } = await linkMailTo(user.email);
  expect(mail.parsed.subject).toBe("Set a new password for the Agency Console");
  expect(mail.parsed.html).toContain(`#token=${token}`);
  expect(mail.parsed.html).toContain("Blue Horizon Realty"); // the letterhead
  expect(mail.parsed.text).toContain("30 minutes");
  // Only the token's SHA-256 is stored, and the row expires 30 minutes after it was made.
  const stored = await withTestDatabase(async (client) => {
    const { rows } = await client.query<{ token_hash: string; minutes: number }>(
      `SELECT token_hash, extract(epoch FROM expires_at - created_at) / 60 AS minutes FROM password_reset_tokens
        WHERE user_id = $1`,
      [user._id],
    );
    return rows;
  });
  expect(stored).toHaveLength(1);
  expect(stored[0]!.token_hash).toBe(createHash("sha256").update(token).digest("hex"));
  expect(Math.round(Number(stored[0]!.minutes))).toBe(30);

  // The page's check, twice (opened twice): the link stays good.
  await expectLinkGood(request, token);
  await expectLinkGood(request, token);

  const done = await reset(request, token, "Brand!New-Secret7");
  expect(done.status(), await done.text()).toBe(200);
  expect(await done.json()).toEqual({ message: PASSWORD_RESET_DONE });

  await expectApiError(await request.get(`${API}/auth/session`, { headers: tokenHeaders(session) }), 401);
  await expectApiError(await request.get(feedPath), 404);
  await expectApiError(await postLogin(request, { email: user.email, password }), 401);
  expect((await postLogin(request, { email: user.email, password: "Brand!New-Secret7" })).status()).toBe(200);

  // Single use: the same link again is the one 400 — and the page's check says so before a password is typed.
  await expectLinkRefused(request, token);
  await expectApiError(await reset(request, token, "Another!Secret8"), 400, { field: "token", message: RESET_LINK_INVALID });

  // The user's History: their own change, password changed, feed revoked.
  const history = (await (await request.get(`${API}/history/users/${user._id}`, { headers: tokenHeaders(admin) })).json()) as {
    actor: { name: string };
    changes: { field: string; to: string }[];
  }[];
  expect(history[0]!.actor.name).toBe(`${user.firstName} ${user.lastName}`);
  expect(history[0]!.changes.map((change) => `${change.field}: ${change.to}`).sort()).toEqual([
    "calendarFeed: revoked",
    "password: password changed",
  ]);
});

test("unknown and disabled addresses: the same answer, and no mail", async ({ request }) => {
  const unknown = uniqueEmail("nobody");
  const disabled = await createThrowawayUser({ isActive: false });
  const { user: enabledThenDisabled } = await createUserViaApi(request, admin);
  const off = await request.put(`${API}/users/update`, {
    headers: tokenHeaders(admin),
    data: updateBodyOf(enabledThenDisabled, { isActive: false }),
  });
  expect(off.status()).toBe(200);

  for (const email of [unknown, disabled.email, enabledThenDisabled.email]) {
    const asked = await forgot(request, email);
    expect(asked.status()).toBe(202);
    expect(await asked.json()).toEqual({ message: FORGOT_PASSWORD_ANSWER });
  }
  for (const email of [unknown, disabled.email, enabledThenDisabled.email]) {
    await jobDone(email);
    expect(await outboxCountTo(email)).toBe(0);
    expect(sink.to(email)).toHaveLength(0);
  }
});

test("the answer takes as long for an unknown address as for a known one", async ({ request }) => {
  const { user } = await createUserViaApi(request, admin);
  const timed = async (email: string) => {
    const started = performance.now();
    expect((await forgot(request, email)).status()).toBe(202);
    return performance.now() - started;
  };
  const known: number[] = [];
  const unknown: number[] = [];
  for (let round = 0; round < E2E_MAX_FAILURES_PER_ACCOUNT_AND_IP + 2; round++) {
    known.push(await timed(user.email));
    unknown.push(await timed(uniqueEmail("nobody")));
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  // The same statements run either way (the account is looked up in the job): only noise separates them.
  expect(Math.abs(median(known) - median(unknown))).toBeLessThan(50);
});

test("an expired, malformed or unknown token is the same 400, and nothing changes", async ({ request }) => {
  const { user, password } = await createUserViaApi(request, admin);
  const before = sink.received.length;
  expect((await forgot(request, user.email)).status()).toBe(202);
  const { token } = await linkMailTo(user.email, before);
  await withTestDatabase((client) =>
    client.query(`UPDATE password_reset_tokens SET expires_at = now() - interval '1 second' WHERE user_id = $1`, [user._id]),
  );
  for (const refused of [token, "A".repeat(43), "not a token", "", "x".repeat(201)]) await expectLinkRefused(request, refused);
  await expectApiError(await reset(request, token, "Brand!New-Secret7"), 400, { field: "token", message: RESET_LINK_INVALID });
  await expectApiError(await reset(request, "A".repeat(43), "Brand!New-Secret7"), 400, { field: "token", message: RESET_LINK_INVALID });
  await expectApiError(await reset(request, "not a token", "Brand!New-Secret7"), 400, { field: "token", message: RESET_LINK_INVALID });
  expect((await postLogin(request, { email: user.email, password })).status()).toBe(200);
});

test("a new password follows the user form's rules; the link survives a refused one", async ({ request }) => {
  const { user } = await createUserViaApi(request, admin);
  const before = sink.received.length;
  expect((await forgot(request, user.email)).status()).toBe(202);
  const { token } = await linkMailTo(user.email, before);
  await expectApiError(await reset(request, token, "short"), 400, {
    field: "password",
    message: "Password must be at least 8 characters.",
  });
  expect((await reset(request, token, "Long-enough-9")).status()).toBe(200);
});

test("asking is throttled like sign-in, per address and account, the same for unknown addresses; sign-in is untouched", async ({
  request,
}) => {
  const { user, password } = await createUserViaApi(request, admin);
  const address = fakeAddress();
  for (const email of [user.email, uniqueEmail("nobody")]) {
    for (let attempt = 0; attempt < E2E_MAX_FAILURES_PER_ACCOUNT_AND_IP; attempt++)
      expect((await forgot(request, email, address)).status()).toBe(202);
    const refused = await forgot(request, email, address);
    await expectApiError(refused, 429);
    expect(Number(refused.headers()["retry-after"])).toBeGreaterThan(0);
  }
  expect((await postLogin(request, { email: user.email, password }, address)).status()).toBe(200);
});

test("bodies: JSON only, bounded, validated", async ({ request }) => {
  await expectApiError(await forgot(request, "not-an-address"), 400, { field: "email" });
  await expectApiError(await request.post(`${API}/auth/password/forgot`, { data: {} }), 400, { field: "email" });
  await expectApiError(await request.post(`${API}/auth/password/forgot`, { form: { email: "a@b.test" } }), 415);
  await expectApiError(await request.post(`${API}/auth/password/forgot`, { data: { email: "a@b.test", pad: "x".repeat(8 * 1024) } }), 413);
  await expectApiError(await request.post(`${API}/auth/password/reset`, { data: { password: "Long-enough-9" } }), 400, { field: "token" });
  await expectApiError(await request.get(`${API}/auth/password/forgot`), 405);
  // The reset page's check: the token in a JSON body only, never in an address.
  await expectApiError(await request.post(`${API}/auth/password/reset/check`, { data: {} }), 400, { field: "token" });
  await expectApiError(await request.post(`${API}/auth/password/reset/check`, { form: { token: "A".repeat(43) } }), 415);
  await expectApiError(
    await request.post(`${API}/auth/password/reset/check`, { data: { token: "A".repeat(43), pad: "x".repeat(8 * 1024) } }),
    413,
  );
  await expectApiError(await request.get(`${API}/auth/password/reset/check?token=${"A".repeat(43)}`), 405);
});
