import { expect, test, type APIRequestContext, type APIResponse } from "@playwright/test";
import { dirname, join } from "node:path";
import { API, apiLogin, browserLogin, expectApiError, tokenHeaders } from "@/tests/support/api";
import {
  API_ROUTES,
  PAGES,
  PUBLIC_FILES,
  UNUSED_ID,
  VERBS,
  type ApiRouteEntry,
  type PageEntry,
  type PageOutcome,
  type Probe,
  type Verb,
} from "@/tests/support/access-table";
import { pictureDataUrl } from "@/tests/support/pictures";
import { TEST_USERS } from "@/tests/support/test-users";
import { createUserViaApi, loginAs, updateBodyOf } from "@/tests/support/users";
import { CALLERS, fixtureUserId, type Caller, type Credentials } from "./support/access-callers";
import { pageFolders, publicFileSources, routeFiles } from "./support/app-files";

/**
 * Issue 9, access control proven exhaustively: every route of tests/support/access-table.ts
 * (every verb of every API route, every page) called as every caller of
 * ./support/access-callers.ts, each answer checked against what the table allows.
 */
test.describe.configure({ mode: "parallel" });

const STATE_CHANGING = new Set<Verb>(["POST", "PUT", "PATCH", "DELETE"]);

type Target = "self" | "other";
interface Call {
  label: string;
  verb: Verb;
  url: string;
  probe: Probe | "not-allowed";
  target?: Target;
}

/** Every request a route entry stands for: each verb, each probe, and for {user} routes both self and another user. */
function callsOf(entry: ApiRouteEntry): Call[] {
  return VERBS.flatMap((verb) => {
    const rule = entry.verbs[verb];
    if (!rule) return [];
    const probes = rule === "not-allowed" ? (["not-allowed"] as const) : Array.isArray(rule) ? rule : [rule];
    return probes.flatMap((probe) => {
      const url = (probe !== "not-allowed" && probe.url) || entry.url;
      const targets: (Target | undefined)[] = url.includes("{user}") ? ["self", "other"] : [undefined];
      return targets.map((target) => ({ label: `${verb} ${url}${target ? ` (${target})` : ""}`, verb, url, probe, target }));
    });
  });
}

/** The status the code must answer (see the header of access-table.ts for where each rule lives). */
function expectedStatus(caller: Caller, call: Call): number {
  const { probe } = call;
  if (probe === "not-allowed") return 405;
  if (probe.access === "public") return probe.passes;
  if (!caller.role) return 401;
  if (caller.transport === "cookie without CSRF" && STATE_CHANGING.has(call.verb)) return 403;
  if (probe.access === "admin" && caller.role !== "admin") return 403;
  if (probe.access === "self-or-admin" && call.target === "other" && caller.role !== "admin") return 403;
  return probe.passes;
}

interface Ids {
  /** For "other": a user who is not the caller. */
  admin: string;
  specialist: string;
}

function urlFor(call: Call, credentials: Credentials, ids: Ids): string {
  if (!call.target) return call.url;
  const self = credentials.userId ?? UNUSED_ID;
  const other = self === ids.admin ? ids.specialist : ids.admin;
  return call.url.replace("{user}", call.target === "self" ? self : other);
}

async function send(request: APIRequestContext, call: Call, url: string, credentials: Credentials): Promise<APIResponse> {
  const stateChanging = STATE_CHANGING.has(call.verb);
  const body = call.probe !== "not-allowed" ? call.probe.body : undefined;
  return request.fetch(url, {
    method: call.verb,
    headers: { ...credentials.headers, ...(stateChanging ? credentials.csrfHeaders : {}) },
    ...(body !== undefined ? { data: body } : {}),
    maxRedirects: 0,
  });
}

async function expectStatus(response: APIResponse, status: number): Promise<void> {
  const isOurApi = new URL(response.url()).pathname.startsWith("/api/v1/");
  if (status >= 400 && isOurApi) await expectApiError(response, status);
  else expect(response.status(), `${response.url()} answered: ${(await response.text()).slice(0, 300)}`).toBe(status);
}

/** What a page must do for this caller. */
function expectedPage(caller: Caller, page: PageEntry, sendsCookie: boolean): PageOutcome {
  // proxy.ts: no session cookie at all → sign-in (its public pages excepted).
  if (!sendsCookie) return page.openWithoutCookie ? page.passes : { redirectTo: "/login" };
  if (page.access === "public") return caller.role ? (page.whenSignedIn ?? page.passes) : page.passes;
  if (!caller.role) return { redirectTo: "/login?expired=1" };
  if (page.access === "admin" && caller.role !== "admin") return { redirectTo: page.deniedTo ?? "/dashboard" };
  return page.passes;
}

