/**
 * Two-step sign-in against hostile use, on production servers (two instances) of a database of its own:
 * 1. A half-finished sign-in — a challenge token, no session — opens nothing: sent as x-access-token to
 *    every route of tests/support/access-table.ts it is a 401 (the public routes aside).
 * 2. One token, the right code sent 8 times at once across both instances: exactly one session opens.
 * 3. A burst of 20 wrong codes on one token from one address: at most the sign-in limit is checked (401),
 *    the rest are refused unchecked (429), and the right code from that address is then refused too.
 * 4. With the policy "everyone", a person without a second step — by token and by browser cookie — gets
 *    403 second_factor_setup_required from every other route of the access table; the set-up answers.
 * No answer is a 5xx and the server logs stay clean.
 */
import { generate } from "otplib";
import { hashPassword } from "@/server/auth/password";
import { API_ROUTES, VERBS, type Probe } from "@/tests/support/access-table";
import { withLocalClient, type TestDatabase } from "@/tests/support/test-database";
import { browserLogin } from "../fuzz/http";
import { callApi, check, checkServerLogClean, prepareDatabase, startApp, writeFigures, type AppServer, runSuite } from "../support";

const OPEN_DURING_SET_UP = [/^v1\/auth\/session$/, /^v1\/auth\/logout$/, /^v1\/users\/me\/second-factor/, /^v1\/users\/me\/passkeys/];
const DEFAULT_PAIR_LIMIT = 5; // LOGIN_MAX_FAILURES_PER_ACCOUNT_AND_IP's default
const step = () => Math.floor(Date.now() / 30_000);

async function insertUser(url: string, tag: string, role = "property-specialist") {
  const email = `${tag}@agency.test`;
  const password = `Second-${tag}-factor!`;
  await withLocalClient(url, async (db) =>
    db.query(
      `INSERT INTO users (user_name, email, password_hash, first_name, last_name, role, updated_at)
       VALUES ($1, $2, $3, 'Second', 'Factor', $4, now())`,
      [tag, email, await hashPassword(password), role],
    ),
  );
  return { email, password };
}

const login = (app: AppServer, user: { email: string; password: string }, address: string) =>
  callApi<{ authToken?: string; challengeToken?: string }>(app.url, "/api/v1/auth/admin/login", {
    body: user,
    headers: { "x-forwarded-for": address },
  });

const finish = (app: AppServer, body: unknown, address: string) =>
  callApi<{ authToken?: string }>(app.url, "/api/v1/auth/admin/login/second-factor", { body, headers: { "x-forwarded-for": address } });

/** A user with a confirmed authenticator app; answers its secret. */
async function withAuthenticator(app: AppServer, user: { email: string; password: string }): Promise<string> {
  const { body } = await login(app, user, "10.40.0.1");
  const token = body.authToken!;
  const started = await callApi<{ secret: string }>(app.url, "/api/v1/users/me/second-factor/totp", { method: "POST", token });
  const secret = started.body.secret;
  const confirmed = await callApi(app.url, "/api/v1/users/me/second-factor/totp/confirm", {
    token,
    body: { code: await generate({ secret, epoch: (step() - 1) * 30 }) },
  });
  check(confirmed.status === 200, `the authenticator app is confirmed (${confirmed.status})`);
  return secret;
}

/** Every non-public probe of the access table, with its URL for `userId`. */
function protectedCalls(userId: string) {
  return API_ROUTES.flatMap((entry) =>
    VERBS.flatMap((verb) => {
      const rule = entry.verbs[verb];
      if (!rule || rule === "not-allowed") return [];
      const probe: Probe = Array.isArray(rule) ? rule[0]! : rule;
      if (probe.access === "public" || probe.endsSession) return [];
      return [{ route: entry.route, verb, url: (probe.url ?? entry.url).replace("{user}", userId), body: probe.body }];
    }),
  );
}

