"use client";

import type { AuthenticationResponseJSON, PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/browser";
import { SIGN_IN_EXPIRED, type SecondFactorMethod } from "@/lib/domain/second-factor";
import { screenLanguageHeader } from "./api";

/**
 * Starts and ends the browser session through next-auth's endpoints.
 * next-auth/react's signIn() navigates to its own error page when the server
 * cannot be reached; the sign-in screen must show the 'Offline' alert
 * instead, so these two calls are made here with plain fetch.
 */
export class ServerUnreachableError extends Error {}
/** The server refused a step of signing in; the message is its own. */
export class SignInProblem extends Error {}

async function csrfToken(): Promise<string> {
  const response = await fetch("/api/auth/csrf", { cache: "no-store" }).catch(() => {
    throw new ServerUnreachableError();
  });
  if (!response.ok) throw new ServerUnreachableError();
  const { csrfToken: token } = (await response.json()) as { csrfToken: string };
  return token;
}

async function postForm(path: string, fields: Record<string, string>): Promise<Response> {
  return fetch(path, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...screenLanguageHeader() },
    body: new URLSearchParams({ ...fields, csrfToken: await csrfToken(), json: "true" }),
    cache: "no-store",
  }).catch(() => {
    throw new ServerUnreachableError();
  });
}

/** The second step a sign-in asks for after the password (docs/API.md "Sign-in security"). */
export interface SecondFactorChallenge {
  methods: SecondFactorMethod[];
  challengeToken: string;
  /** For startAuthentication, when `methods` has "passkey". */
  passkeyOptions?: PublicKeyCredentialRequestOptionsJSON;
}

/** What a sign-in request came to: a session, a second step to take, or the server's refusal. */
export type SignInAnswer =
  | { kind: "signed-in" }
  | { kind: "second-factor"; challenge: SecondFactorChallenge }
  /** `expired`: the second step's token is no longer usable; the person starts again with the password. */
  | { kind: "refused"; message: string; expired: boolean };

const SIGN_IN_FAILED = "Sign-in failed. Please try again.";

async function answerOf(response: Response): Promise<SignInAnswer> {
  if (response.ok) return { kind: "signed-in" };
  const body = (await response.json().catch(() => ({}))) as { code?: unknown; message?: unknown; secondFactor?: SecondFactorChallenge };
  if (body.code === "second_factor_required" && body.secondFactor) return { kind: "second-factor", challenge: body.secondFactor };
  const message = typeof body.message === "string" && body.message ? body.message : SIGN_IN_FAILED;
  return { kind: "refused", message, expired: message === SIGN_IN_EXPIRED };
}

const CREDENTIALS_CALLBACK = "/api/auth/callback/credentials";

/** The password step. */
export async function signInWithCredentials(email: string, password: string): Promise<SignInAnswer> {
  return answerOf(await postForm(CREDENTIALS_CALLBACK, { email, password }));
}

/** The second step: a 6-digit code or a backup code, or a passkey's answer (what startAuthentication resolved to). */
export async function finishSignIn(
  challengeToken: string,
  proof: { code: string } | { passkey: AuthenticationResponseJSON },
): Promise<SignInAnswer> {
  const fields: Record<string, string> =
    "code" in proof ? { challengeToken, code: proof.code } : { challengeToken, passkey: JSON.stringify(proof.passkey) };
  return answerOf(await postForm(CREDENTIALS_CALLBACK, fields));
}

/** The options of a passkey-only sign-in (a fresh challenge). */
export async function passkeySignInOptions(): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const response = await fetch("/api/v1/auth/passkey/options", { method: "POST", cache: "no-store" }).catch(() => {
    throw new ServerUnreachableError();
  });
  if (!response.ok) {
    const { message } = (await response.json().catch(() => ({}))) as { message?: unknown };
    throw new SignInProblem(typeof message === "string" && message ? message : SIGN_IN_FAILED);
  }
  return ((await response.json()) as { options: PublicKeyCredentialRequestOptionsJSON }).options;
}

/** A passkey-only sign-in, with the passkey's answer. */
export async function signInWithPasskey(passkey: AuthenticationResponseJSON): Promise<SignInAnswer> {
  return answerOf(await postForm(CREDENTIALS_CALLBACK, { passkey: JSON.stringify(passkey) }));
}

export async function signOutBrowser(): Promise<void> {
  await postForm("/api/auth/signout", {});
}