/**
 * Where a page response sends the caller. Pages redirect in one of two ways: a 3xx with Location
 * (proxy.ts, the console layout, the page guards — which run before anything streams), or Next's
 * streamed redirect: 200 with <meta id="__next-page-redirect" http-equiv="refresh"> that the
 * browser and the client router follow, should a redirect ever come from below a segment's
 * loading.tsx. A not-found must be a real 404 (the record segments look the record up before
 * their loading boundary); the digest is read only to say so when it is not.
 */
async function outcomeOf(response: APIResponse): Promise<{ status: number; redirectTo?: string; notFound: boolean }> {
  const { location } = response.headers();
  if (response.status() >= 300 && response.status() < 400 && location) {
    const target = new URL(location, response.url());
    return { status: response.status(), redirectTo: `${target.pathname}${target.search}`, notFound: false };
  }
  const html = await response.text();
  const streamed = /<meta id="__next-page-redirect" http-equiv="refresh" content="\d+;url=([^"]+)"/.exec(html);
  const redirectTo = streamed ? new URL(streamed[1]!.replaceAll("&amp;", "&"), response.url()) : undefined;
  return {
    status: response.status(),
    redirectTo: redirectTo && `${redirectTo.pathname}${redirectTo.search}`,
    notFound: response.status() === 404 || html.includes("NEXT_HTTP_ERROR_FALLBACK;404"),
  };
}

async function expectPage(response: APIResponse, expected: PageOutcome): Promise<void> {
  const actual = await outcomeOf(response);
  const where = `${response.url()} answered ${JSON.stringify(actual)}`;
  if ("redirectTo" in expected) {
    expect(actual.redirectTo, where).toBe(expected.redirectTo);
    return;
  }
  expect(response.headers()["content-type"] ?? "", where).toContain("text/html");
  expect(actual.redirectTo, where).toBeUndefined();
  expect(actual.notFound, where).toBe(expected.status === 404);
  expect(actual.status, where).toBe(expected.status);
}

for (const caller of CALLERS) {
  test.describe(`as ${caller.name}`, () => {
    let credentials: Credentials;
    let ids: Ids;

    test.beforeAll(async () => {
      credentials = await caller.setUp();
      ids = { admin: await fixtureUserId("admin"), specialist: await fixtureUserId("specialist") };
    });

    for (const entry of API_ROUTES) {
      test(`api ${entry.route}`, async ({ request }) => {
        for (const call of callsOf(entry)) {
          const status = expectedStatus(caller, call);
          await test.step(`${call.label} → ${status}`, async () => {
            const endsSession = call.probe !== "not-allowed" && call.probe.endsSession && status < 400;
            const using = endsSession && caller.fresh ? await caller.fresh() : credentials;
            await caller.rearm?.();
            await expectStatus(await send(request, call, urlFor(call, using, ids), using), status);
          });
        }
      });
    }

    // Pages read the session cookie only; an x-access-token caller is a visitor without a session there.
    const sendsCookie = caller.transport === "cookie";
    if (caller.transport === "none" || caller.transport === "cookie" || caller.name === "admin (x-access-token)") {
      test("pages", async ({ request }) => {
        for (const page of PAGES) {
          const outcome = expectedPage(caller, page, sendsCookie);
          await test.step(`${page.url} → ${JSON.stringify(outcome)}`, async () => {
            await caller.rearm?.();
            const response = await request.get(page.url, { headers: credentials.headers, maxRedirects: 0 });
            await expectPage(response, outcome);
          });
        }
        for (const file of PUBLIC_FILES) {
          await test.step(`${file.url} → 200 ${file.contentType}`, async () => {
            await caller.rearm?.();
            const response = await request.get(file.url, { headers: credentials.headers, maxRedirects: 0 });
            expect(response.status(), file.url).toBe(200);
            expect(response.headers()["content-type"] ?? "", file.url).toContain(file.contentType);
          });
        }
      });
    }
  });
}

