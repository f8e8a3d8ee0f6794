/**
 * What gets fuzzed: every write endpoint under app/api/v1 (PRODUCT.md#api) by its
 * body, path ids and path segments; every list endpoint by its query string;
 * the detail and delete routes by the ids in their paths; logout by its
 * credentials. Each target is a fast-check arbitrary of requests that must
 * all be refused, with the statuses allowed.
 */
import fc from "fast-check";
import type { ZodType } from "zod";
import { AVATAR_LIMITS, jsonBodyLimitFor, LISTING_PICTURE_LIMITS } from "@/lib/domain/pictures";
import {
  accountListQuerySchema,
  createTransactionSchema,
  entryReasonSchema,
  registerAccountSchema,
  transactionListQuerySchema,
  updateAccountSchema,
} from "@/lib/schemas/account";
import { statementQuerySchema } from "@/lib/schemas/statement";
import { signInSchema } from "@/lib/schemas/auth";
import { forgotPasswordSchema, resetPasswordSchema } from "@/lib/schemas/password-reset";
import {
  backupCodesRegenerateSchema,
  passkeyLoginSchema,
  securitySettingsSchema,
  secondFactorLoginSchema,
  totpConfirmSchema,
} from "@/lib/schemas/second-factor";
import { clientSchemas, serviceProviderSchemas } from "@/lib/schemas/contact-party";
import { createListingSchema, listingListQuerySchema, updateListingSchema } from "@/lib/schemas/listing";
import { createReminderSchema, reminderListQuerySchema, updateReminderSchema } from "@/lib/schemas/reminder";
import {
  createServiceOrderSchema,
  serviceOrderListQuerySchema,
  serviceOrderStatusSchema,
  updateServiceOrderSchema,
} from "@/lib/schemas/service-order";
import { createUserSchema, updateUserSchema, userAvatarSchema, userListQuerySchema } from "@/lib/schemas/user";
import { tenantListQuerySchema } from "@/lib/schemas/tenant";
import { createSavedFilterSchema, savedFilterListQuerySchema, updateSavedFilterSchema } from "@/lib/schemas/saved-filter";
import { OPERATORS, quickFindQuerySchema, SEARCH_ENTITIES, type Criterion, type SearchEntity } from "@/lib/schemas/search";
import { exportQuerySchema } from "@/server/export/export-list";
import { resolveCriteria } from "@/server/search/criteria";
import { SEARCHES } from "@/server/search/registry";
import { TEST_USERS } from "@/tests/support/test-users";
import { breaksInputRules, malformedBodies, mustBeRefused, type RefusalRules } from "./bodies";
import { bodies, type Fixtures } from "./fixtures";
import type { BrowserSession, FuzzRequest } from "./http";
import { headerValue, nastyString } from "./values";

export interface FuzzTarget {
  name: string;
  runs: number;
  requests: fc.Arbitrary<FuzzRequest>;
  /** The statuses a refusal may have here (any 4xx when absent). */
  expected?: readonly number[];
}

export interface Credentials {
  token: string;
  browser: BrowserSession;
}

const API = "/api/v1";
const DEFAULT_MAX_BYTES = 256 * 1024;
const BAD_INPUT = [400, 413] as const;
/** A JSON route refuses any other declared body type (or none) before reading the body. */
const NOT_JSON = [415] as const;
const isJsonType = (type: string | null) => type?.split(";", 1)[0]!.trim().toLowerCase() === "application/json";
/**
 * Node's HTTP server refuses a request line and headers over 16 KB with a bare
 * 431 before the app sees them; path segments and query strings stay under
 * this so that every request reaches the route handler being fuzzed.
 */
const MAX_URL_PART = 12_000;

interface BodyEndpoint {
  method: "POST" | "PUT";
  path: string;
  valid: Record<string, unknown>;
  rules: RefusalRules;
  /** Public routes take no credentials. */
  isPublic?: boolean;
}

