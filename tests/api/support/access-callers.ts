import { expect, request as requestFactory, type APIRequestContext } from "@playwright/test";
import pg from "pg";
import { API, apiLogin, browserLogin, SESSION_COOKIE_NAME, tokenHeaders, XSRF_COOKIE_NAME } from "@/tests/support/api";
import { baseUrl, E2E_PORTS } from "@/tests/support/e2e-servers";
import { TEST_USERS, type TestUserKey } from "@/tests/support/test-users";
import { createUserViaApi, loginAs, updateBodyOf, type ManagedUser } from "@/tests/support/users";
import { assertLocalDatabase } from "@/tests/support/test-database";

/**
 * The kinds of caller of tests/api/access-control.spec.ts, each a real session in a real state:
 * signed in and live, idle past the timeout, logged out, disabled through the API, or disabled
 * straight in the database while the session row stays open (proving the per-request check).
 * Dead sessions belong to throwaway users, so the shared fixture accounts are never changed.
 */
export type Transport = "none" | "token" | "cookie" | "cookie without CSRF";

export interface Credentials {
  /** Sent on every request. */
  headers: Record<string, string>;
  /** Added to state-changing requests (the CSRF double submit of a cookie session). */
  csrfHeaders: Record<string, string>;
  /** The signed-in user, when there is one (for {user} in self-or-admin routes). */
  userId?: string;
}

export interface Caller {
  name: string;
  transport: Transport;
  /** Live session: the role it acts with. Dead or no session: undefined. */
  role?: "admin" | "property-specialist";
  /** Makes the caller's credentials (once per worker). */
  setUp(): Promise<Credentials>;
  /** Runs before every request: puts a session the server ended back in the state under test. */
  rearm?(): Promise<void>;
  /** A second live session like this one, for calls that end the session (logout). */
  fresh?(): Promise<Credentials>;
}

const MAIN = baseUrl(E2E_PORTS.main);

// ---------------------------------------------------------------------------
// The run's database (E2E_DATABASE_URL), for what the API cannot do.
// ---------------------------------------------------------------------------
let pool: pg.Pool | undefined;

export function database(): pg.Pool {
  const url = process.env.E2E_DATABASE_URL;
  if (!url) throw new Error("E2E_DATABASE_URL is not set: run the API suite through scripts/run-e2e.ts.");
  assertLocalDatabase(url);
  pool ??= new pg.Pool({ connectionString: url, max: 2, allowExitOnIdle: true });
  return pool;
}

async function openSessionOf(userId: string, kind: "api" | "browser"): Promise<string> {
  const { rows } = await database().query<{ id: string }>(
    `SELECT id::text AS id FROM sessions WHERE user_id = $1 AND kind = $2 AND revoked_at IS NULL ORDER BY created_at DESC LIMIT 1`,
    [userId, kind],
  );
  expect(rows, `an open ${kind} session of ${userId}`).toHaveLength(1);
  return rows[0]!.id;
}

/** Idle for a day (far past any timeout) and not yet ended: the server must end it on sight. */
async function makeIdle(sessionId: string): Promise<void> {
  await database().query(`UPDATE sessions SET last_active_at = now() - interval '1 day', revoked_at = NULL WHERE id = $1`, [sessionId]);
}

/** The user stays disabled; the session row is reopened, as if nothing had noticed yet. */
async function reopen(sessionId: string): Promise<void> {
  await database().query(`UPDATE sessions SET revoked_at = NULL WHERE id = $1`, [sessionId]);
}

async function disableInDatabase(userId: string): Promise<void> {
  const { rowCount } = await database().query(`UPDATE users SET is_active = false, updated_at = now() WHERE id = $1`, [userId]);
  expect(rowCount).toBe(1);
}

/** The ids of the fixture accounts, by key. */
export async function fixtureUserId(who: TestUserKey): Promise<string> {
  const { rows } = await database().query<{ id: string }>(`SELECT id::text AS id FROM users WHERE email = $1`, [TEST_USERS[who].email]);
  expect(rows).toHaveLength(1);
  return rows[0]!.id;
}

// ---------------------------------------------------------------------------
// Sessions
// ---------------------------------------------------------------------------
async function withContext<T>(work: (context: APIRequestContext) => Promise<T>): Promise<T> {
  const context = await requestFactory.newContext({ baseURL: MAIN });
  try {
    return await work(context);
  } finally {
    await context.dispose();
  }
}

async function tokenOf(who: TestUserKey | { email: string; password: string }): Promise<string> {
  return withContext((context) => (typeof who === "string" ? apiLogin(context, who) : loginAs(context, who.email, who.password)));
}