test.describe("the table covers every route on disk", () => {
  const appDir = () => join(dirname(test.info().config.configFile!), "app");

  test("every route.ts verb is in the table, with the same not-allowed verbs, and the table names no route that is gone", () => {
    const onDisk = routeFiles(appDir());
    const table = new Map(API_ROUTES.map((entry) => [entry.route, entry]));
    const problems: string[] = [];
    for (const file of onDisk) {
      const entry = table.get(file.route);
      if (!entry) {
        problems.push(
          `app/api/${file.route}/route.ts (${[...file.handled, ...file.notAllowed].join(", ")}) is not in tests/support/access-table.ts`,
        );
        continue;
      }
      const exported = [...file.handled, ...file.notAllowed].sort();
      const listed = Object.keys(entry.verbs).sort();
      if (exported.join() !== listed.join())
        problems.push(`app/api/${file.route}: exports ${exported.join(", ")} but the table lists ${listed.join(", ")}`);
      for (const verb of file.notAllowed) {
        if (entry.verbs[verb as Verb] !== "not-allowed")
          problems.push(`app/api/${file.route}: ${verb} is methodsNotAllowed() but the table gives it a probe`);
      }
      for (const verb of file.handled) {
        if (entry.verbs[verb as Verb] === "not-allowed")
          problems.push(`app/api/${file.route}: ${verb} has a handler but the table says not-allowed`);
      }
    }
    const routesOnDisk = new Set(onDisk.map((file) => file.route));
    for (const entry of API_ROUTES) {
      if (!routesOnDisk.has(entry.route)) problems.push(`the table names app/api/${entry.route}/route.ts, which does not exist`);
    }
    expect(table.size, "one table entry per route").toBe(API_ROUTES.length);
    expect(problems).toEqual([]);
    expect(onDisk.length).toBeGreaterThan(40);
  });

  test("every page.tsx is in the table, and the table names no page that is gone", () => {
    const onDisk = new Set(pageFolders(appDir()));
    const listed = new Set(PAGES.map((page) => page.page));
    expect(listed.size, "one table entry per page").toBe(PAGES.length);
    expect([...onDisk].filter((page) => !listed.has(page)).map((page) => `app/${page}/page.tsx is not in the table`)).toEqual([]);
    expect(
      [...listed].filter((page) => !onDisk.has(page)).map((page) => `the table names app/${page}/page.tsx, which does not exist`),
    ).toEqual([]);
    expect(onDisk.size).toBeGreaterThan(30);
  });

  test("every file served from app/ outside pages and /api is in the table of public files", () => {
    const onDisk = new Set(publicFileSources(appDir()));
    const listed = new Set(PUBLIC_FILES.map((file) => file.source));
    expect([...onDisk].filter((source) => !listed.has(source)).map((source) => `app/${source} is not in PUBLIC_FILES`)).toEqual([]);
    expect(
      [...listed].filter((source) => !onDisk.has(source)).map((source) => `PUBLIC_FILES names app/${source}, which does not exist`),
    ).toEqual([]);
  });

  test("the parser reads every export style a route file uses", async () => {
    const { exportedVerbs } = await import("./support/app-files");
    expect(
      exportedVerbs(
        `export const GET = withSession(a);\nexport async function POST() {}\nexport const { PUT, PATCH } = methodsNotAllowed("GET");`,
      ),
    ).toEqual({ handled: ["GET", "POST"], notAllowed: ["PATCH", "PUT"] });
    expect(exportedVerbs(`export { handler as GET, handler as POST, DELETE };`)).toEqual({
      handled: ["DELETE", "GET", "POST"],
      notAllowed: [],
    });
  });
});

/**
 * Object-level rules (PRODUCT.md#roles plus server/users): a specialist acts on itself only.
 * tests/api/users-manage.spec.ts already proves, with x-access-token, that a specialist gets 403 on
 * another user's details, avatar, update and removal and on the full user list, and that it may read
 * itself and change its own avatar. These extend it to the browser (cookie + CSRF) path, the pages,
 * the list filter, existence probing and a role taken away mid-session.
 */