/** The write endpoints that take a JSON body, each with a valid body to start from. */
export function bodyEndpoints(f: Fixtures): BodyEndpoint[] {
  const listingLimit = jsonBodyLimitFor(LISTING_PICTURE_LIMITS);
  const refs = { clientId: f.clientId, specialistId: f.specialistId };
  const rules = (schema: ZodType, maxBytes = DEFAULT_MAX_BYTES): RefusalRules => ({ schema, maxBytes });
  return [
    {
      method: "POST",
      path: "/auth/admin/login",
      valid: { email: TEST_USERS.admin.email, password: TEST_USERS.admin.password },
      rules: rules(signInSchema),
      isPublic: true,
    },
    // "Forgot your password?": bodies of a few hundred bytes (4 KB limit); an unknown address still answers 202.
    {
      method: "POST",
      path: "/auth/password/forgot",
      valid: { email: "nobody@agency.test" },
      rules: rules(forgotPasswordSchema, 4096),
      isPublic: true,
    },
    {
      method: "POST",
      path: "/auth/password/reset",
      valid: { token: "A".repeat(43), password: "Fuzz!Secret9" },
      rules: rules(resetPasswordSchema, 4096),
      isPublic: true,
    },
    // Two-step sign-in: the second step and a passkey alone (public), and the signed-in person's set-up.
    {
      method: "POST",
      path: "/auth/admin/login/second-factor",
      valid: { challengeToken: "A".repeat(43), code: "123456" },
      rules: rules(secondFactorLoginSchema),
      isPublic: true,
    },
    {
      method: "POST",
      path: "/auth/passkey/login",
      valid: { response: { id: "AAAA", rawId: "AAAA", type: "public-key", response: {} } },
      rules: rules(passkeyLoginSchema),
      isPublic: true,
    },
    { method: "POST", path: "/users/me/second-factor/totp/confirm", valid: { code: "123456" }, rules: rules(totpConfirmSchema) },
    { method: "POST", path: "/users/me/second-factor/backup-codes", valid: { code: "123456" }, rules: rules(backupCodesRegenerateSchema) },
    { method: "PUT", path: "/settings/security", valid: { requireSecondFactor: "none" }, rules: rules(securitySettingsSchema) },
    { method: "POST", path: "/clients/register", valid: bodies.client(), rules: rules(clientSchemas.create) },
    { method: "PUT", path: "/clients/update", valid: { ...bodies.client(), _id: f.clientId }, rules: rules(clientSchemas.update) },
    { method: "POST", path: "/listings/register", valid: bodies.listing(refs), rules: rules(createListingSchema, listingLimit) },
    {
      method: "PUT",
      path: "/listings/update",
      valid: { ...bodies.listing(refs), _id: f.listingId },
      rules: rules(updateListingSchema, listingLimit),
    },
    { method: "POST", path: "/services/providers/register", valid: bodies.provider(), rules: rules(serviceProviderSchemas.create) },
    {
      method: "PUT",
      path: "/services/providers/update",
      valid: { ...bodies.provider(), _id: f.providerId },
      rules: rules(serviceProviderSchemas.update),
    },
    {
      method: "POST",
      path: "/services/orders/register",
      valid: bodies.order({ listingId: f.listingId, providerId: f.providerId }),
      rules: rules(createServiceOrderSchema),
    },
    {
      method: "PUT",
      path: "/services/orders/update",
      valid: { ...bodies.order({ listingId: f.listingId, providerId: f.providerId }), _id: f.orderId },
      rules: rules(updateServiceOrderSchema),
    },
    { method: "POST", path: "/reminders/register", valid: bodies.reminder({ listingId: f.listingId }), rules: rules(createReminderSchema) },
    {
      method: "PUT",
      path: "/reminders/update",
      valid: { ...bodies.reminder({ listingId: f.listingId }), _id: f.reminderId },
      rules: rules(updateReminderSchema),
    },
    { method: "POST", path: "/accounts/register", valid: { clientRef: f.clientId }, rules: rules(registerAccountSchema) },
    { method: "PUT", path: "/accounts/update", valid: { _id: f.clientId }, rules: rules(updateAccountSchema) },
    {
      method: "POST",
      path: "/accounts/transactions/register",
      valid: bodies.transaction({ clientId: f.clientId }),
      rules: rules(createTransactionSchema),
    },
    {
      method: "POST",
      path: `/accounts/${f.clientId}/transactions/${f.transactionIds[0]!}/reverse`,
      valid: { reason: "Posted twice" },
      rules: rules(entryReasonSchema),
    },
    { method: "POST", path: "/users/register", valid: bodies.user(), rules: rules(createUserSchema) },
    {
      method: "PUT",
      path: "/users/update",
      valid: { ...bodies.user(), _id: f.userId, password: "" },
      rules: rules(updateUserSchema),
    },
    {
      method: "POST",
      path: "/filters/register",
      valid: bodies.savedFilter(),
      rules: { ...rules(createSavedFilterSchema), alsoRefused: (body) => criteriaRefused((body as { entity: SearchEntity }).entity, body) },
    },
    {
      method: "PUT",
      path: "/filters/update",
      valid: { ...bodies.savedFilter(), _id: f.savedFilterId },
      rules: { ...rules(updateSavedFilterSchema), alsoRefused: (body) => criteriaRefused("listings", body) },
    },
    {
      method: "PUT",
      path: `/users/${f.userId}/update/avatar`,
      valid: { picture: f.picture },
      rules: {
        schema: userAvatarSchema,
        maxBytes: jsonBodyLimitFor(AVATAR_LIMITS),
        // Any picture other than the real one is not an image the server can store.
        alsoRefused: (body) => (body as { picture?: unknown }).picture !== f.picture,
      },
    },
  ];
}

