/**
 * Hardening of the configuration (issue 9), proven on real `next start`
 * processes of the production build:
 * 1. A production server without NEXTAUTH_SECRET (or with a short one) refuses
 *    to start: exit code 1 and a message naming the variable, not its value.
 * 2. With an https NEXTAUTH_URL behind a proxy (X-Forwarded-Proto: https) the
 *    session cookie is __Secure-, Secure, HttpOnly, SameSite=Lax, and the
 *    XSRF cookie is Secure.
 * 3. Secrets never reach the logs: with the database down, the DATABASE_URL
 *    password and NEXTAUTH_SECRET appear nowhere in what the server writes.
 * 4. With no trusted proxy (TRUST_PROXY_HOPS=0, the default) a client's own
 *    X-Forwarded-For is ignored: forging one neither dodges the per-address
 *    limit nor counts against the forged (a victim's) address, and sessions
 *    record the socket's address.
 */
import { spawn } from "node:child_process";
import pg from "pg";
import { randomBytes } from "node:crypto";
import { type AppServer, freePort, prepareDatabase, startApp } from "../support/app";
import { check, runSuite, writeFigures } from "../support/suite";
import { TEST_USERS } from "@/tests/support/test-users";

interface Started {
  url: string;
  output: () => string;
  exited: Promise<number | null>;
  stop: () => Promise<void>;
}

/** `next start` with exactly the given settings; stdout and stderr kept (secrets may leak to either). */
async function spawnServer(env: Record<string, string>): Promise<Started> {
  const port = await freePort();
  const child = spawn("npx", ["next", "start", "-p", String(port)], {
    env: { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1", TRUST_PROXY_HOPS: "1", ...env },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return {
    url: `http://127.0.0.1:${port}`,
    output: () => output,
    exited,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      try {
        process.kill(-child.pid!, "SIGTERM");
      } catch {
        return;
      }
      await exited;
    },
  };
}

async function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>(
    (_, reject) => (timer = setTimeout(() => reject(new Error(`${what}: no result within ${ms} ms`)), ms)),
  );
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

async function refusesToStart(databaseUrl: string, secret: string, expected: RegExp): Promise<string> {
  const server = await spawnServer({ DATABASE_URL: databaseUrl, NEXTAUTH_SECRET: secret, NEXTAUTH_URL: "http://127.0.0.1" });
  try {
    const code = await within(server.exited, 60_000, "a server without a usable NEXTAUTH_SECRET");
    check(code === 1, `exit code 1 without a usable secret (got ${code}): ${server.output()}`);
    check(expected.test(server.output()), `start-up message matches ${expected}: ${server.output()}`);
    if (secret) check(!server.output().includes(secret), "the start-up error does not echo the secret's value");
    return (
      server
        .output()
        .trim()
        .split("\n")
        .find((line) => expected.test(line)) ?? ""
    );
  } finally {
    await server.stop();
  }
}

/** next-auth's credentials sign-in by hand: the csrf cookie and token, then the callback. */
async function signInOverHttps(app: AppServer): Promise<string[]> {
  const proxied = { "x-forwarded-proto": "https", "x-forwarded-for": "10.9.8.7" };
  const csrf = await fetch(`${app.url}/api/auth/csrf`, { headers: proxied });
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const csrfCookies = csrf.headers.getSetCookie().map((cookie) => cookie.split(";")[0]!);
  const callback = await fetch(`${app.url}/api/auth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    headers: { ...proxied, "content-type": "application/x-www-form-urlencoded", cookie: csrfCookies.join("; ") },
    body: new URLSearchParams({ csrfToken, email: TEST_USERS.admin.email, password: TEST_USERS.admin.password, json: "true" }),
  });
  return callback.headers.getSetCookie();
}

/** Item 4: an app with TRUST_PROXY_HOPS=0, reached directly; every request forges a different X-Forwarded-For. */
async function forwardedForIgnored(databaseUrl: string): Promise<Record<string, unknown>> {
  const perAddress = 3;
  const app = await startApp({
    databaseUrl,
    env: { TRUST_PROXY_HOPS: "0", LOGIN_MAX_FAILURES_PER_IP: String(perAddress), LOGIN_MAX_FAILURES_PER_ACCOUNT_AND_IP: "100" },
  });
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const login = (email: string, password: string, forged: string) =>
      fetch(`${app.url}/api/v1/auth/admin/login`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": forged },
        body: JSON.stringify({ email, password }),
      });
    const signedIn = await login(TEST_USERS.specialist.email, TEST_USERS.specialist.password, "198.51.100.77");
    check(signedIn.status === 200, `sign-in with a forged X-Forwarded-For (${signedIn.status})`);
    const { rows: sessions } = await client.query<{ ip: string }>(
      `SELECT s.ip FROM sessions s JOIN users u ON u.id = s.user_id WHERE u.email = $1 ORDER BY s.created_at DESC LIMIT 1`,
      [TEST_USERS.specialist.email],
    );
    check(
      /^(::ffff:)?127\.0\.0\.1$|^::1$/.test(sessions[0]?.ip ?? ""),
      `the session records the socket's address, not the forged one: ${sessions[0]?.ip}`,
    );

    const statuses: number[] = [];
    for (let attempt = 0; attempt <= perAddress; attempt++) {
      const answer = await login(`forger.${attempt}.${randomBytes(3).toString("hex")}@hops.test`, "wrong", `203.0.113.${attempt + 1}`);
      statuses.push(answer.status);
    }
    check(
      statuses.join(",") === `${"401,".repeat(perAddress)}429`,
      `${perAddress} failures with ${perAddress} forged addresses count against the one real address: ${statuses.join(",")}`,
    );
    const { rows: forged } = await client.query<{ count: string }>(
      `SELECT count(*)::text AS count FROM sign_in_failures WHERE address LIKE '203.0.113.%'`,
    );
    check(forged[0]!.count === "0", `no failure was counted against a forged address (${forged[0]!.count})`);
    console.log(
      `   TRUST_PROXY_HOPS=0: a forged X-Forwarded-For is ignored (session address ${sessions[0]!.ip}; failures ${statuses.join(", ")})`,
    );
    return { sessionAddress: sessions[0]!.ip, forgedFailureStatuses: statuses };
  } finally {
    await client.end();
    await app.stop();
  }
}