test.describe("object-level checks", () => {
  const FORBIDDEN = "You are not authorised to perform this request!";

  test("a specialist's browser session cannot read, change the avatar of, update or remove another user; nothing changes", async ({
    request,
    playwright,
    baseURL,
  }) => {
    const admin = await apiLogin(request, "admin");
    const { user: other } = await createUserViaApi(request, admin);
    const before = await request.get(`${API}/users/details/${other._id}`, { headers: tokenHeaders(admin) });
    expect(before.status()).toBe(200);

    const browser = await playwright.request.newContext({ baseURL });
    try {
      const { xsrfToken } = await browserLogin(browser, "specialist");
      const csrf = { "x-xsrf-token": xsrfToken };
      const picture = await pictureDataUrl(32, 32);
      await expectApiError(await browser.get(`${API}/users/details/${other._id}`), 403, { message: FORBIDDEN });
      await expectApiError(await browser.put(`${API}/users/${other._id}/update/avatar`, { headers: csrf, data: { picture } }), 403, {
        message: FORBIDDEN,
      });
      await expectApiError(
        await browser.put(`${API}/users/update`, { headers: csrf, data: updateBodyOf(other, { firstName: "Hijacked", role: "admin" }) }),
        403,
        { message: FORBIDDEN },
      );
      await expectApiError(await browser.delete(`${API}/users/remove/${other._id}`, { headers: csrf }), 403, { message: FORBIDDEN });
    } finally {
      await browser.dispose();
    }
    const after = await request.get(`${API}/users/details/${other._id}`, { headers: tokenHeaders(admin) });
    expect(await after.json()).toEqual(await before.json());
  });

  test("a specialist cannot tell whether a user id exists: another user's id and an unused one are both 403", async ({ request }) => {
    const specialist = await apiLogin(request, "specialist");
    const adminId = await fixtureUserId("admin");
    for (const id of [adminId, UNUSED_ID]) {
      await expectApiError(await request.get(`${API}/users/details/${id}`, { headers: tokenHeaders(specialist) }), 403);
      await expectApiError(await request.put(`${API}/users/${id}/update/avatar`, { headers: tokenHeaders(specialist), data: {} }), 403);
    }
  });

  test("a specialist lists specialists only: the picker's filter shows no admin, any other role filter is 403", async ({ request }) => {
    const specialist = await apiLogin(request, "specialist");
    const list = await request.get(`${API}/users`, {
      headers: tokenHeaders(specialist),
      params: { role: "property-specialist", limit: 500 },
    });
    expect(list.status()).toBe(200);
    const users = (await list.json()) as { role: string; email: string }[];
    expect(users.length).toBeGreaterThan(0);
    expect(users.filter((user) => user.role !== "property-specialist")).toEqual([]);
    expect(users.map((user) => user.email)).not.toContain(TEST_USERS.admin.email);
    const otherFilters: Record<string, string>[] = [{ role: "admin" }, { firstName: "Erin" }, { role: "admin", firstName: "Erin" }];
    for (const params of otherFilters) {
      await expectApiError(await request.get(`${API}/users`, { headers: tokenHeaders(specialist), params }), 403, { message: FORBIDDEN });
    }
  });

  test("the user pages of a real user: the admin sees them, a specialist is sent to the dashboard without the user's data", async ({
    playwright,
    baseURL,
  }) => {
    const adminId = await fixtureUserId("admin");
    for (const who of ["admin", "specialist"] as const) {
      const browser = await playwright.request.newContext({ baseURL });
      try {
        await browserLogin(browser, who);
        for (const url of [`/users/view/${adminId}`, `/users/user-details/${adminId}`, "/users"]) {
          const response = await browser.get(url, { maxRedirects: 0 });
          const html = await response.text();
          if (who === "admin") {
            await expectPage(response, { status: 200 });
            expect(html, `${url} shows the admin's e-mail to an admin`).toContain(TEST_USERS.admin.email);
          } else {
            expect((await outcomeOf(response)).redirectTo, url).toBe("/dashboard?denied=users");
            expect(html, `${url} must not show the admin's e-mail to a specialist`).not.toContain(TEST_USERS.admin.email);
          }
        }
      } finally {
        await browser.dispose();
      }
    }
  });

  test("an admin made a specialist loses the admin routes and pages at once, in the session it already holds", async ({
    request,
    playwright,
    baseURL,
  }) => {
    const admin = await apiLogin(request, "admin");
    const { user, password } = await createUserViaApi(request, admin, { role: "admin" });
    const token = await loginAs(request, user.email, password);
    const browser = await playwright.request.newContext({ baseURL });
    try {
      const { xsrfToken } = await browserLogin(browser, { email: user.email, password });
      expect((await browser.get(`${API}/users`)).status()).toBe(200);
      await expectPage(await browser.get("/users", { maxRedirects: 0 }), { status: 200 });

      const demoted = await request.put(`${API}/users/update`, {
        headers: tokenHeaders(admin),
        data: updateBodyOf(user, { role: "property-specialist" }),
      });
      expect(demoted.status(), await demoted.text()).toBe(200);

      await expectApiError(await browser.get(`${API}/users`), 403);
      await expectApiError(await browser.post(`${API}/users/register`, { headers: { "x-xsrf-token": xsrfToken }, data: {} }), 403);
      await expectApiError(await request.get(`${API}/users`, { headers: tokenHeaders(token) }), 403);
      expect((await outcomeOf(await browser.get("/users", { maxRedirects: 0 }))).redirectTo).toBe("/dashboard?denied=users");
      // Still signed in: the rest of the console works.
      expect((await browser.get(`${API}/clients?limit=1`)).status()).toBe(200);
    } finally {
      await browser.dispose();
    }
  });
});