/**
 * Criteria the schemas accept but the entity's fields refuse (an unknown field, an operator or a
 * value of the wrong type): still a 400, decided by server/search/criteria.ts.
 */
function criteriaRefused(entity: SearchEntity, input: unknown): boolean {
  const criteria = (input as { criteria?: Criterion[] }).criteria;
  if (!criteria) return false;
  try {
    resolveCriteria(SEARCHES[entity], criteria, undefined, { role: "admin" }); // the fuzzer signs in as the admin
    return false;
  } catch {
    return true;
  }
}

type Auth = "token" | "cookie with its CSRF token" | "cookie without a CSRF token" | "cookie with a wrong CSRF token";

function authHeaders(auth: Auth, credentials: Credentials, wrongCsrf: string): Record<string, string> {
  const { token, browser } = credentials;
  switch (auth) {
    case "token":
      return { "x-access-token": token };
    case "cookie with its CSRF token":
      return { cookie: browser.cookie, "x-xsrf-token": browser.xsrfToken };
    case "cookie without a CSRF token":
      return { cookie: browser.cookie };
    case "cookie with a wrong CSRF token":
      return { cookie: browser.cookie, "x-xsrf-token": wrongCsrf };
  }
}

/** A body target: malformed bodies the schema refuses, sent with the token or (sometimes) the browser's cookie. */
function bodyTarget(endpoint: BodyEndpoint, credentials: Credentials, runs: number): FuzzTarget[] {
  const bodies = malformedBodies(endpoint.valid).filter((body) => mustBeRefused(body.text, endpoint.rules));
  const path = `${API}${endpoint.path}`;
  const request = (auth: Auth | null) =>
    fc
      .tuple(
        bodies,
        headerValue.filter((value) => value !== credentials.browser.xsrfToken),
      )
      .map(([body, wrongCsrf]): FuzzRequest => ({
        method: endpoint.method,
        path,
        headers: {
          ...(body.contentType ? { "content-type": body.contentType } : {}),
          ...(auth ? authHeaders(auth, credentials, wrongCsrf) : {}),
          "x-fuzz-case": encodeURIComponent(body.kind).slice(0, 200),
        },
        body: body.text,
        ...(isJsonType(body.contentType) ? {} : { expected: NOT_JSON }),
      }));
  if (endpoint.isPublic)
    return [
      { name: `${endpoint.method} ${endpoint.path.replace(UUID_PATTERN, "{id}")}`, runs, requests: request(null), expected: BAD_INPUT },
    ];
  // The CSRF check comes first: a cookie without the matching token is 403 whatever the body.
  return [
    {
      name: `${endpoint.method} ${endpoint.path.replace(UUID_PATTERN, "{id}")}`,
      runs,
      requests: request("token"),
      expected: BAD_INPUT,
    },
    {
      name: `${endpoint.method} ${endpoint.path.replace(UUID_PATTERN, "{id}")} (browser session)`,
      runs: Math.max(10, Math.round(runs / 5)),
      requests: fc
        .constantFrom<Auth>("cookie with its CSRF token", "cookie without a CSRF token", "cookie with a wrong CSRF token")
        .chain((auth) =>
          request(auth).map((req) => ({
            ...req,
            auth,
            expected: auth === "cookie with its CSRF token" ? (req.expected ?? BAD_INPUT) : ([403] as const),
          })),
        ),
    },
  ];
}

