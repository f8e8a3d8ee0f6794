import { expect, type APIRequestContext } from "@playwright/test";
import { generate } from "otplib";
import { API, fakeAddress, postLogin, tokenHeaders } from "@/tests/support/api";
import { withTestDatabase } from "@/tests/support/test-database";
import { createThrowawayUser, type ThrowawayUser } from "./throwaway-user";

/**
 * Two-step sign-in from the API's side: a throwaway user with an authenticator app, and its codes computed
 * here from the secret (RFC 6238, 30-second steps) — for the step before, the step now or the step after,
 * which the server accepts (±1) — so a test never waits for the clock to move on.
 */
export const STEP_SECONDS = 30;

/** The code of the 30-second step `offset` steps from `base` (a step number: Unix seconds / 30). */
export const totpAt = (secret: string, base: number, offset = 0) => generate({ secret, epoch: (base + offset) * STEP_SECONDS });

/**
 * The current step, taken when at least 4 seconds of it are left (else the next one's, after waiting for
 * it to begin): codes of base-1, base and base+1 then stay acceptable for the next 25 seconds.
 */
export async function freshStep(): Promise<number> {
  const secondsIntoStep = (Date.now() / 1000) % STEP_SECONDS;
  if (secondsIntoStep > STEP_SECONDS - 4)
    await new Promise((resolve) => setTimeout(resolve, (STEP_SECONDS - secondsIntoStep + 0.2) * 1000));
  return Math.floor(Date.now() / 1000 / STEP_SECONDS);
}

export interface TotpUser extends ThrowawayUser {
  secret: string;
  backupCodes: string[];
  /** The step whose code is free to use next (its code from the step before confirmed the set-up). */
  base: number;
}

export async function signIn(request: APIRequestContext, user: Pick<ThrowawayUser, "email" | "password">, address = fakeAddress()) {
  const response = await postLogin(request, { email: user.email, password: user.password }, address);
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as { authToken?: string; secondFactorRequired?: true; methods?: string[]; challengeToken?: string };
}

/** A throwaway user who set up an authenticator app (confirmed with the code of the step before now). */
export async function createTotpUser(request: APIRequestContext, role?: "admin" | "property-specialist"): Promise<TotpUser> {
  const user = await createThrowawayUser({ role });
  const { authToken } = await signIn(request, user);
  const headers = tokenHeaders(authToken!);
  const started = await request.post(`${API}/users/me/second-factor/totp`, { headers });
  expect(started.status(), await started.text()).toBe(200);
  const { secret } = (await started.json()) as { secret: string };
  const base = await freshStep();
  const confirmed = await request.post(`${API}/users/me/second-factor/totp/confirm`, {
    headers,
    data: { code: await totpAt(secret, base, -1) },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  const { backupCodes } = (await confirmed.json()) as { backupCodes: string[] };
  return { ...user, secret, backupCodes, base };
}

export function finishSignIn(request: APIRequestContext, data: Record<string, unknown>, address = fakeAddress()) {
  return request.post(`${API}/auth/admin/login/second-factor`, { data, headers: { "x-forwarded-for": address } });
}

/** The subjects of the messages the Outbox holds for this address, oldest first. */
export async function outboxSubjects(address: string): Promise<string[]> {
  const { rows } = await withTestDatabase((client) =>
    client.query<{ subject: string }>(`SELECT subject FROM outbox_messages WHERE to_address = $1 ORDER BY created_at, subject`, [address]),
  );
  return rows.map((row) => row.subject);
}
