/**
 * Who may call what: every route handler under app/api (each verb its route.ts exports) and
 * every page under app/. tests/api/access-control.spec.ts calls each entry as every kind of
 * caller and checks the answer, and fails when this table and the files on disk disagree.
 *
 * How access is decided (read from the code, not assumed):
 * - API: withSession() in server/api/handler.ts: no live session → 401 (before anything else),
 *   cookie session on a state-changing verb without the matching X-XSRF-TOKEN → 403, `roles`
 *   option not met → 403. Self-or-admin routes call assertMayActOn() (server/users/get-user.ts)
 *   before reading the body → 403. withPublic() checks nothing.
 * - Verbs answered by methodsNotAllowed() are 405 for EVERY caller, signed in or not: they never
 *   look at the session (they do nothing, and the route's existence is no secret: its other
 *   verbs answer 401, unknown paths 404).
 * - Pages: proxy.ts sends requests without any session cookie to /login (307); with a cookie,
 *   requirePageSession() (server/auth/page-session.ts) sends a dead session to /login?expired=1
 *   and a user without the role to the dashboard, which says why (/dashboard?denied=<area>).
 *   Pages read the cookie only: x-access-token grants nothing there. An unknown record id, or
 *   an address no page has, answers a real HTTP 404 (server/pages.ts requireRecord; the
 *   catch-all (console)/[...missing]).
 */
export const VERBS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
export type Verb = (typeof VERBS)[number];

/**
 * public: no session needed. signed-in: any active user. admin: admins only (403 for a
 * specialist). self-or-admin: the user named in the path ({user}) or an admin.
 */
export type Access = "public" | "signed-in" | "admin" | "self-or-admin";

export interface Probe {
  access: Access;
  /** The status an allowed caller gets: it proves the guard let the call through. Writes use an invalid body or an unknown id (400/404), so nothing shared changes. */
  passes: number;
  /** Overrides the route's url for this probe (a query, another sample). */
  url?: string;
  /** A JSON body (state-changing verbs). */
  body?: unknown;
  /** Calling it ends the caller's session (logout): allowed callers use a session of their own. */
  endsSession?: boolean;
  /** Why this probe is shaped the way it is, when it is not obvious. */
  note?: string;
}

export type VerbRule = "not-allowed" | Probe | Probe[];

export interface ApiRouteEntry {
  /** The folder under app/api that holds route.ts. */
  route: string;
  /** A concrete URL: [id]-style segments filled with an id nothing uses; {user} is replaced by a user id. */
  url: string;
  /** Every verb route.ts exports: a probe (or several), or "not-allowed" for methodsNotAllowed(). */
  verbs: Partial<Record<Verb, VerbRule>>;
}

export interface PageEntry {
  /** The folder under app/ that holds page.tsx. */
  page: string;
  /** A concrete URL ([id] segments filled with an id nothing uses). */
  url: string;
  access: Exclude<Access, "self-or-admin">;
  /** What an allowed caller gets: a rendered page (200), the not-found page (404) or a redirect elsewhere. */
  passes: PageOutcome;
  /** What a live session gets instead, when that differs (the sign-in page sends it on). */
  whenSignedIn?: PageOutcome;
  /** proxy.ts lets it through without any session cookie (its PUBLIC_PAGES); every other page redirects to /login. */
  openWithoutCookie?: true;
  /** Where a signed-in user without the role is sent (admin pages). */
  deniedTo?: string;
}

export type PageOutcome = { status: 200 | 404 } | { redirectTo: string };

/** An id no record has: details and deletes answer 404 to callers who pass the guard. */
export const UNUSED_ID = "00000000-0000-4000-8000-00000000a11c";

const V1 = "/api/v1";
const allowOnly = (...verbs: Verb[]): Partial<Record<Verb, VerbRule>> =>
  Object.fromEntries(VERBS.filter((verb) => !verbs.includes(verb)).map((verb) => [verb, "not-allowed"]));

const read = (access: Access = "signed-in", passes = 200): Probe => ({ access, passes });
const unknownId = (access: Access = "signed-in"): Probe => ({ access, passes: 404 });
const invalidBody = (access: Access = "signed-in"): Probe => ({ access, passes: 400, body: {} });