/** A path segment that names no record: anything but a real id (in any case), never "." or ".." (the URL would change route). */
function foreignSegment(realIds: string[]): fc.Arbitrary<string> {
  const real = new Set(realIds.map((id) => id.toLowerCase()));
  return (
    fc
      .oneof(nastyString, fc.uuid(), fc.constantFrom("0", "-1", "null", "undefined", "00000000-0000-0000-0000-000000000000", "{id}"))
      // A lone surrogate cannot be put in a URL at all (encodeURIComponent throws).
      .filter(
        (segment) => segment.length > 0 && segment.length < 4_000 && segment.isWellFormed() && !real.has(segment.trim().toLowerCase()),
      )
      .map(encodeURIComponent)
      .filter((encoded) => encoded !== "." && encoded !== ".." && encoded.length <= MAX_URL_PART)
  );
}

function idTargets(f: Fixtures, credentials: Credentials, runs: number): FuzzTarget[] {
  // The entity names are real path segments too (/search/fields/{entity}, /export/{entity}).
  const realIds = [
    f.clientId,
    f.listingId,
    f.providerId,
    f.orderId,
    f.reminderId,
    f.userId,
    f.specialistId,
    f.savedFilterId,
    ...f.transactionIds,
    ...SEARCH_ENTITIES,
  ];
  const segment = foreignSegment(realIds);
  const headers = { "x-access-token": credentials.token };
  const target = (method: "GET" | "DELETE", name: string, path: (id: string) => string, count = runs): FuzzTarget => ({
    name: `${method} ${name}`,
    runs: count,
    requests: segment.map((id) => ({ method, path: `${API}${path(id)}`, headers })),
    expected: [404, 405],
  });
  const reads = Math.max(10, Math.round(runs / 2));
  return [
    target("DELETE", "/clients/remove/{id}", (id) => `/clients/remove/${id}`),
    target("DELETE", "/listings/remove/{id}", (id) => `/listings/remove/${id}`),
    target("DELETE", "/services/providers/remove/{id}", (id) => `/services/providers/remove/${id}`),
    target("DELETE", "/services/orders/remove/{id}", (id) => `/services/orders/remove/${id}`),
    target("DELETE", "/reminders/remove/{id}", (id) => `/reminders/remove/${id}`),
    target("DELETE", "/accounts/remove/{id}", (id) => `/accounts/remove/${id}`),
    target("DELETE", "/users/remove/{id}", (id) => `/users/remove/${id}`),
    target("DELETE", "/filters/remove/{id}", (id) => `/filters/remove/${id}`),
    target("GET", "/search/fields/{entity}", (id) => `/search/fields/${id}`, reads),
    target("GET", "/export/{entity}", (id) => `/export/${id}`, reads),
    {
      name: "DELETE /accounts/{clientId}/transactions/remove/{transactionId}",
      runs,
      requests: fc
        .oneof(
          segment.map((id) => [id, f.transactionIds[0]!] as const),
          segment.map((id) => [f.clientId, id] as const),
          fc.tuple(segment, segment),
        )
        .map(([clientId, transactionId]) => ({
          method: "DELETE" as const,
          path: `${API}/accounts/${clientId}/transactions/remove/${transactionId}`,
          headers,
        })),
      expected: [404, 405],
    },
    target("GET", "/clients/details/{id}", (id) => `/clients/details/${id}`, reads),
    target("GET", "/listings/details/{id}", (id) => `/listings/details/${id}`, reads),
    target("GET", "/listings/count/{clientId}", (id) => `/listings/count/${id}`, reads),
    target("GET", "/services/providers/details/{id}", (id) => `/services/providers/details/${id}`, reads),
    target("GET", "/services/orders/details/{id}", (id) => `/services/orders/details/${id}`, reads),
    target("GET", "/reminders/details/{id}", (id) => `/reminders/details/${id}`, reads),
    target("GET", "/users/details/{id}", (id) => `/users/details/${id}`, reads),
    target("GET", "/files/{id}", (id) => `/files/${id}`, reads),
  ];
}

