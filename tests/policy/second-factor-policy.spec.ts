import { expect, test, type APIRequestContext } from "@playwright/test";
import { API, browserLogin, expectApiError, fakeAddress, tokenHeaders } from "@/tests/support/api";
import { API_ROUTES, VERBS, type Probe } from "@/tests/support/access-table";
import { withTestDatabase } from "@/tests/support/test-database";
import { createTotpUser, finishSignIn, freshStep, signIn, totpAt } from "@/tests/api/support/second-factor";
import { createThrowawayUser } from "@/tests/api/support/throwaway-user";

/**
 * The agency's second-step policy (PUT /settings/security), enforced on every route: it is the whole
 * agency's, so this project runs alone, after the others (playwright.config.ts "policy"), one test at a time,
 * and puts the policy back to "none" however it ends.
 */
test.describe.configure({ mode: "serial" });

/** The routes a person who must still set up a second step may call: the set-up itself, the session, sign-out. */
const OPEN_DURING_SET_UP = [/^v1\/auth\/session$/, /^v1\/auth\/logout$/, /^v1\/users\/me\/second-factor/, /^v1\/users\/me\/passkeys/];

async function setPolicy(request: APIRequestContext, token: string, requireSecondFactor: string) {
  const response = await request.put(`${API}/settings/security`, { headers: tokenHeaders(token), data: { requireSecondFactor } });
  expect(response.status(), await response.text()).toBe(200);
}

let adminToken = "";

test.beforeAll(async ({ request }) => {
  // An admin with an authenticator app sets the policy (an admin without one may not: see the first test).
  const admin = await createTotpUser(request, "admin");
  const started = await signIn(request, admin);
  const done = await finishSignIn(request, { challengeToken: started.challengeToken, code: await totpAt(admin.secret, admin.base) });
  adminToken = (await done.json()).authToken;
});

test.afterAll(async () => {
  await withTestDatabase((client) => client.query(`UPDATE security_settings SET require_second_factor = 'none' WHERE id = 1`));
});

test("an admin without a second step may not require one of admins (it would hold them to the set-up)", async ({ request }) => {
  const plainAdmin = await createThrowawayUser({ role: "admin" });
  const { authToken } = await signIn(request, plainAdmin);
  const refused = await request.put(`${API}/settings/security`, {
    headers: tokenHeaders(authToken!),
    data: { requireSecondFactor: "admins" },
  });
  await expectApiError(refused, 409, { message: /Set up your own second sign-in step first/ });
});

test("required for everyone: a person without a second step reaches nothing but the set-up, on every route", async ({ request }) => {
  await setPolicy(request, adminToken, "everyone");
  const person = await createThrowawayUser();
  const { authToken } = await signIn(request, person);
  const headers = tokenHeaders(authToken!);

  const session = await request.get(`${API}/auth/session`, { headers });
  expect(await session.json()).toMatchObject({ secondFactorSetupRequired: true });

  let checked = 0;
  for (const entry of API_ROUTES) {
    for (const verb of VERBS) {
      const rule = entry.verbs[verb];
      if (!rule || rule === "not-allowed") continue;
      const probe: Probe = Array.isArray(rule) ? rule[0]! : rule;
      if (probe.access === "public" || probe.endsSession) continue;
      const url = (probe.url ?? entry.url).replace("{user}", person.id);
      const response = await request.fetch(url, { method: verb, headers, ...(probe.body !== undefined ? { data: probe.body } : {}) });
      const body = await response.text();
      if (OPEN_DURING_SET_UP.some((open) => open.test(entry.route))) {
        expect(body, `${verb} ${url} is part of the set-up`).not.toContain("second_factor_setup_required");
      } else {
        expect(response.status(), `${verb} ${url}`).toBe(403);
        expect(JSON.parse(body), `${verb} ${url}`).toMatchObject({
          code: "second_factor_setup_required",
          message: "Set up a second sign-in step to continue.",
        });
      }
      checked++;
    }
  }
  expect(checked).toBeGreaterThan(150);

  // The pages send the browser to the set-up.
  await browserLogin(request, person);
  const page = await request.get("/dashboard", { maxRedirects: 0, headers: { "x-forwarded-for": fakeAddress() } });
  expect(page.status()).toBe(307);
  expect(page.headers().location).toContain("/security-setup");

  // Once set up, everything opens; removing the last second step is then refused.
  const { secret } = await (await request.post(`${API}/users/me/second-factor/totp`, { headers })).json();
  const base = await freshStep();
  const confirmed = await request.post(`${API}/users/me/second-factor/totp/confirm`, {
    headers,
    data: { code: await totpAt(secret, base, -1) },
  });
  const { backupCodes } = await confirmed.json();
  expect((await request.get(`${API}/clients`, { headers })).status()).toBe(200);
  const removal = await request.delete(`${API}/users/me/second-factor/totp`, { headers, data: { code: backupCodes[0] } });
  await expectApiError(removal, 409, { message: /requires a second sign-in step/ });
});

test("required for admins: a specialist without one is not held; an admin reset sends the admin back to the set-up", async ({
  request,
}) => {
  await setPolicy(request, adminToken, "admins");
  const specialist = await createThrowawayUser();
  const { authToken } = await signIn(request, specialist);
  expect((await request.get(`${API}/clients`, { headers: tokenHeaders(authToken!) })).status()).toBe(200);

  const otherAdmin = await createTotpUser(request, "admin");
  expect((await request.delete(`${API}/users/${otherAdmin.id}/second-factor`, { headers: tokenHeaders(adminToken) })).status()).toBe(204);
  const again = await signIn(request, otherAdmin);
  const held = await request.get(`${API}/clients`, { headers: tokenHeaders(again.authToken!) });
  await expectApiError(held, 403);
});
