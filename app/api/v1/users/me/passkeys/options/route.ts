import { json, methodsNotAllowed, withSession } from "@/server/api/handler";
import { passkeyRegistrationOptions } from "@/server/second-factor/passkeys";

/** A challenge to add a passkey (used once, within 5 minutes): `{ options }` for navigator.credentials.create(). */
export const POST = withSession(async ({ session }) => json({ options: await passkeyRegistrationOptions(session.user) }), {
  duringSecondFactorSetup: true,
  keepOffline: false,
});

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed("POST");