/** PUT /services/orders/update/status/{id}/{status}: an unknown status (400) or an unknown order (404). */
function statusTarget(f: Fixtures, credentials: Credentials, runs: number): FuzzTarget {
  const realIds = [f.orderId, f.clientId, f.listingId];
  const badStatus = nastyString.filter(
    (status) =>
      status.length > 0 && status.isWellFormed() && !serviceOrderStatusSchema.safeParse(status).success && !breaksInputRules(status),
  );
  return {
    name: "PUT /services/orders/update/status/{id}/{status}",
    runs,
    requests: fc
      .oneof(
        badStatus.map((status) => [f.orderId, encodeURIComponent(status)] as const),
        foreignSegment(realIds).map((id) => [id, "APPROVED"] as const),
      )
      .filter(([, status]) => status !== "." && status !== ".." && status.length <= MAX_URL_PART)
      .map(([id, status]) => ({
        method: "PUT" as const,
        path: `${API}/services/orders/update/status/${id}/${status}`,
        headers: { "x-access-token": credentials.token },
      })),
    expected: [400, 404, 405],
  };
}

/** POST /auth/logout with credentials that name no session: 401, and no session ends. */
function logoutTarget(runs: number): FuzzTarget {
  return {
    name: "POST /auth/logout (forged credentials)",
    runs,
    requests: fc
      .oneof(
        headerValue.map((token) => ({ "x-access-token": token })),
        headerValue.map((value) => ({ cookie: `next-auth.session-token=${value}` })),
        // The XSRF value goes in twice (cookie and header): kept under Node's 16 KB header limit (a bare 431 before the app).
        fc
          .tuple(headerValue, headerValue)
          .filter(([session, xsrf]) => session.length + 2 * xsrf.length < MAX_URL_PART)
          .map(([session, xsrf]) => ({
            cookie: `next-auth.session-token=${session}; XSRF-TOKEN=${xsrf}`,
            "x-xsrf-token": xsrf,
          })),
      )
      .map((headers) => ({ method: "POST" as const, path: `${API}/auth/logout`, headers })),
    expected: [401, 403],
  };
}

interface QueryEndpoint {
  path: string;
  schema: ZodType;
  keys: string[];
  /** A list with the Finder's criteria: structured criteria are generated too, and refused by the entity's fields as well. */
  entity?: SearchEntity;
}

const FINDER = ["criteria", "sort", "order"];

function queryEndpoints(f: Fixtures): QueryEndpoint[] {
  const page = ["skip", "limit"];
  const keysOf: Record<SearchEntity, string[]> = {
    clients: ["name"],
    listings: ["propertySpecialist", "client", "propertyName"],
    "service-providers": ["name"],
    "service-orders": ["serviceProviderRef", "listingRef", "status", "listing", "provider", "sortItems"],
    reminders: ["sortItems", "specialist", "property", "listingName", "date", "upcoming"],
    accounts: ["name", "accountBalance"],
    users: ["firstName", "role"],
    tenants: ["name"],
  };
  return [
    { path: "/clients", schema: clientSchemas.listQuery, keys: [...page, ...keysOf.clients, ...FINDER], entity: "clients" },
    { path: "/listings", schema: listingListQuerySchema, keys: [...page, ...keysOf.listings, ...FINDER], entity: "listings" },
    {
      path: "/services/providers",
      schema: serviceProviderSchemas.listQuery,
      keys: [...page, ...keysOf["service-providers"], ...FINDER],
      entity: "service-providers",
    },
    {
      path: "/services/orders",
      schema: serviceOrderListQuerySchema,
      keys: [...page, ...keysOf["service-orders"], ...FINDER],
      entity: "service-orders",
    },
    { path: "/reminders", schema: reminderListQuerySchema, keys: [...page, ...keysOf.reminders, ...FINDER], entity: "reminders" },
    { path: "/accounts", schema: accountListQuerySchema, keys: [...page, ...keysOf.accounts, ...FINDER], entity: "accounts" },
    { path: "/accounts/transactions", schema: transactionListQuerySchema, keys: [...page, "client"] },
    { path: "/users", schema: userListQuerySchema, keys: [...page, ...keysOf.users, ...FINDER], entity: "users" },
    { path: "/tenants", schema: tenantListQuerySchema, keys: [...page, ...keysOf.tenants, ...FINDER], entity: "tenants" },
    { path: `/accounts/${f.clientId}/statement`, schema: statementQuerySchema, keys: ["from", "to", "format"] },
    { path: "/search", schema: quickFindQuerySchema, keys: ["q", "limit"] },
    { path: "/filters", schema: savedFilterListQuerySchema, keys: ["entity"] },
    ...SEARCH_ENTITIES.map((entity) => ({
      path: `/export/${entity}`,
      schema: exportQuerySchema(entity),
      keys: [...keysOf[entity], ...FINDER],
      entity,
    })),
  ];
}