function getRoute(route: string, url: string, probe: VerbRule): ApiRouteEntry {
  return { route, url, verbs: { ...allowOnly("GET"), GET: probe } };
}
function postRoute(route: string, url: string, probe: VerbRule): ApiRouteEntry {
  return { route, url, verbs: { ...allowOnly("POST"), POST: probe } };
}
function putRoute(route: string, url: string, probe: VerbRule): ApiRouteEntry {
  return { route, url, verbs: { ...allowOnly("PUT"), PUT: probe } };
}
function deleteRoute(route: string, url: string, probe: VerbRule): ApiRouteEntry {
  return { route, url, verbs: { ...allowOnly("DELETE"), DELETE: probe } };
}
function twoVerbRoute(route: string, url: string, probes: Partial<Record<Verb, VerbRule>>): ApiRouteEntry {
  return { route, url, verbs: { ...allowOnly(...(Object.keys(probes) as Verb[])), ...probes } };
}

/** A CRUD module of PRODUCT.md#api: list, details/{id}, register, update, remove/{id} — all for any signed-in user. */
function crudModule(base: string): ApiRouteEntry[] {
  return [
    getRoute(`v1/${base}`, `${V1}/${base}`, read()),
    getRoute(`v1/${base}/details/[id]`, `${V1}/${base}/details/${UNUSED_ID}`, unknownId()),
    postRoute(`v1/${base}/register`, `${V1}/${base}/register`, invalidBody()),
    putRoute(`v1/${base}/update`, `${V1}/${base}/update`, invalidBody()),
    deleteRoute(`v1/${base}/remove/[id]`, `${V1}/${base}/remove/${UNUSED_ID}`, unknownId()),
  ];
}