async function main() {
  let database: TestDatabase | undefined;
  const apps: AppServer[] = [];
  try {
    database = await prepareDatabase();
    const url = database.url;
    apps.push(await startApp({ databaseUrl: url }), await startApp({ databaseUrl: url }));
    const [a, b] = apps as [AppServer, AppServer];

    // 1. A challenge token is no session.
    const holder = await insertUser(url, "holder");
    const secret = await withAuthenticator(a, holder);
    const half = await login(a, holder, "10.41.0.1");
    const challengeToken = half.body.challengeToken!;
    check(half.status === 200 && challengeToken && !half.body.authToken, `the password step gave a token and no session (${half.status})`);
    const calls = protectedCalls("00000000-0000-4000-8000-00000000a11c");
    const asToken = await Promise.all(
      calls.map((call) => callApi(a.url, call.url, { method: call.verb, body: call.body, headers: { "x-access-token": challengeToken } })),
    );
    const opened = calls.filter((_, index) => asToken[index]!.status !== 401);
    check(opened.length === 0, `a challenge token opens nothing: ${opened.map((call) => `${call.verb} ${call.url}`).join(", ")}`);

    // 2. The right code, 8 times at once over both instances: one session.
    const code = await generate({ secret, epoch: step() * 30 });
    const race = await Promise.all(
      Array.from({ length: 8 }, (_, index) => finish(index % 2 ? b : a, { challengeToken, code }, `10.42.0.${index + 1}`)),
    );
    const sessions = race.filter((answer) => answer.status === 200).length;
    check(sessions === 1, `one token, one session: ${race.map((answer) => answer.status).join(",")}`);

    // 3. A burst of wrong codes from one address.
    const burstToken = (await login(a, holder, "10.43.0.1")).body.challengeToken!;
    const burst = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        finish(index % 2 ? b : a, { challengeToken: burstToken, code: String(100000 + index) }, "10.43.0.1"),
      ),
    );
    const checkedCodes = burst.filter((answer) => answer.status === 401).length;
    const refused = burst.filter((answer) => answer.status === 429).length;
    check(checkedCodes + refused === 20, `every wrong code is 401 or 429: ${burst.map((answer) => answer.status).join(",")}`);
    check(
      checkedCodes <= DEFAULT_PAIR_LIMIT - 1,
      `at most the limit checked, the password attempt included (${checkedCodes} codes checked)`,
    );
    const rightButThrottled = await finish(
      a,
      { challengeToken: burstToken, code: await generate({ secret, epoch: (step() + 1) * 30 }) },
      "10.43.0.1",
    );
    check(rightButThrottled.status === 429, `the right code from the throttled address is refused unchecked (${rightButThrottled.status})`);

    // 4. The policy: a person without a second step reaches only the set-up.
    await withLocalClient(url, (db) => db.query(`UPDATE security_settings SET require_second_factor = 'everyone' WHERE id = 1`));
    const pending = await insertUser(url, "pending");
    const pendingId = await withLocalClient(
      url,
      async (db) => (await db.query<{ id: string }>(`SELECT id::text FROM users WHERE email = $1`, [pending.email])).rows[0]!.id,
    );
    const token = (await login(b, pending, "10.44.0.1")).body.authToken!;
    const browser = await browserLogin(a.url, pending.email, pending.password);
    let held = 0;
    for (const call of protectedCalls(pendingId)) {
      const open = OPEN_DURING_SET_UP.some((pattern) => pattern.test(call.route));
      for (const headers of [{ "x-access-token": token }, { cookie: browser.cookie, "x-xsrf-token": browser.xsrfToken }] as Record<
        string,
        string
      >[]) {
        const answer = await callApi<{ code?: string }>(b.url, call.url, { method: call.verb, body: call.body, headers });
        check(answer.status < 500 && answer.status > 0, `${call.verb} ${call.url} answered ${answer.status}`);
        if (open) check(answer.body?.code !== "second_factor_setup_required", `${call.verb} ${call.url} is part of the set-up`);
        else {
          check(
            answer.status === 403 && answer.body?.code === "second_factor_setup_required",
            `${call.verb} ${call.url}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`,
          );
          held++;
        }
      }
    }

    for (const app of apps) checkServerLogClean(app);
    writeFigures("second-factor", {
      protectedCalls: calls.length,
      raceStatuses: race.map((answer) => answer.status),
      checkedCodes,
      refused,
      held,
    });
    console.log(
      `✓ second factor: a token opens none of ${calls.length} calls; 8 racing codes → 1 session; burst ${checkedCodes} checked / ${refused} refused; ${held} calls held for set-up`,
    );
  } finally {
    await Promise.all(apps.map((app) => app.stop()));
    await database?.drop();
  }
}

runSuite(main);
