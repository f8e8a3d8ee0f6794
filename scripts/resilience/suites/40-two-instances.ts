/**
 * Issue 9, Faults: two app instances on one database, the way the console
 * scales out (stateless app servers sharing PostgreSQL and NEXTAUTH_SECRET).
 * Proven, each time doing something on one instance and observing it on the
 * other:
 * - an API token and a browser session cookie made on A work on B (the
 *   cookie for a CSRF-checked write too);
 * - logging out on A ends the session on B (401), for both kinds;
 * - the sign-in limits hold under a burst split over both instances: 60
 *   wrong passwords sent at once, alternating A/B, get exactly the limit
 *   checked — each from its own address (the per-account ceiling, low here)
 *   and all from one address (the per-pair limit) — and the account then
 *   waits on both, even with the right password;
 * - a picture uploaded on A is served by B, byte for byte.
 */
import { randomBytes } from "node:crypto";
import { TEST_USERS } from "@/tests/support/test-users";
import { pictureDataUrl } from "@/tests/support/pictures";
import type { TestDatabase } from "@/tests/support/test-database";
import { callApi, loginToken } from "../support/api";
import { type AppServer, prepareDatabase, startApp } from "../support/app";
import { check, runSuite, writeFigures } from "../support/suite";

const MAX_FAILURES_PER_ACCOUNT = 4;
const MAX_FAILURES_PER_PAIR = 3;
const BURST = 60;
const SESSION_COOKIE = "next-auth.session-token";
const XSRF_COOKIE = "XSRF-TOKEN";

let checksPassed = 0;
function prove(condition: unknown, message: string): asserts condition {
  check(condition, message);
  checksPassed++;
}

/** name=value pairs from a response's Set-Cookie headers. */
function cookiesFrom(response: Response): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(";");
    const separator = pair!.indexOf("=");
    cookies[pair!.slice(0, separator).trim()] = pair!.slice(separator + 1);
  }
  return cookies;
}