/** A browser session (next-auth cookie) and its XSRF token, as the headers a browser would send. */
async function cookieSessionOf(who: TestUserKey | { email: string; password: string }, withCsrf: boolean): Promise<Credentials> {
  return withContext(async (context) => {
    const { xsrfToken } = await browserLogin(context, who);
    const { cookies } = await context.storageState();
    const session = cookies.find((cookie) => cookie.name === SESSION_COOKIE_NAME)!;
    const cookie = `${SESSION_COOKIE_NAME}=${session.value}; ${XSRF_COOKIE_NAME}=${encodeURIComponent(xsrfToken)}`;
    const csrfHeaders: Record<string, string> = withCsrf ? { "x-xsrf-token": xsrfToken } : {};
    return { headers: { cookie }, csrfHeaders };
  });
}

const tokenCredentials = (token: string, userId?: string): Credentials => ({ headers: tokenHeaders(token), csrfHeaders: {}, userId });

/** A user of its own, made by the admin through the API (an admin: a dead session must not be saved by its role). */
async function throwawayAdmin(): Promise<{ user: ManagedUser; login: { email: string; password: string } }> {
  return withContext(async (context) => {
    const admin = await apiLogin(context, "admin");
    const { user, password } = await createUserViaApi(context, admin, { role: "admin" });
    return { user, login: { email: user.email, password } };
  });
}

async function logout(credentials: Credentials): Promise<void> {
  await withContext(async (context) => {
    const response = await context.post(`${API}/auth/logout`, { headers: { ...credentials.headers, ...credentials.csrfHeaders } });
    expect(response.status(), await response.text()).toBe(200);
  });
}

// ---------------------------------------------------------------------------
// The callers
// ---------------------------------------------------------------------------
function liveToken(who: "admin" | "specialist"): Caller {
  const role = TEST_USERS[who].role;
  const make = async () => tokenCredentials(await tokenOf(who), await fixtureUserId(who));
  return { name: `${who} (x-access-token)`, transport: "token", role, setUp: make, fresh: make };
}

function liveCookie(who: "admin" | "specialist", withCsrf: boolean): Caller {
  const role = TEST_USERS[who].role;
  const make = async () => ({ ...(await cookieSessionOf(who, withCsrf)), userId: await fixtureUserId(who) });
  return {
    name: `${who} (cookie${withCsrf ? " + CSRF" : ", no CSRF token"})`,
    transport: withCsrf ? "cookie" : "cookie without CSRF",
    role,
    setUp: make,
    fresh: make,
  };
}

function idle(transport: "token" | "cookie"): Caller {
  let sessionId = "";
  return {
    name: `expired session (${transport === "token" ? "x-access-token" : "cookie + CSRF"}, idle past the timeout)`,
    transport,
    async setUp() {
      const { user, login } = await throwawayAdmin();
      const credentials = transport === "token" ? tokenCredentials(await tokenOf(login)) : await cookieSessionOf(login, true);
      sessionId = await openSessionOf(user._id, transport === "token" ? "api" : "browser");
      await makeIdle(sessionId);
      return { ...credentials, userId: user._id };
    },
    rearm: () => makeIdle(sessionId),
  };
}

function revoked(transport: "token" | "cookie"): Caller {
  return {
    name: `logged-out session (${transport === "token" ? "x-access-token" : "cookie + CSRF"})`,
    transport,
    async setUp() {
      const credentials = transport === "token" ? tokenCredentials(await tokenOf("specialist")) : await cookieSessionOf("specialist", true);
      await logout(credentials);
      return { ...credentials, userId: await fixtureUserId("specialist") };
    },
  };
}

function disabledThroughApi(): Caller {
  return {
    name: "disabled user (x-access-token; disabled through PUT /users/update)",
    transport: "token",
    async setUp() {
      const { user, login } = await throwawayAdmin();
      const token = await tokenOf(login);
      await withContext(async (context) => {
        const admin = await apiLogin(context, "admin");
        const response = await context.put(`${API}/users/update`, {
          headers: tokenHeaders(admin),
          data: updateBodyOf(user, { isActive: false }),
        });
        expect(response.status(), await response.text()).toBe(200);
      });
      return tokenCredentials(token, user._id);
    },
  };
}

function disabledInDatabase(transport: "token" | "cookie"): Caller {
  let sessionId = "";
  return {
    name: `disabled user (${transport === "token" ? "x-access-token" : "cookie + CSRF"}; disabled in the database, session left open)`,
    transport,
    async setUp() {
      const { user, login } = await throwawayAdmin();
      const credentials = transport === "token" ? tokenCredentials(await tokenOf(login)) : await cookieSessionOf(login, true);
      sessionId = await openSessionOf(user._id, transport === "token" ? "api" : "browser");
      await disableInDatabase(user._id);
      return { ...credentials, userId: user._id };
    },
    rearm: () => reopen(sessionId),
  };
}

export const CALLERS: Caller[] = [
  { name: "no session", transport: "none", setUp: async () => ({ headers: {}, csrfHeaders: {} }) },
  idle("token"),
  idle("cookie"),
  revoked("token"),
  revoked("cookie"),
  disabledThroughApi(),
  disabledInDatabase("token"),
  disabledInDatabase("cookie"),
  liveToken("specialist"),
  liveCookie("specialist", true),
  liveCookie("specialist", false),
  liveToken("admin"),
  liveCookie("admin", true),
];
