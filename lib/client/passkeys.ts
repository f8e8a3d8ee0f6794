"use client";

import {
  startAuthentication,
  startRegistration,
  WebAuthnAbortService,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from "@simplewebauthn/browser";

export { browserSupportsWebAuthn, browserSupportsWebAuthnAutofill } from "@simplewebauthn/browser";

/** The browser's passkey prompt was closed or timed out (or a newer request replaced it): nothing to say. */
const isCancelled = (error: unknown) => error instanceof Error && (error.name === "NotAllowedError" || error.name === "AbortError");

/** What went wrong with the browser's part of a passkey, in the person's words. */
export class PasskeyProblem extends Error {}

/** The passkey's answer to a sign-in challenge, or null when the person did not use one. `autofill`: conditional mediation. */
export async function askForPasskey(
  optionsJSON: PublicKeyCredentialRequestOptionsJSON,
  autofill = false,
): Promise<AuthenticationResponseJSON | null> {
  try {
    return await startAuthentication({ optionsJSON, useBrowserAutofill: autofill });
  } catch (error) {
    if (isCancelled(error)) return null;
    throw new PasskeyProblem("This browser could not use a passkey. Try again, or use another way.");
  }
}

/** A new passkey made by this device for these options, or null when the person cancelled. */
export async function createPasskey(optionsJSON: PublicKeyCredentialCreationOptionsJSON): Promise<RegistrationResponseJSON | null> {
  try {
    return await startRegistration({ optionsJSON });
  } catch (error) {
    if (error instanceof Error && error.name === "InvalidStateError")
      throw new PasskeyProblem("This device already holds a passkey for your account.");
    if (isCancelled(error)) return null;
    throw new PasskeyProblem("This browser could not make a passkey. Try again, or set up an authenticator app.");
  }
}

/** Ends a waiting passkey request (the autofill's, when the page moves on). */
export function cancelPasskeyRequest(): void {
  WebAuthnAbortService.cancelCeremony();
}