export const API_ROUTES: ApiRouteEntry[] = [
  // next-auth's own endpoints (the browser sign-in). Public by nature; they answer no data of ours.
  {
    route: "auth/[...nextauth]",
    url: "/api/auth/csrf",
    verbs: {
      GET: read("public"),
      POST: {
        access: "public",
        passes: 302,
        url: "/api/auth/callback/credentials",
        note: "without next-auth's CSRF token the sign-in is refused with a redirect, whoever calls",
      },
      PUT: "not-allowed",
      PATCH: "not-allowed",
      DELETE: "not-allowed",
    },
  },
  // Unknown /api/v1 paths: the JSON 404 for everyone, signed in or not.
  {
    route: "v1/[...path]",
    url: `${V1}/no-such-route`,
    verbs: Object.fromEntries(VERBS.map((verb) => [verb, read("public", 404)])),
  },

  // Authentication
  postRoute("v1/auth/admin/login", `${V1}/auth/admin/login`, {
    ...invalidBody("public"),
    note: "an invalid body never counts as a failed sign-in",
  }),
  // "Forgot your password?" (issue 29 §3.4): public by nature; an invalid body is a 400 that counts nothing.
  postRoute("v1/auth/password/forgot", `${V1}/auth/password/forgot`, invalidBody("public")),
  postRoute("v1/auth/password/reset", `${V1}/auth/password/reset`, invalidBody("public")),
  // Issue 44: the reset page asks whether its link is still good as it opens (nothing used up).
  postRoute("v1/auth/password/reset/check", `${V1}/auth/password/reset/check`, invalidBody("public")),
  // Two-step sign-in: the second step and a passkey alone are public by nature (an invalid body counts nothing).
  postRoute("v1/auth/admin/login/second-factor", `${V1}/auth/admin/login/second-factor`, invalidBody("public")),
  postRoute("v1/auth/passkey/options", `${V1}/auth/passkey/options`, {
    ...read("public"),
    note: "a challenge for a passkey alone: used once, gone in 5 minutes",
  }),
  postRoute("v1/auth/passkey/login", `${V1}/auth/passkey/login`, invalidBody("public")),
  postRoute("v1/auth/logout", `${V1}/auth/logout`, { access: "signed-in", passes: 200, endsSession: true }),
  getRoute("v1/auth/session", `${V1}/auth/session`, read()),
  getRoute("v1/health", `${V1}/health`, read("public")),
  getRoute("v1/references/stats", `${V1}/references/stats`, read()),
  getRoute("v1/files/[id]", `${V1}/files/${UNUSED_ID}`, unknownId()),

  // Documents (issue 30): any signed-in user reaches the handlers; a user's documents are then admin-only
  // (server/documents/document-access.ts, tests/api/documents.spec.ts).
  twoVerbRoute("v1/documents", `${V1}/documents`, {
    GET: { ...read("signed-in", 400), note: "no entity and recordId: the query is refused" },
    POST: { ...invalidBody(), passes: 415, note: "a JSON body is not a multipart upload" },
  }),
  getRoute("v1/documents/expiring", `${V1}/documents/expiring?limit=1`, read()),
  getRoute("v1/documents/[id]", `${V1}/documents/${UNUSED_ID}`, unknownId()),
  getRoute("v1/documents/[id]/content", `${V1}/documents/${UNUSED_ID}/content`, unknownId()),
  getRoute("v1/documents/[id]/thumbnail", `${V1}/documents/${UNUSED_ID}/thumbnail`, unknownId()),
  putRoute("v1/documents/update", `${V1}/documents/update`, invalidBody()),
  deleteRoute("v1/documents/remove/[id]", `${V1}/documents/remove/${UNUSED_ID}`, unknownId()),
  // Tenants (issue 42 §1): REST-shaped, any signed-in user.
  twoVerbRoute("v1/tenants", `${V1}/tenants`, { GET: read(), POST: invalidBody() }),
  {
    route: "v1/tenants/[id]",
    url: `${V1}/tenants/${UNUSED_ID}`,
    verbs: { ...allowOnly("GET", "PUT", "DELETE"), GET: unknownId(), PUT: { ...unknownId(), body: {} }, DELETE: unknownId() },
  },
  // Leases and the tenant's ledger (issue 42): REST-shaped, any signed-in user; charging a month is admin-only.
  twoVerbRoute("v1/leases", `${V1}/leases`, { GET: read(), POST: invalidBody() }),
  {
    route: "v1/leases/[id]",
    url: `${V1}/leases/${UNUSED_ID}`,
    verbs: { ...allowOnly("GET", "PUT", "DELETE"), GET: unknownId(), PUT: { ...unknownId(), body: {} }, DELETE: unknownId() },
  },
  postRoute("v1/leases/[id]/renew", `${V1}/leases/${UNUSED_ID}/renew`, invalidBody()),
  postRoute("v1/leases/[id]/end", `${V1}/leases/${UNUSED_ID}/end`, invalidBody()),
  getRoute("v1/leases/[id]/ledger", `${V1}/leases/${UNUSED_ID}/ledger`, unknownId()),
  postRoute("v1/leases/[id]/charges", `${V1}/leases/${UNUSED_ID}/charges`, invalidBody()),
  postRoute("v1/leases/[id]/payments", `${V1}/leases/${UNUSED_ID}/payments`, invalidBody()),
  postRoute("v1/leases/[id]/payments/[paymentId]/reverse", `${V1}/leases/${UNUSED_ID}/payments/${UNUSED_ID}/reverse`, invalidBody()),
  postRoute("v1/leases/[id]/charges/[chargeId]/waive", `${V1}/leases/${UNUSED_ID}/charges/${UNUSED_ID}/waive`, invalidBody()),
  getRoute("v1/leases/[id]/payments/[paymentId]/receipt", `${V1}/leases/${UNUSED_ID}/payments/${UNUSED_ID}/receipt`, unknownId()),
  postRoute(
    "v1/leases/[id]/payments/[paymentId]/receipt/email",
    `${V1}/leases/${UNUSED_ID}/payments/${UNUSED_ID}/receipt/email`,
    unknownId(),
  ),
  // A deposit settled once the lease has ended (issue 43 §3).
  postRoute("v1/leases/[id]/deposit/settle", `${V1}/leases/${UNUSED_ID}/deposit/settle`, invalidBody()),
  getRoute("v1/leases/[id]/deposit/settlement", `${V1}/leases/${UNUSED_ID}/deposit/settlement`, unknownId()),
  getRoute("v1/leases/[id]/deposit/settlement/letter", `${V1}/leases/${UNUSED_ID}/deposit/settlement/letter`, unknownId()),
  postRoute("v1/rent/charge", `${V1}/rent/charge`, invalidBody("admin")),
  postRoute("v1/rent/late-fees", `${V1}/rent/late-fees`, invalidBody("admin")),
  twoVerbRoute("v1/services/orders/[id]/charges", `${V1}/services/orders/${UNUSED_ID}/charges`, {
    GET: unknownId(),
    POST: { ...invalidBody(), note: "an empty body fails validation before the order is looked up" },
  }),

  // Users: management is admin-only; a user may read itself and change its own avatar.
  getRoute("v1/users", `${V1}/users`, [
    read("admin"),
    { ...read(), url: `${V1}/users?role=property-specialist`, note: "specialists may list specialists (the listing form's picker)" },
  ]),
  getRoute("v1/users/details/[id]", `${V1}/users/details/{user}`, read("self-or-admin")),
  postRoute("v1/users/register", `${V1}/users/register`, invalidBody("admin")),
  putRoute("v1/users/update", `${V1}/users/update`, invalidBody("admin")),
  deleteRoute("v1/users/remove/[id]", `${V1}/users/remove/${UNUSED_ID}`, unknownId("admin")),
  putRoute("v1/users/[id]/update/avatar", `${V1}/users/{user}/update/avatar`, invalidBody("self-or-admin")),
  {
    route: "v1/users/[id]/sign-in-lock",
    url: `${V1}/users/${UNUSED_ID}/sign-in-lock`,
    verbs: { ...allowOnly("GET", "DELETE"), GET: unknownId("admin"), DELETE: unknownId("admin") },
  },
  twoVerbRoute("v1/users/[id]/second-factor", `${V1}/users/${UNUSED_ID}/second-factor`, {
    GET: unknownId("admin"),
    DELETE: unknownId("admin"),
  }),
  // The caller's own second step: every signed-in user (and one who must still set it up).
  getRoute("v1/users/me/second-factor", `${V1}/users/me/second-factor`, read()),
  twoVerbRoute("v1/users/me/second-factor/totp", `${V1}/users/me/second-factor/totp`, {
    POST: { ...read(), note: "starts the caller's own set-up: a pending secret nothing uses until confirmed" },
    DELETE: invalidBody(),
  }),
  postRoute("v1/users/me/second-factor/totp/confirm", `${V1}/users/me/second-factor/totp/confirm`, invalidBody()),
  postRoute("v1/users/me/second-factor/backup-codes", `${V1}/users/me/second-factor/backup-codes`, invalidBody()),
  postRoute("v1/users/me/passkeys/options", `${V1}/users/me/passkeys/options`, read()),
  twoVerbRoute("v1/users/me/passkeys", `${V1}/users/me/passkeys`, { GET: read(), POST: invalidBody() }),
  deleteRoute("v1/users/me/passkeys/[id]", `${V1}/users/me/passkeys/${UNUSED_ID}`, unknownId()),
  deleteRoute("v1/users/[id]/calendar-feed", `${V1}/users/${UNUSED_ID}/calendar-feed`, unknownId("admin")),

  ...crudModule("clients"),
  ...crudModule("listings"),
  getRoute("v1/listings/count/[clientId]", `${V1}/listings/count/${UNUSED_ID}`, unknownId()),
  // A listing's gallery (issue 30 §2): whoever may read or edit the listing (any signed-in user).
  twoVerbRoute("v1/listings/[id]/pictures", `${V1}/listings/${UNUSED_ID}/pictures`, {
    GET: unknownId(),
    POST: { ...invalidBody(), passes: 415, note: "a JSON body is not a multipart upload" },
  }),
  putRoute("v1/listings/[id]/pictures/order", `${V1}/listings/${UNUSED_ID}/pictures/order`, invalidBody()),
  twoVerbRoute("v1/listings/[id]/pictures/[pictureId]", `${V1}/listings/${UNUSED_ID}/pictures/${UNUSED_ID}`, {
    PUT: { ...invalidBody(), passes: 404, note: "{} is a valid body (no caption): the unknown listing answers" },
    DELETE: unknownId(),
  }),
  ...crudModule("services/providers"),
  ...crudModule("services/orders"),
  putRoute("v1/services/orders/update/status/[id]/[status]", `${V1}/services/orders/update/status/${UNUSED_ID}/not-a-status`, {
    access: "signed-in",
    passes: 400,
    note: "an unknown status is refused before the order is looked up",
  }),
  postRoute("v1/services/orders/[id]/send", `${V1}/services/orders/${UNUSED_ID}/send`, {
    ...unknownId(),
    note: "e-mails an approved order to its provider (issue 29 §3.2); an unknown order is looked up first",
  }),
  ...crudModule("reminders"),

  // Accounts (a client's ledger)
  getRoute("v1/accounts", `${V1}/accounts`, read()),
  postRoute("v1/accounts/register", `${V1}/accounts/register`, invalidBody()),
  putRoute("v1/accounts/update", `${V1}/accounts/update`, invalidBody()),
  deleteRoute("v1/accounts/remove/[id]", `${V1}/accounts/remove/${UNUSED_ID}`, unknownId()),
  getRoute("v1/accounts/transactions", `${V1}/accounts/transactions?client=${UNUSED_ID}`, unknownId()),
  postRoute("v1/accounts/transactions/register", `${V1}/accounts/transactions/register`, invalidBody()),
  deleteRoute(
    "v1/accounts/[clientId]/transactions/remove/[transactionId]",
    `${V1}/accounts/${UNUSED_ID}/transactions/remove/${UNUSED_ID}`,
    unknownId(),
  ),
  postRoute(
    "v1/accounts/[clientId]/transactions/[transactionId]/reverse",
    `${V1}/accounts/${UNUSED_ID}/transactions/${UNUSED_ID}/reverse`,
    invalidBody(),
  ),
  getRoute("v1/accounts/[clientId]/statement", `${V1}/accounts/${UNUSED_ID}/statement?from=2024-01-01&to=2024-01-31`, unknownId()),
  postRoute("v1/accounts/[clientId]/statement/email", `${V1}/accounts/${UNUSED_ID}/statement/email`, {
    access: "signed-in",
    passes: 404,
    body: {},
  }),
  postRoute("v1/statements/send", `${V1}/statements/send`, invalidBody("admin")),

  // Finding things: quick-find, the Finder's fields, exports that follow the filter, saved filters.
  getRoute("v1/search", `${V1}/search?q=villa`, read()),
  getRoute("v1/search/fields/[entity]", `${V1}/search/fields/listings`, read()),
  getRoute("v1/export/[entity]", `${V1}/export/service-providers?name=no-such-provider-a11c`, {
    ...read(),
    note: "a filter that matches nothing keeps the probe's CSV to its header row",
  }),
  getRoute("v1/filters", `${V1}/filters?entity=listings`, read()),
  postRoute("v1/filters/register", `${V1}/filters/register`, invalidBody()),
  putRoute("v1/filters/update", `${V1}/filters/update`, invalidBody()),
  deleteRoute("v1/filters/remove/[id]", `${V1}/filters/remove/${UNUSED_ID}`, unknownId()),

  // Record history (issue 17 §2): a record's history for whoever may open it; the Activity log and its CSV for admins.
  getRoute("v1/history/[entity]/[id]", `${V1}/history/clients/${UNUSED_ID}`, unknownId()),
  getRoute("v1/history", `${V1}/history?limit=1`, read("admin")),
  getRoute("v1/history/export", `${V1}/history/export?actor=${UNUSED_ID}`, {
    ...read("admin"),
    note: "a person who changed nothing keeps the probe's CSV to its header row",
  }),

  // Calendar (issue 17): the events of a range, the private feed's token, the feed itself (its token is the credential).
  getRoute("v1/calendar", `${V1}/calendar?from=2026-01-01&to=2026-01-31`, [
    read(),
    { access: "signed-in", passes: 400, url: `${V1}/calendar?from=2026-01-01&to=2026-04-30`, note: "a range over 62 days" },
  ]),
  {
    route: "v1/calendar/token",
    url: `${V1}/calendar/token`,
    verbs: {
      ...allowOnly("POST", "DELETE"),
      POST: { access: "signed-in", passes: 201, note: "makes the caller a new feed URL (their own; replaces the last)" },
      DELETE: { access: "signed-in", passes: 204, note: "revokes the caller's own feed; nothing to revoke is fine too" },
    },
  },
  getRoute("v1/calendar/[token]", `${V1}/calendar/not-a-live-token.ics`, read("public", 404)),

  // The rent roll (issue 42 §4): both roles.
  getRoute("v1/rent-roll", `${V1}/rent-roll?limit=1`, read()),
  // The money reports (issue 43): admins.
  getRoute("v1/reports/deposits", `${V1}/reports/deposits?limit=1`, read("admin")),
  getRoute("v1/reports/agency-fees", `${V1}/reports/agency-fees?limit=1`, read("admin")),

  // Mail and jobs (issue 29): the Outbox (admins), one's own settings and test digest (202), the unsubscribe link
  // (its signed token is the credential; GET only redirects) and the tick (JOBS_TICK_SECRET is, whoever calls).
  // Issue 44: a specialist reads the messages they caused (another's is a 404); the .eml and Send again stay admin.
  getRoute("v1/outbox", `${V1}/outbox?limit=1`, read()),
  getRoute("v1/outbox/[id]", `${V1}/outbox/${UNUSED_ID}`, unknownId()),
  getRoute("v1/outbox/[id]/raw", `${V1}/outbox/${UNUSED_ID}/raw`, unknownId("admin")),
  postRoute("v1/outbox/[id]/retry", `${V1}/outbox/${UNUSED_ID}/retry`, unknownId("admin")),
  // The agency's rent settings (issue 43): admins only.
  twoVerbRoute("v1/settings/rent", `${V1}/settings/rent`, { GET: read("admin"), PUT: invalidBody("admin") }),
  // Who must have a second sign-in step: admins only.
  twoVerbRoute("v1/settings/security", `${V1}/settings/security`, { GET: read("admin"), PUT: invalidBody("admin") }),
  twoVerbRoute("v1/users/me/notifications", `${V1}/users/me/notifications`, { GET: read(), PUT: invalidBody() }),
  // The person's own preferences (issue 46): the language of the mail the console sends them; any role.
  twoVerbRoute("v1/users/me/preferences", `${V1}/users/me/preferences`, { GET: read(), PUT: invalidBody() }),
  postRoute("v1/users/me/digest", `${V1}/users/me/digest`, read("signed-in", 202)),
  twoVerbRoute("v1/notifications/unsubscribe/[token]", `${V1}/notifications/unsubscribe/not-a-token`, {
    GET: read("public", 303),
    POST: read("public", 404),
  }),
  twoVerbRoute("v1/jobs/tick", `${V1}/jobs/tick`, { GET: read("public", 401), POST: read("public", 401) }),

  // Imports (issue 31): any signed-in user (the kinds a role may import are checked per file: tests/api/imports.spec.ts);
  // an import is its owner's or an admin's, others' answer 404.
  twoVerbRoute("v1/imports", `${V1}/imports`, {
    GET: read(),
    POST: { ...invalidBody(), passes: 415, note: "a JSON body is not the multipart form an upload is" },
  }),
  twoVerbRoute("v1/imports/[id]", `${V1}/imports/${UNUSED_ID}`, { GET: unknownId(), PUT: { ...invalidBody(), passes: 404 } }),
  getRoute("v1/imports/[id]/errors.csv", `${V1}/imports/${UNUSED_ID}/errors.csv`, unknownId()),
  postRoute("v1/imports/[id]/commit", `${V1}/imports/${UNUSED_ID}/commit`, unknownId()),
  postRoute("v1/imports/[id]/undo", `${V1}/imports/${UNUSED_ID}/undo`, unknownId()),
  getRoute("v1/imports/template/[kind]", `${V1}/imports/template/clients`, read()),
];