const cookieHeader = (cookies: Record<string, string>) =>
  Object.entries(cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join("; ");

/** Signs in on `app` the way the browser does (next-auth's credentials callback); returns the session cookie. */
async function browserSignIn(app: AppServer, email: string, password: string, address: string): Promise<Record<string, string>> {
  const csrf = await fetch(`${app.url}/api/auth/csrf`, { headers: { "x-forwarded-for": address } });
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const jar = cookiesFrom(csrf);
  const callback = await fetch(`${app.url}/api/auth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: cookieHeader(jar), "x-forwarded-for": address },
    body: new URLSearchParams({ csrfToken, email, password, json: "true", callbackUrl: "/dashboard" }).toString(),
  });
  const session = cookiesFrom(callback)[SESSION_COOKIE];
  prove(session, `next-auth on ${app.url} set a session cookie (answered ${callback.status})`);
  return { [SESSION_COOKIE]: session };
}

async function sessionsAcrossInstances(a: AppServer, b: AppServer) {
  // API token: made on A, used on B, ended on A, refused on B.
  const token = await loginToken(a.url, "specialist", "10.40.0.1");
  const onB = await callApi<{ userInfo: { email: string } }>(b.url, "/api/v1/auth/session", { token });
  prove(onB.status === 200 && onB.body.userInfo.email === TEST_USERS.specialist.email, `A's token works on B (${onB.status})`);
  const logout = await callApi(a.url, "/api/v1/auth/logout", { token, method: "POST" });
  prove(logout.status === 200, `logout on A (${logout.status})`);
  const afterLogout = await callApi(b.url, "/api/v1/auth/session", { token });
  prove(afterLogout.status === 401, `B refuses the token logged out on A (${afterLogout.status})`);

  // Browser cookie: signed in on A, a read and a CSRF-checked write on B, logout on A, refused on B.
  const session = await browserSignIn(a, TEST_USERS.admin.email, TEST_USERS.admin.password, "10.40.0.2");
  const page = await fetch(`${b.url}/login`, { headers: { cookie: cookieHeader(session) }, redirect: "manual" });
  const xsrf = cookiesFrom(page)[XSRF_COOKIE];
  prove(xsrf, "B hands out the XSRF-TOKEN cookie");
  const jar = { ...session, [XSRF_COOKIE]: xsrf };
  const cookieOnB = await callApi<{ userInfo: { email: string } }>(b.url, "/api/v1/auth/session", {
    headers: { cookie: cookieHeader(jar) },
  });
  prove(
    cookieOnB.status === 200 && cookieOnB.body.userInfo.email === TEST_USERS.admin.email,
    `A's session cookie works on B (${cookieOnB.status})`,
  );
  const write = await callApi(b.url, "/api/v1/clients/register", {
    headers: { cookie: cookieHeader(jar), "x-xsrf-token": decodeURIComponent(xsrf) },
    body: {
      name: "Two-instance owner",
      contactFirstName: "Ana",
      contactLastName: "Both",
      contactPrimaryNumber: "+1 787 555 0101",
      contactEmailAddress: "ana.both@resilience.test",
      contactMailingAddress: "2 Calle Sol, San Juan",
    },
  });
  prove(write.status === 201, `a cookie-authenticated write on B with A's session (${write.status}: ${JSON.stringify(write.body)})`);
  const cookieLogout = await callApi(a.url, "/api/v1/auth/logout", {
    method: "POST",
    headers: { cookie: cookieHeader(jar), "x-xsrf-token": decodeURIComponent(xsrf) },
  });
  prove(cookieLogout.status === 200, `cookie logout on A (${cookieLogout.status})`);
  const cookieAfter = await callApi(b.url, "/api/v1/auth/session", { headers: { cookie: cookieHeader(jar) } });
  prove(cookieAfter.status === 401, `B refuses the cookie session logged out on A (${cookieAfter.status})`);
}

async function throwawayUser(a: AppServer, adminToken: string): Promise<{ email: string; password: string }> {
  const email = `throttle.${randomBytes(4).toString("hex")}@two-instances.test`;
  const password = "Throttle!Password-1";
  const created = await callApi(a.url, "/api/v1/users/register", {
    token: adminToken,
    body: { userName: email.split("@")[0], firstName: "Theo", lastName: "Throttle", email, role: "property-specialist", password },
  });
  prove(created.status === 201, `a throwaway user for the throttle (${created.status}: ${JSON.stringify(created.body)})`);
  return { email, password };
}

/** BURST wrong passwords at once, alternating A and B; how many were checked (401) — the rest must be 429. */
async function burstOverBoth(a: AppServer, b: AppServer, email: string, addressOf: (index: number) => string): Promise<number> {
  const answers = await Promise.all(
    Array.from({ length: BURST }, (_, index) =>
      callApi((index % 2 === 0 ? a : b).url, "/api/v1/auth/admin/login", {
        body: { email, password: `wrong-${index}` },
        headers: { "x-forwarded-for": addressOf(index) },
        timeoutMs: 60_000,
      }),
    ),
  );
  const statuses = answers.map((answer) => answer.status);
  const checked = statuses.filter((status) => status === 401).length;
  const refused = answers.filter((answer) => answer.status === 429 && answer.headers.get("retry-after")).length;
  prove(checked + refused === BURST, `every burst answer is 401, or 429 with Retry-After: ${statuses.join(",")}`);
  return checked;
}

async function throttleAcrossInstances(a: AppServer, b: AppServer, adminToken: string) {
  // Each attempt from a new address: only the per-account count can stop them, and it is shared by A and B.
  const spread = await throwawayUser(a, adminToken);
  const checkedSpread = await burstOverBoth(a, b, spread.email, (index) => `10.41.${index >> 8}.${index & 255}`);
  prove(
    checkedSpread === MAX_FAILURES_PER_ACCOUNT,
    `${BURST} at once over A and B from ${BURST} addresses: ${checkedSpread} passwords checked (limit ${MAX_FAILURES_PER_ACCOUNT})`,
  );
  for (const [name, instance] of [
    ["A", a],
    ["B", b],
  ] as const) {
    const delayed = await callApi(instance.url, "/api/v1/auth/admin/login", {
      body: spread,
      headers: { "x-forwarded-for": `10.42.0.${name === "A" ? 1 : 2}` },
    });
    prove(
      delayed.status === 429 && delayed.headers.get("retry-after"),
      `after the burst, ${name} makes even the right password wait: 429 + Retry-After (${delayed.status})`,
    );
  }

  // All from one address: the per-pair limit, also shared by A and B.
  const pair = await throwawayUser(a, adminToken);
  const checkedPair = await burstOverBoth(a, b, pair.email, () => "10.43.0.1");
  prove(
    checkedPair === MAX_FAILURES_PER_PAIR,
    `${BURST} at once over A and B from one address: ${checkedPair} passwords checked (limit ${MAX_FAILURES_PER_PAIR})`,
  );
  const owner = await callApi(b.url, "/api/v1/auth/admin/login", { body: pair, headers: { "x-forwarded-for": "10.43.0.2" } });
  prove(owner.status === 200, `the owner still signs in on B from another address (${owner.status})`);
  return { checkedSpread, checkedPair };
}

async function picturesAcrossInstances(a: AppServer, b: AppServer, adminToken: string) {
  const me = await callApi<{ userInfo: { _id: string } }>(a.url, "/api/v1/auth/session", { token: adminToken });
  const upload = await callApi<{ picture: string | null }>(a.url, `/api/v1/users/${me.body.userInfo._id}/update/avatar`, {
    token: adminToken,
    method: "PUT",
    body: { picture: await pictureDataUrl(320, 240, "png") },
  });
  prove(
    upload.status === 200 && upload.body.picture,
    `avatar uploaded on A (${upload.status}: ${JSON.stringify(upload.body).slice(0, 200)})`,
  );
  const path = upload.body.picture;
  let bytesCompared = 0;
  for (const variant of ["", "?variant=thumbnail"]) {
    const [fromA, fromB] = await Promise.all(
      [a, b].map((instance) => fetch(`${instance.url}${path}${variant}`, { headers: { "x-access-token": adminToken } })),
    );
    prove(fromA!.status === 200 && fromB!.status === 200, `${path}${variant} is served by both (${fromA!.status}, ${fromB!.status})`);
    const [bytesA, bytesB] = await Promise.all([fromA!.arrayBuffer(), fromB!.arrayBuffer()]).then((parts) =>
      parts.map((part) => Buffer.from(part)),
    );
    prove(bytesA!.length > 0 && bytesA!.equals(bytesB!), `B serves the same ${bytesA!.length} bytes as A for ${path}${variant}`);
    prove(fromA!.headers.get("content-type") === fromB!.headers.get("content-type"), "same content type on both");
    bytesCompared += bytesA!.length;
  }
  return bytesCompared;
}

async function main() {
  let database: TestDatabase | undefined;
  const apps: AppServer[] = [];
  try {
    database = await prepareDatabase();
    const env = {
      LOGIN_MAX_FAILURES_PER_ACCOUNT: String(MAX_FAILURES_PER_ACCOUNT),
      LOGIN_MAX_FAILURES_PER_ACCOUNT_AND_IP: String(MAX_FAILURES_PER_PAIR),
      LOGIN_MAX_FAILURES_PER_IP: "1000",
    };
    for (let index = 0; index < 2; index++) apps.push(await startApp({ databaseUrl: database.url, env }));
    const [a, b] = apps as [AppServer, AppServer];
    const adminToken = await loginToken(a.url, "admin", "10.40.0.9");

    await sessionsAcrossInstances(a, b);
    const burst = await throttleAcrossInstances(a, b, adminToken);
    const pictureBytes = await picturesAcrossInstances(a, b, adminToken);

    const figures = {
      instances: 2,
      checksPassed,
      burst: { attempts: BURST, perAccount: MAX_FAILURES_PER_ACCOUNT, perPair: MAX_FAILURES_PER_PAIR, ...burst },
      pictureBytesCompared: pictureBytes,
    };
    writeFigures("two-instances", figures);
    console.log(
      `   Proved (${checksPassed} checks, two instances on one database): token and cookie sessions from A work on B, logout on A ` +
        `ends them on B, ${BURST} wrong passwords at once over A and B get ${burst.checkedSpread} checked from ${BURST} addresses ` +
        `(limit ${MAX_FAILURES_PER_ACCOUNT}) and ${burst.checkedPair} from one (limit ${MAX_FAILURES_PER_PAIR}), the account then waits on both, ` +
        `a picture uploaded on A is served by B byte for byte (${pictureBytes} bytes compared).`,
    );
  } finally {
    await Promise.all(apps.map((app) => app.stop()));
    await database?.drop();
  }
}

runSuite(main);