/** Criteria arrays that look like the real thing: the entity's field names and the operators, with values of every kind. */
function criteriaText(entity: SearchEntity): fc.Arbitrary<string> {
  const fieldNames = SEARCHES[entity].fields.map((field) => field.name);
  const criterion = fc.record({
    fieldName: fc.oneof({ arbitrary: fc.constantFrom(...fieldNames), weight: 3 }, nastyString),
    operator: fc.oneof({ arbitrary: fc.constantFrom(...OPERATORS), weight: 3 }, nastyString),
    value: fc.oneof(
      nastyString,
      fc.double(),
      fc.integer(),
      fc.boolean(),
      fc.array(nastyString, { maxLength: 3 }),
      fc.constant(null),
      fc.object(),
    ),
  });
  return fc.array(criterion, { minLength: 1, maxLength: 4 }).map((criteria) => JSON.stringify(criteria));
}

const UUID_PATTERN = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;

const RAW_QUERY_JUNK = ["", "&", "&&&", "=", "%", "%ZZ", "%u0041", "a[]=1&a[]=2", "skip", "limit=", "%00=%00"] as const;

/** Query strings the list's schema refuses (read the way the server reads them: the last value of a repeated key wins). */
function queryTarget(endpoint: QueryEndpoint, credentials: Credentials, runs: number): FuzzTarget {
  const key = fc.oneof(
    { arbitrary: fc.constantFrom(...endpoint.keys), weight: 4 },
    nastyString.filter((text) => text.length < 200),
  );
  const plain = fc.oneof(nastyString, fc.constantFrom("-1", "0", "501", "1e3", "1.5", "true", "ALL", "2026-02-30", "", "a".repeat(201)));
  const pairs = endpoint.entity
    ? fc.oneof(
        fc.tuple(key, plain),
        fc.tuple(fc.constant("criteria"), criteriaText(endpoint.entity)),
        fc.tuple(fc.constantFrom("sort", "order"), fc.oneof(nastyString, fc.constantFrom("name", "password", "id", "ASC", "desc;"))),
      )
    : fc.tuple(key, plain);
  const query = fc
    .tuple(fc.array(pairs, { minLength: 1, maxLength: 6 }), fc.constantFrom(...RAW_QUERY_JUNK))
    .map(([pairs, junk]) => {
      const encoded = new URLSearchParams(pairs.map(([name, text]) => [name, text.slice(0, 2_000)])).toString();
      return junk ? `${encoded}&${junk}` : encoded;
    })
    .filter((text) => {
      if (text.length > MAX_URL_PART) return false;
      const query = Object.fromEntries(new URLSearchParams(text).entries());
      if (breaksInputRules(query)) return true;
      const parsed = endpoint.schema.safeParse(query);
      if (!parsed.success) return true;
      return endpoint.entity !== undefined && criteriaRefused(endpoint.entity, parsed.data);
    });
  return {
    name: `GET ${endpoint.path.replace(UUID_PATTERN, "{clientId}")}?…`,
    runs,
    requests: query.map((text) => ({
      method: "GET" as const,
      path: `${API}${endpoint.path}?${text}`,
      headers: { "x-access-token": credentials.token },
    })),
    expected: [400],
  };
}

/** GET /files/{id}?variant=…: only full and thumbnail exist. */
function fileVariantTarget(fileId: string, credentials: Credentials, runs: number): FuzzTarget {
  return {
    name: "GET /files/{id}?variant=…",
    runs,
    requests: nastyString
      .filter((variant) => variant !== "full" && variant !== "thumbnail")
      .map((variant) => ({
        method: "GET" as const,
        path: `${API}/files/${fileId}?${new URLSearchParams({ variant: variant.slice(0, 1_000) })}`,
        headers: { "x-access-token": credentials.token },
      })),
    expected: [400],
  };
}

export function allTargets(f: Fixtures, credentials: Credentials, runs: number, pictureFileId: string): FuzzTarget[] {
  return [
    ...bodyEndpoints(f).flatMap((endpoint) => bodyTarget(endpoint, credentials, runs)),
    statusTarget(f, credentials, runs),
    logoutTarget(runs),
    ...idTargets(f, credentials, runs),
    ...queryEndpoints(f).map((endpoint) => queryTarget(endpoint, credentials, runs)),
    fileVariantTarget(pictureFileId, credentials, Math.max(10, Math.round(runs / 2))),
  ];
}