const inConsole = (page: string) => `(console)/${page}`;
const signedInPage = (page: string, url: string, passes: PageEntry["passes"] = { status: 200 }): PageEntry => ({
  page: inConsole(page),
  url,
  access: "signed-in",
  passes,
});
/** The user-management pages (and Activity) send other roles to the dashboard, which names the area. */
const adminPage = (page: string, url: string, passes: PageEntry["passes"] = { status: 200 }, area = "users"): PageEntry => ({
  page: inConsole(page),
  url,
  access: "admin",
  passes,
  deniedTo: `/dashboard?denied=${area}`,
});
const missing = { status: 404 } as const;

/** A module's screens (the route table of PRODUCT.md#routes): list, create form, update form, view. */
function moduleScreens(module: string, detailsFolder: string): PageEntry[] {
  return [
    signedInPage(module, `/${module}`),
    signedInPage(`${module}/${detailsFolder}`, `/${module}/${detailsFolder}`),
    signedInPage(`${module}/${detailsFolder}/[id]`, `/${module}/${detailsFolder}/${UNUSED_ID}`, missing),
    signedInPage(`${module}/view/[id]`, `/${module}/view/${UNUSED_ID}`, missing),
  ];
}

export const PAGES: PageEntry[] = [
  { page: "", url: "/", access: "public", passes: { redirectTo: "/dashboard" } },
  {
    page: "login",
    url: "/login",
    access: "public",
    passes: { status: 200 },
    whenSignedIn: { redirectTo: "/dashboard" },
    openWithoutCookie: true,
  },
  // Where the offline worker sends navigations it cannot answer; it holds nothing private (docs/OFFLINE.md).
  { page: "offline", url: "/offline?from=/dashboard", access: "public", passes: { status: 200 }, openWithoutCookie: true },
  signedInPage("dashboard", "/dashboard"),
  signedInPage("calendar", "/calendar"),
  signedInPage("logout", "/logout"),
  ...moduleScreens("clients", "client-details"),
  ...moduleScreens("listings", "listing-details"),
  signedInPage("listings/details/[client]", `/listings/details/${UNUSED_ID}`, missing),
  ...moduleScreens("service-providers", "service-provider-details"),
  ...moduleScreens("service-orders", "service-order-details"),
  ...moduleScreens("reminders", "reminder-details"),
  ...moduleScreens("tenants", "tenant-details"),
  signedInPage("accounts", "/accounts"),
  signedInPage("accounts/view/[id]", `/accounts/view/${UNUSED_ID}`, missing),
  signedInPage("accounts/[id]/statement", `/accounts/${UNUSED_ID}/statement?from=2024-01-01&to=2024-01-31`, missing),
  signedInPage("rent-roll", "/rent-roll"),
  signedInPage("documents/expiring", "/documents/expiring"),
  signedInPage("leases/view/[id]", `/leases/view/${UNUSED_ID}`, missing),
  signedInPage("leases/lease-details", "/leases/lease-details"),
  signedInPage("leases/lease-details/[id]", `/leases/lease-details/${UNUSED_ID}`, missing),
  adminPage("users", "/users"),
  adminPage("users/user-details", "/users/user-details"),
  adminPage("users/user-details/[id]", `/users/user-details/${UNUSED_ID}`, missing),
  adminPage("users/view/[id]", `/users/view/${UNUSED_ID}`, missing),
  adminPage("activity", "/activity", { status: 200 }, "activity"),
  signedInPage("outbox", "/outbox"),
  adminPage("settings/rent", "/settings/rent", { status: 200 }, "rent-settings"),
  adminPage("settings/security", "/settings/security", { status: 200 }, "security-settings"),
  adminPage("reports/deposits", "/reports/deposits", { status: 200 }, "reports"),
  adminPage("reports/agency-fees", "/reports/agency-fees", { status: 200 }, "reports"),
  signedInPage("profile", "/profile"),
  // Where a person who must still set up a second sign-in step is sent (outside the console); anyone signed in may open it.
  { page: "security-setup", url: "/security-setup", access: "signed-in", passes: { status: 200 } },
  signedInPage("imports", "/imports"),
  // A digest's unsubscribe page, opened from the e-mail without signing in (a link that is not valid says so).
  // "Forgot your password?" and the page its e-mail links to: for people who cannot sign in.
  { page: "forgot-password", url: "/forgot-password", access: "public", passes: { status: 200 }, openWithoutCookie: true },
  { page: "reset-password", url: "/reset-password", access: "public", passes: { status: 200 }, openWithoutCookie: true },
  { page: "unsubscribe/[token]", url: "/unsubscribe/not-a-token", access: "public", passes: { status: 200 }, openWithoutCookie: true },
  // Any other address: the not-found page in the shell (404) for a live session.
  signedInPage("[...missing]", `/clients/${UNUSED_ID}`, missing),
];

/**
 * Files served from app/ that are neither pages nor /api routes: the web app manifest, the offline
 * worker's script, the icons. All public (browsers fetch them without the session cookie, and proxy.ts
 * lets them through); none holds data. The access-control spec fetches each as every caller and
 * checks that every such file on disk is listed.
 */
export interface PublicFileEntry {
  /** The file under app/ that serves it. */
  source: string;
  url: string;
  contentType: string;
}

export const PUBLIC_FILES: PublicFileEntry[] = [
  { source: "manifest.ts", url: "/manifest.webmanifest", contentType: "application/manifest+json" },
  { source: "serwist/[path]/route.ts", url: "/serwist/sw.js", contentType: "application/javascript" },
  { source: "icon.svg", url: "/icon.svg", contentType: "image/svg+xml" },
  { source: "apple-icon.png", url: "/apple-icon.png", contentType: "image/png" },
];
