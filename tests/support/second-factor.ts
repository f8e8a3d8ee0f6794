import { expect, type APIRequestContext, type CDPSession, type Page } from "@playwright/test";
import { generate } from "otplib";
import type { SecondFactorPolicy } from "@/lib/domain/second-factor";
import type { BackupCodesDto, SecuritySettingsDto, TotpSetup } from "@/lib/schemas/second-factor";
import { API, fakeAddress, tokenHeaders } from "./api";

/**
 * Two-step sign-in in the end-to-end suites: authenticator codes computed from the secret (otplib, as an
 * app would), Chromium's virtual authenticator for passkeys (the DevTools protocol's WebAuthn domain),
 * and the set-up and policy through the API.
 */

/** The app's code `offsetSeconds` from now: +30 is the next step's, which the server still accepts (±1 step). */
export async function totpCode(secret: string, offsetSeconds = 0): Promise<string> {
  return generate({ secret: secret.replace(/\s+/g, ""), epoch: Math.floor(Date.now() / 1000) + offsetSeconds });
}

/** Sets up an authenticator app for the token's user; answers its secret and the backup codes that came with it. */
export async function setUpTotpViaApi(request: APIRequestContext, token: string): Promise<{ secret: string; backupCodes: string[] }> {
  const started = await request.post(`${API}/users/me/second-factor/totp`, { headers: tokenHeaders(token) });
  expect(started.status(), await started.text()).toBe(200);
  const { secret } = (await started.json()) as TotpSetup;
  const confirmed = await request.post(`${API}/users/me/second-factor/totp/confirm`, {
    headers: tokenHeaders(token),
    data: { code: await totpCode(secret) },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  return { secret, backupCodes: ((await confirmed.json()) as BackupCodesDto).backupCodes };
}

/** Sets the agency's policy; answers the one it replaced. */
export async function setPolicyViaApi(
  request: APIRequestContext,
  adminToken: string,
  policy: SecondFactorPolicy,
): Promise<SecondFactorPolicy> {
  const before = (await (
    await request.get(`${API}/settings/security`, { headers: tokenHeaders(adminToken) })
  ).json()) as SecuritySettingsDto;
  const response = await request.put(`${API}/settings/security`, {
    headers: tokenHeaders(adminToken),
    data: { requireSecondFactor: policy },
  });
  expect(response.status(), await response.text()).toBe(200);
  return before.requireSecondFactor;
}

/**
 * A platform authenticator with user verification for this page's browser context: passkeys are made and
 * used with no prompt. WebAuthn needs the page on `localhost` (tests/support/e2e-servers.ts), never an IP.
 */
export async function addVirtualAuthenticator(page: Page): Promise<{ cdp: CDPSession; credentialCount: () => Promise<number> }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: { protocol: "ctap2", transport: "internal", hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
  });
  const credentialCount = async () => (await cdp.send("WebAuthn.getCredentials", { authenticatorId })).credentials.length;
  return { cdp, credentialCount };
}

/** Every request of this page comes from an address of its own, so the sign-in limits of other tests never meet this one's. */
export async function ownAddress(page: Page): Promise<void> {
  await page.context().setExtraHTTPHeaders({ "x-forwarded-for": fakeAddress() });
}

/** Types the e-mail address and password on /login and presses SIGN IN. */
export async function submitPassword(page: Page, email: string, password: string): Promise<void> {
  await page.goto("/login");
  await page.getByLabel("Your e-mail").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "SIGN IN", exact: true }).click();
}
