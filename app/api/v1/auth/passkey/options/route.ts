import { json, methodsNotAllowed, withPublic } from "@/server/api/handler";
import { ensureDatabaseReady } from "@/server/db/client";
import { passkeySignInChallenge } from "@/server/sign-in/passkey-step";

/** A challenge for signing in with a passkey alone (used once, within 5 minutes): `{ options }` for navigator.credentials.get(). */
export const POST = withPublic(async () => {
  await ensureDatabaseReady();
  return json(await passkeySignInChallenge());
});

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed("POST");