const flagsOf = (cookie: string) =>
  cookie
    .split(";")
    .slice(1)
    .map((part) => part.trim().toLowerCase());

async function main() {
  const database = await prepareDatabase();
  const figures: Record<string, unknown> = {};
  try {
    figures.missingSecret = await refusesToStart(database.url, "", /Cannot start: NEXTAUTH_SECRET is required in production/);
    const shortSecret = `short-${randomBytes(4).toString("hex")}`;
    figures.shortSecret = await refusesToStart(
      database.url,
      shortSecret,
      /Cannot start: Invalid environment configuration: NEXTAUTH_SECRET/,
    );
    console.log("   a production server without a usable NEXTAUTH_SECRET exits 1, saying why");

    const port = await freePort();
    const app = await startApp({ databaseUrl: database.url, port, env: { NEXTAUTH_URL: `https://127.0.0.1:${port}` } });
    try {
      const cookies = await signInOverHttps(app);
      const session = cookies.find((cookie) => cookie.startsWith("__Secure-next-auth.session-token="));
      const renewed = cookies.find((cookie) => cookie.startsWith("XSRF-TOKEN="));
      check(renewed && flagsOf(renewed).includes("secure"), `the XSRF-TOKEN renewed at sign-in is Secure over HTTPS: ${renewed}`);
      check(session, `the session cookie is __Secure- prefixed: ${cookies.map((cookie) => cookie.split("=")[0]).join(", ")}`);
      const flags = flagsOf(session);
      for (const flag of ["secure", "httponly", "samesite=lax", "path=/"])
        check(flags.includes(flag), `session cookie has ${flag}: ${session}`);
      const xsrf = (await fetch(`${app.url}/login`, { headers: { "x-forwarded-proto": "https" } })).headers
        .getSetCookie()
        .find((cookie) => cookie.startsWith("XSRF-TOKEN="));
      check(xsrf && flagsOf(xsrf).includes("secure") && flagsOf(xsrf).includes("samesite=lax"), `XSRF-TOKEN is Secure over HTTPS: ${xsrf}`);
      figures.httpsSessionCookieFlags = flags.filter((flag) => !flag.startsWith("expires") && !flag.startsWith("max-age"));
      console.log("   with an https NEXTAUTH_URL the session cookie is __Secure-, Secure, HttpOnly, SameSite=Lax");
    } finally {
      await app.stop();
    }

    figures.forwardedFor = await forwardedForIgnored(database.url);

    const password = `pw-${randomBytes(8).toString("hex")}`;
    const secret = randomBytes(32).toString("base64url");
    const closedPort = await freePort();
    const down = await spawnServer({
      DATABASE_URL: `postgres://postgres:${password}@127.0.0.1:${closedPort}/agency`,
      NEXTAUTH_SECRET: secret,
      NEXTAUTH_URL: "http://127.0.0.1",
    });
    try {
      let health = 0;
      for (let attempt = 0; attempt < 240 && health === 0; attempt++) {
        health = await fetch(`${down.url}/api/v1/health`, { signal: AbortSignal.timeout(5_000) }).then(
          (response) => response.status,
          () => 0,
        );
        if (health === 0) await new Promise((resolve) => setTimeout(resolve, 250));
      }
      check(health === 503, `health reports the database down (got ${health}): ${down.output()}`);
      const login = await fetch(`${down.url}/api/v1/auth/admin/login`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": "10.1.2.3" },
        body: JSON.stringify({ email: TEST_USERS.admin.email, password: TEST_USERS.admin.password }),
      });
      const body = await login.text();
      check(login.status >= 500, `login with the database down fails on the server side (got ${login.status}): ${body}`);
      figures.databaseDownLoginStatus = login.status;
      for (const [name, value] of [
        ["the DATABASE_URL password", password],
        ["NEXTAUTH_SECRET", secret],
        ["the admin's password", TEST_USERS.admin.password],
      ] as const) {
        check(!down.output().includes(value), `${name} is not in the server's output`);
        check(!body.includes(value), `${name} is not in the error body`);
      }
      figures.databaseDownLogLines = down.output().split("\n").filter(Boolean).length;
      console.log(`   with the database down, no secret in ${figures.databaseDownLogLines} lines of server output`);
    } finally {
      await down.stop();
    }
  } finally {
    await database.drop();
  }
  writeFigures("hardening-config", figures);
}

runSuite(main, { exitWhenDone: true });
